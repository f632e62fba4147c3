import { Star } from 'lucide-react';
import type { Translator } from '#shared/i18n/translator';
import { cn } from '../../../lib/utils';

/** Five stars, `rating` of them filled (rounded); decorative, so callers say the rating in words. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          className={cn(
            'size-4',
            star <= filled ? 'fill-amber-400 text-amber-400' : 'fill-stone-200 text-stone-200',
          )}
        />
      ))}
    </span>
  );
}

/** '1 star', '4 stars' in the reader's language. */
export function starsLabel(t: Translator['t'], rating: number): string {
  return t('reviews.stars', { count: rating });
}
