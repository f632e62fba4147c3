import { useState } from 'react';
import { IMAGE_WIDTHS, imageUrl } from '#shared/images';
import type { Review } from '#shared/schemas/review';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog';
import { useI18n } from '../../../lib/i18n';

export type ReviewPhotoDialogProps = {
  open: boolean;
  onClose: () => void;
  review: Pick<Review, 'images' | 'title' | 'author'>;
  /** Which of the review's photos is shown (its place in `images`). */
  index: number;
};

/** A review's photo, large (the review card loads it when a photo is first opened). */
export function ReviewPhotoDialog({ open, onClose, review, index }: ReviewPhotoDialogProps) {
  const { t } = useI18n();
  const photo = open ? review.images[index] : undefined;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-3xl p-3 sm:p-4">
        <DialogTitle className="text-base">
          {t('reviews.card.photoTitle', {
            index: index + 1,
            count: review.images.length,
            title: review.title,
          })}
        </DialogTitle>
        {photo && (
          <LargePhoto
            key={photo}
            photo={photo}
            alt={t('reviews.card.photoAlt', {
              author: review.author,
              index: index + 1,
              count: review.images.length,
            })}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The largest stored copy: the server keeps only the widths a photo is at least as wide as, so a
 * small photo has no 960 px copy and the next smaller one is tried.
 */
function LargePhoto({ photo, alt }: { photo: string; alt: string }) {
  const [widthIndex, setWidthIndex] = useState(IMAGE_WIDTHS.length - 1);
  return (
    <img
      src={imageUrl(photo, IMAGE_WIDTHS[widthIndex])}
      alt={alt}
      onError={() => setWidthIndex((index) => Math.max(index - 1, 0))}
      className="mt-3 max-h-[75dvh] w-full rounded-md object-contain"
    />
  );
}
