import type { ReviewSummary as Summary } from '#shared/schemas/review';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';
import { Stars } from './stars';

const RATINGS = [5, 4, 3, 2, 1] as const;

type ReviewSummaryProps = {
  summary: Summary | undefined;
  /** The rating the list is filtered by, or null for all. */
  rating: number | null;
  onRatingChange: (rating: number | null) => void;
};

/** Average, count, percent positive and one bar per star rating; a bar filters the list. */
export function ReviewSummary({ summary, rating, onRatingChange }: ReviewSummaryProps) {
  if (!summary) {
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only">Loading review summary</span>
        <Skeleton className="h-10 w-24" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  return (
    <div>
      <div className="flex items-center gap-4">
        <p className="font-serif text-5xl font-semibold text-stone-900">
          {summary.average.toFixed(1)}
          <span className="sr-only"> out of 5 stars</span>
        </p>
        <div>
          <Stars rating={summary.average} className="[&_svg]:size-5" />
          <p className="mt-1 text-sm text-stone-600">
            Based on {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
          </p>
        </div>
      </div>
      <p className="mt-3 text-sm text-stone-700">
        <span className="font-semibold text-emerald-700">{summary.percentPositive}%</span> of
        reviewers rated it 4 stars or more
      </p>
      <ul className="mt-5 space-y-1" aria-label="Reviews by star rating">
        {RATINGS.map((stars) => {
          const count = summary.distribution[stars];
          const share = summary.count > 0 ? (count / summary.count) * 100 : 0;
          const active = rating === stars;
          return (
            <li key={stars}>
              <button
                type="button"
                aria-pressed={active}
                disabled={count === 0 && !active}
                onClick={() => onRatingChange(active ? null : stars)}
                className={cn(
                  'grid w-full grid-cols-[2.5rem_1fr_2.5rem] items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-rose-600 disabled:cursor-default disabled:hover:bg-transparent',
                  active && 'bg-rose-50 hover:bg-rose-100',
                )}
              >
                <span className="text-left font-medium text-stone-800">
                  {stars}
                  <span aria-hidden="true">★</span>
                  <span className="sr-only"> {stars === 1 ? 'star' : 'stars'}:</span>
                </span>
                <span
                  className="h-2.5 overflow-hidden rounded-full bg-stone-200"
                  aria-hidden="true"
                >
                  <span
                    className="block h-full rounded-full bg-amber-400"
                    style={{ width: `${share}%` }}
                  />
                </span>
                <span className="text-right text-stone-600">
                  {count}
                  <span className="sr-only"> {count === 1 ? 'review' : 'reviews'}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
