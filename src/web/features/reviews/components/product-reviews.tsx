import { PenLine } from 'lucide-react';
import { lazy, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Product } from '#shared/schemas/product';
import type { Review, ReviewSort } from '#shared/schemas/review';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LazyDialog } from '../../../components/ui/lazy-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { isSignedOut, useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { useDeleteReview } from '../api/delete-review';
import { useReviewSummary } from '../api/get-review-summary';
import { type ReviewFilter, useReviews } from '../api/get-reviews';
import { useVoteReview } from '../api/vote-review';
import { ReviewCard } from './review-card';
import { ReviewSummary } from './review-summary';
import { starsLabel } from './stars';

// Radix Dialog, and the form's react-hook-form and resolver, load when the shopper opens one.
const ReviewFormDialog = lazy(() =>
  import('./review-form-dialog').then((m) => ({ default: m.ReviewFormDialog })),
);
const DeleteReviewDialog = lazy(() =>
  import('./delete-review-dialog').then((m) => ({ default: m.DeleteReviewDialog })),
);

/** The sorts in the order the menu lists them; each reads as `reviews.sort.<value>`. */
const SORTS: readonly ReviewSort[] = ['newest', 'oldest', 'highest', 'lowest', 'helpful'];

export type ProductReviewsProps = {
  product: Pick<Product, 'id' | 'name'>;
  signedIn: boolean;
  /** The sign-in page, asked to come back here. */
  loginHref: string;
};

/** The product page's Customer Reviews: summary, filter and sort, the list, and your own review. */
export function ProductReviews({ product, signedIn, loginHref }: ProductReviewsProps) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const navigate = useNavigate();
  const listRef = useRef<HTMLDivElement>(null);
  const [filter, setFilter] = useState<ReviewFilter>({ rating: null, sort: 'newest' });
  const [formOpen, setFormOpen] = useState(false);
  const [knownMine, setKnownMine] = useState<Review | null>(null);
  const [deleting, setDeleting] = useState<Review | null>(null);
  const summary = useReviewSummary(product.id);
  const list = useReviews(product.id, filter);
  const vote = useVoteReview(product.id);
  const remove = useDeleteReview(product.id);

  const reviews = list.data?.pages.flatMap((page) => page.reviews) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const myReview = signedIn ? (reviews.find((review) => review.mine) ?? knownMine) : null;
  const noReviews = summary.data?.count === 0;

  const askToSignIn = () =>
    toast(t('reviews.vote.signIn'), {
      action: { label: t('common.signIn'), onClick: () => navigate(loginHref) },
    });

  const onVote = (review: Review, choice: 'helpful' | 'unhelpful') => {
    if (!signedIn) {
      askToSignIn();
      return;
    }
    vote.mutate(
      { reviewId: review.id, vote: review.myVote === choice ? null : choice },
      {
        onError: (error) => {
          if (isSignedOut(error)) askToSignIn();
          else toast.error(errorText(error, 'reviews.vote.failed'));
        },
      },
    );
  };

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('reviews.deleted'));
        setKnownMine(null);
        setDeleting(null);
      },
      onError: (error) => toast.error(errorText(error, 'reviews.deleteFailed')),
    });
  };

  const loadMore = async () => {
    const shown = reviews.length;
    await list.fetchNextPage();
    // Take keyboard and screen-reader users to the first review that just arrived.
    listRef.current?.querySelectorAll<HTMLElement>('article')[shown]?.focus();
  };

  const writeButton = signedIn ? (
    <Button
      variant={myReview ? 'outline' : 'default'}
      className="w-full sm:w-auto"
      onClick={() => setFormOpen(true)}
    >
      <PenLine aria-hidden="true" />
      {t(myReview ? 'reviews.edit' : 'reviews.write')}
    </Button>
  ) : (
    <div>
      <Button asChild className="w-full sm:w-auto">
        <Link to={loginHref}>
          <PenLine aria-hidden="true" />
          {t('reviews.write')}
        </Link>
      </Button>
      <p className="mt-2 text-xs text-stone-600">{t('reviews.signInFirst')}</p>
    </div>
  );

  return (
    <section className="mt-12 border-t border-stone-200 pt-10" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-serif text-2xl font-semibold">
        {t('reviews.title')}
      </h2>

      {noReviews ? (
        <div className="mt-6 rounded-xl border border-dashed border-stone-300 bg-stone-50 px-6 py-10 text-center">
          <p className="font-serif text-xl font-semibold text-stone-900">{t('reviews.none')}</p>
          <p className="mt-2 text-stone-600">{t('reviews.none.body')}</p>
          <div className="mt-5 flex justify-center">{writeButton}</div>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[20rem_1fr] lg:gap-12">
          <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            <ReviewSummary
              summary={summary.data}
              rating={filter.rating}
              onRatingChange={(rating) => setFilter((current) => ({ ...current, rating }))}
            />
            <div className="rounded-xl bg-stone-50 p-4">
              <p className="mb-3 text-sm text-stone-700">
                {t(myReview ? 'reviews.mine' : 'reviews.invite')}
              </p>
              {writeButton}
            </div>
          </div>

          <div ref={listRef}>
            <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-rating`}>{t('reviews.filter.label')}</Label>
                <select
                  id={`${id}-rating`}
                  className={cn('h-10 sm:w-44', fieldClasses)}
                  value={filter.rating ?? ''}
                  onChange={(event) =>
                    setFilter((current) => ({
                      ...current,
                      rating: event.target.value ? Number(event.target.value) : null,
                    }))
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
                  onChange={(event) =>
                    setFilter((current) => ({
                      ...current,
                      sort: event.target.value as ReviewSort,
                    }))
                  }
                >
                  {SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`reviews.sort.${sort}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>

            <p className="mt-4 text-sm text-stone-600" aria-live="polite">
              {list.isPlaceholderData
                ? t('reviews.updating')
                : list.isSuccess && total > 0
                  ? filter.rating
                    ? t('reviews.showingRated', {
                        shown: reviews.length,
                        count: total,
                        stars: starsLabel(t, filter.rating),
                      })
                    : t('reviews.showing', { shown: reviews.length, count: total })
                  : ''}
            </p>

            {list.isPending ? (
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
            ) : list.isError && reviews.length === 0 ? (
              <div className="mt-4 rounded-lg bg-red-50 p-4 text-sm text-red-800" role="alert">
                {t('reviews.loadError')}{' '}
                <Button variant="link" className="h-auto p-0" onClick={() => list.refetch()}>
                  {t('reviews.retry')}
                </Button>
              </div>
            ) : total === 0 ? (
              <div className="mt-4 rounded-lg bg-stone-50 p-6 text-center text-stone-700">
                <p>
                  {filter.rating
                    ? t('reviews.emptyRated', { stars: starsLabel(t, filter.rating) })
                    : t('reviews.emptyList')}
                </p>
                <Button
                  variant="link"
                  onClick={() => setFilter((current) => ({ ...current, rating: null }))}
                >
                  {t('reviews.showAll')}
                </Button>
              </div>
            ) : (
              <div
                className={cn(
                  'divide-y divide-stone-200 transition-opacity',
                  list.isPlaceholderData && 'opacity-60',
                )}
              >
                {reviews.map((review) => (
                  <ReviewCard
                    key={review.id}
                    review={review}
                    onVote={onVote}
                    voting={vote.isPending && vote.variables?.reviewId === review.id}
                    onEdit={() => setFormOpen(true)}
                    onDelete={setDeleting}
                  />
                ))}
              </div>
            )}

            {list.hasNextPage && !list.isPlaceholderData && (
              <div className="mt-2 flex justify-center border-t border-stone-200 pt-6">
                <Button
                  variant="outline"
                  className="w-full sm:w-auto"
                  onClick={loadMore}
                  disabled={list.isFetchingNextPage}
                >
                  {t(list.isFetchingNextPage ? 'common.loading' : 'reviews.loadMore')}
                </Button>
              </div>
            )}
          </div>
        </div>
      )}

      {signedIn && (
        <LazyDialog open={formOpen}>
          <ReviewFormDialog
            open={formOpen}
            onOpenChange={setFormOpen}
            productId={product.id}
            productName={product.name}
            review={myReview}
            onReviewKnown={setKnownMine}
          />
        </LazyDialog>
      )}
      <LazyDialog open={deleting !== null}>
        <DeleteReviewDialog
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          onConfirm={onDelete}
          pending={remove.isPending}
        />
      </LazyDialog>
    </section>
  );
}
