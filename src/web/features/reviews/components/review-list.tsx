/** The list half of Customer Reviews: its filter and sort, what it shows, and the reviews. */
import type { ReactNode } from 'react';
import type { Review, ReviewSort } from '#shared/schemas/review';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { type I18n, useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import type { ReviewFilter } from '../api/get-reviews';
import { starsLabel } from './stars';

/** The sorts in the order the menu lists them; each reads as `reviews.sort.<value>`. */
const SORTS: readonly ReviewSort[] = ['newest', 'oldest', 'highest', 'lowest', 'helpful'];

type FilterProps = {
  id: string;
  filter: ReviewFilter;
  onFilter: (change: Partial<ReviewFilter>) => void;
};

export function ReviewListControls({ id, filter, onFilter }: FilterProps) {
  const { t } = useI18n();
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-rating`}>{t('reviews.filter.label')}</Label>
        <select
          id={`${id}-rating`}
          className={cn('h-10 sm:w-44', fieldClasses)}
          value={filter.rating ?? ''}
          onChange={(event) =>
            onFilter({ rating: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">{t('reviews.filter.all')}</option>
          {[5, 4, 3, 2, 1].map((stars) => (
            <option key={stars} value={stars}>
              {starsLabel(t, stars)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-sort`}>{t('reviews.sort.label')}</Label>
        <select
          id={`${id}-sort`}
          className={cn('h-10 sm:w-44', fieldClasses)}
          value={filter.sort}
          onChange={(event) => onFilter({ sort: event.target.value as ReviewSort })}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`reviews.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** How far the list goes: the state of the list a query holds, as the component reads it. */
export type ReviewListState = {
  reviews: Review[];
  total: number;
  pending: boolean;
  failed: boolean;
  loaded: boolean;
  /** An older filter's list stays on screen while the new one loads. */
  updating: boolean;
};

function showingText(t: I18n['t'], list: ReviewListState, rating: number | null): string {
  if (list.updating) return t('reviews.updating');
  if (!list.loaded || list.total === 0) return '';
  const counts = { shown: list.reviews.length, count: list.total };
  return rating
    ? t('reviews.showingRated', { ...counts, stars: starsLabel(t, rating) })
    : t('reviews.showing', counts);
}

export function ReviewListStatus({
  list,
  rating,
}: {
  list: ReviewListState;
  rating: number | null;
}) {
  const { t } = useI18n();
  return (
    <p className="mt-4 text-sm text-stone-600" aria-live="polite">
      {showingText(t, list, rating)}
    </p>
  );
}

function ReviewsLoading() {
  const { t } = useI18n();
  return (
    <div className="mt-4 space-y-6" aria-busy="true">
      <span className="sr-only">{t('reviews.loading')}</span>
      {[1, 2, 3].map((row) => (
        <div key={row} className="space-y-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}

type ReviewListBodyProps = {
  list: ReviewListState;
  rating: number | null;
  /** The list is narrowed to some skin. */
  bySkin: boolean;
  onRetry: () => void;
  onShowAll: () => void;
  /** The review cards, shown once there are reviews. */
  children: ReactNode;
};

/** Skeletons while loading, the failure with a retry, an empty list, or the cards. */
export function ReviewListBody({
  list,
  rating,
  bySkin,
  onRetry,
  onShowAll,
  children,
}: ReviewListBodyProps) {
  const { t } = useI18n();
  if (list.pending) return <ReviewsLoading />;
  if (list.failed && list.reviews.length === 0) {
    return (
      <div className="mt-4 rounded-lg bg-red-50 p-4 text-sm text-red-800" role="alert">
        {t('reviews.loadError')}{' '}
        <Button variant="link" className="h-auto p-0" onClick={onRetry}>
          {t('reviews.retry')}
        </Button>
      </div>
    );
  }
  if (list.total === 0) {
    return (
      <div className="mt-4 rounded-lg bg-stone-50 p-6 text-center text-stone-700">
        <p>
          {bySkin
            ? t('reviews.skin.none')
            : rating
              ? t('reviews.emptyRated', { stars: starsLabel(t, rating) })
              : t('reviews.emptyList')}
        </p>
        <Button variant="link" onClick={onShowAll}>
          {t('reviews.showAll')}
        </Button>
      </div>
    );
  }
  return (
    <div
      className={cn('divide-y divide-stone-200 transition-opacity', list.updating && 'opacity-60')}
    >
      {children}
    </div>
  );
}
