import { Star } from 'lucide-react';

export function Rating({ average, count }: { average: number; count: number }) {
  if (count === 0) return <span className="text-xs text-stone-500">No reviews yet</span>;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-stone-600">
      <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span>
        <span className="sr-only">Rated </span>
        {average.toFixed(1)}
        <span className="sr-only"> out of 5,</span> ({count}
        <span className="sr-only"> reviews</span>)
      </span>
    </span>
  );
}
