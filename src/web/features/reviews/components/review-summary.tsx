import { formatRating } from '#shared/catalog';
import type { ReviewSummary as Summary } from '#shared/schemas/review';
import { Skeleton } from '../../../components/ui/skeleton';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { Stars, starsLabel } from './stars';

const RATINGS = [5, 4, 3, 2, 1] as const;

type ReviewSummaryProps = {
  summary: Summary | undefined;
  /** The rating the list is filtered by, or null for all. */
  rating: number | null;
  onRatingChange: (rating: number | null) => void;
};

/** Average, count, percent positive and one bar per star rating; a bar filters the list. */
export function ReviewSummary({ summary, rating, onRatingChange }: ReviewSummaryProps) {
  const { t, number, language } = useI18n();
  if (!summary) {
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only">{t('reviews.summary.loading')}</span>
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
          {formatRating(language, summary.average)}
          <span className="sr-only"> {t('reviews.summary.outOf5')}</span>
        </p>
        <div>
          <Stars rating={summary.average} className="[&_svg]:size-5" />
          <p className="mt-1 text-sm text-stone-600">
            {t('reviews.summary.basedOn', { count: summary.count })}
          </p>
        </div>
      </div>
      <p className="mt-3 text-sm text-stone-700">
        <span className="font-semibold text-emerald-700">{number(summary.percentPositive)}%</span>{' '}
        {t('reviews.summary.positive', { stars: 4 })}
      </p>
      <ul className="mt-5 space-y-1" aria-label={t('reviews.summary.byStars')}>
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
                  <span aria-hidden="true">{number(stars)}★</span>
                  <span className="sr-only">{starsLabel(t, stars)}:</span>
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
                  <span aria-hidden="true">{number(count)}</span>
                  <span className="sr-only">{t('reviews.summary.count', { count })}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
