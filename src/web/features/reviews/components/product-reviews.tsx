import { lazy, type ReactNode, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Product } from '#shared/schemas/product';
import type { Review } from '#shared/schemas/review';
import { Button } from '../../../components/ui/button';
import { LazyDialog } from '../../../components/ui/lazy-dialog';
import { isSignedOut, useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeleteReview } from '../api/delete-review';
import { useReviewSummary } from '../api/get-review-summary';
import { NO_SKIN_FILTER, type ReviewFilter, useReviews } from '../api/get-reviews';
import { useVoteReview } from '../api/vote-review';
import { ReviewCard } from './review-card';
import {
  ReviewListBody,
  ReviewListControls,
  type ReviewListState,
  ReviewListStatus,
} from './review-list';
import { ReviewSummary } from './review-summary';
import { SkinFilters } from './skin-filters';
import { WriteReviewButton } from './write-review-button';

// Radix Dialog, and the form's react-hook-form and resolver, load when the shopper opens one.
const ReviewFormDialog = lazy(() =>
  import('./review-form-dialog').then((m) => ({ default: m.ReviewFormDialog })),
);
const DeleteReviewDialog = lazy(() =>
  import('./delete-review-dialog').then((m) => ({ default: m.DeleteReviewDialog })),
);

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
  const [filter, setFilter] = useState<Required<ReviewFilter>>({
    rating: null,
    sort: 'newest',
    ...NO_SKIN_FILTER,
  });
  const [formOpen, setFormOpen] = useState(false);
  const [knownMine, setKnownMine] = useState<Review | null>(null);
  const [deleting, setDeleting] = useState<Review | null>(null);
  const summary = useReviewSummary(product.id);
  const list = useReviews(product.id, filter);
  const vote = useVoteReview(product.id);
  const remove = useDeleteReview(product.id);

  const reviews = list.data?.pages.flatMap((page) => page.reviews) ?? [];
  const listState: ReviewListState = {
    reviews,
    total: list.data?.pages[0]?.total ?? 0,
    pending: list.isPending,
    failed: list.isError,
    loaded: list.isSuccess,
    updating: list.isPlaceholderData,
  };
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

  const skinFiltered = Object.keys(NO_SKIN_FILTER).some(
    (name) => filter[name as keyof typeof NO_SKIN_FILTER] !== null,
  );
  const changeFilter = (change: Partial<ReviewFilter>) =>
    setFilter((current) => ({ ...current, ...change }));

  const writeButton = (
    <WriteReviewButton
      signedIn={signedIn}
      hasReview={myReview !== null}
      loginHref={loginHref}
      onOpen={() => setFormOpen(true)}
    />
  );

  return (
    <section className="mt-12 border-t border-stone-200 pt-10" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-serif text-2xl font-semibold">
        {t('reviews.title')}
      </h2>

      {noReviews ? (
        <NoReviewsYet writeButton={writeButton} />
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[20rem_1fr] lg:gap-12">
          <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            <ReviewSummary
              summary={summary.data}
              rating={filter.rating}
              onRatingChange={(rating) => changeFilter({ rating })}
            />
            {summary.data && (
              <SkinFilters skin={summary.data.skin} filter={filter} onChange={changeFilter} />
            )}
            <div className="rounded-xl bg-stone-50 p-4">
              <p className="mb-3 text-sm text-stone-700">
                {t(myReview ? 'reviews.mine' : 'reviews.invite')}
              </p>
              {writeButton}
            </div>
          </div>

          <div ref={listRef}>
            <ReviewListControls id={id} filter={filter} onFilter={changeFilter} />
            <ReviewListStatus list={listState} rating={filter.rating} />
            <ReviewListBody
              list={listState}
              rating={filter.rating}
              bySkin={skinFiltered}
              onRetry={() => list.refetch()}
              onShowAll={() => changeFilter({ rating: null, ...NO_SKIN_FILTER })}
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
            </ReviewListBody>
            {list.hasNextPage && !list.isPlaceholderData && (
              <LoadMoreReviews loading={list.isFetchingNextPage} onLoadMore={loadMore} />
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

function NoReviewsYet({ writeButton }: { writeButton: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="mt-6 rounded-xl border border-dashed border-stone-300 bg-stone-50 px-6 py-10 text-center">
      <p className="font-serif text-xl font-semibold text-stone-900">{t('reviews.none')}</p>
      <p className="mt-2 text-stone-600">{t('reviews.none.body')}</p>
      <div className="mt-5 flex justify-center">{writeButton}</div>
    </div>
  );
}

function LoadMoreReviews({ loading, onLoadMore }: { loading: boolean; onLoadMore: () => void }) {
  const { t } = useI18n();
  return (
    <div className="mt-2 flex justify-center border-t border-stone-200 pt-6">
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        onClick={onLoadMore}
        disabled={loading}
      >
        {t(loading ? 'common.loading' : 'reviews.loadMore')}
      </Button>
    </div>
  );
}
