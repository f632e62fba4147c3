import { Star } from 'lucide-react';

export function FeaturedMark({ featured }: { featured: boolean }) {
  return featured ? (
    <span className="inline-flex items-center gap-1 text-sm text-amber-800">
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      Featured
    </span>
  ) : (
    <span className="text-stone-400">
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not featured</span>
    </span>
  );
}
