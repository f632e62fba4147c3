import { BadgeCheck, Pencil, ThumbsDown, ThumbsUp, Trash2 } from 'lucide-react';
import { lazy, useState } from 'react';
import { imageUrl } from '#shared/images';
import type { Review } from '#shared/schemas/review';
import { Button } from '../../../components/ui/button';
import { LazyDialog } from '../../../components/ui/lazy-dialog';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { ReviewSkin } from './review-skin';
import { Stars, starsLabel } from './stars';

// Radix Dialog loads when a shopper first opens a review's photo.
const ReviewPhotoDialog = lazy(() =>
  import('./review-photo-dialog').then((m) => ({ default: m.ReviewPhotoDialog })),
);

type ReviewCardProps = {
  review: Review;
  onVote: (review: Review, vote: 'helpful' | 'unhelpful') => void;
  voting: boolean;
  onEdit: (review: Review) => void;
  onDelete: (review: Review) => void;
};

export function ReviewCard({ review, onVote, voting, onEdit, onDelete }: ReviewCardProps) {
  const { t, date } = useI18n();
  const [zoomed, setZoomed] = useState<number | null>(null);
  const zoomedImage = zoomed === null ? undefined : review.images[zoomed];
  return (
    <article
      className="py-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-rose-600"
      aria-labelledby={`review-${review.id}-title`}
      tabIndex={-1}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="sr-only">
          {t('reviews.card.outOf5', { stars: starsLabel(t, review.rating) })}
        </span>
        <h3 id={`review-${review.id}-title`} className="font-semibold text-stone-900">
          {review.title}
        </h3>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
        <span className="font-medium text-stone-800">{review.author}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={review.createdAt}>{date(review.createdAt)}</time>
        {review.verified && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            {t('reviews.card.verified')}
          </span>
        )}
        {review.mine && (
          <span className="rounded-full bg-rose-50 px-2 py-0.5 text-xs font-medium text-rose-800">
            {t('reviews.card.yours')}
          </span>
        )}
      </p>
      <ReviewSkin review={review} />
      {review.bought && review.bought.length > 0 && (
        <p className="mt-1 text-sm text-stone-700">
          {t('reviews.card.bought', { variants: review.bought.join(', ') })}
        </p>
      )}
      <p className="mt-3 leading-relaxed whitespace-pre-line text-stone-700">{review.content}</p>
      {review.images.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('reviews.card.photos')}>
          {review.images.map((ref, index) => (
            <li key={ref}>
              <button
                type="button"
                onClick={() => setZoomed(index)}
                className="block overflow-hidden rounded-md border border-stone-200 hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600"
                aria-label={t('reviews.card.viewPhoto', {
                  index: index + 1,
                  count: review.images.length,
                })}
              >
                <img
                  src={imageUrl(ref, 320)}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-20 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {review.mine ? (
          <>
            <Button variant="outline" size="sm" onClick={() => onEdit(review)}>
              <Pencil aria-hidden="true" />
              {t('reviews.card.edit')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => onDelete(review)}
            >
              <Trash2 aria-hidden="true" />
              {t('reviews.card.delete')}
            </Button>
          </>
        ) : (
          <>
            <span className="basis-full text-sm text-stone-600 sm:mr-1 sm:basis-auto">
              {t('reviews.card.helpfulQuestion')}
            </span>
            <VoteButton
              pressed={review.myVote === 'helpful'}
              disabled={voting}
              onClick={() => onVote(review, 'helpful')}
            >
              <ThumbsUp aria-hidden="true" />
              {t('reviews.card.helpful', { count: review.helpful })}
            </VoteButton>
            <VoteButton
              pressed={review.myVote === 'unhelpful'}
              disabled={voting}
              onClick={() => onVote(review, 'unhelpful')}
            >
              <ThumbsDown aria-hidden="true" />
              {t('reviews.card.unhelpful', { count: review.unhelpful })}
            </VoteButton>
          </>
        )}
      </div>
      <LazyDialog open={zoomedImage !== undefined}>
        <ReviewPhotoDialog
          open={zoomedImage !== undefined}
          onClose={() => setZoomed(null)}
          review={review}
          index={zoomed ?? 0}
        />
      </LazyDialog>
    </article>
  );
}

function VoteButton({
  pressed,
  ...props
}: { pressed: boolean } & Omit<React.ComponentProps<typeof Button>, 'variant' | 'size'>) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={pressed}
      className={cn(
        'rounded-full',
        pressed && 'border-rose-700 bg-rose-50 text-rose-800 hover:bg-rose-100',
      )}
      {...props}
    />
  );
}
