import { ChevronLeft, ChevronRight, ZoomIn } from 'lucide-react';
import { lazy, useState } from 'react';
import { PRODUCT_IMAGE_SIZES } from '#shared/images';
import { LazyDialog } from '../../../components/ui/lazy-dialog';
import { ProductImage } from '../../../components/ui/product-image';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

// Radix Dialog loads when a shopper first zooms.
const PictureZoomDialog = lazy(() =>
  import('./picture-zoom-dialog').then((m) => ({ default: m.PictureZoomDialog })),
);

const arrowButton =
  'absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow hover:bg-white disabled:opacity-40';

type GalleryProps = {
  images: string[];
  name: string;
  /**
   * Thumbnails even for one picture: when a shade brings pictures of its own, so the strip does
   * not appear under the shopper's finger and push the shades down as they choose.
   */
  keepThumbnails?: boolean;
};

/** The product's pictures: one large, thumbnails, previous/next, and a zoomed view on click. */
export function ProductGallery({ images, name, keepThumbnails = false }: GalleryProps) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const count = images.length;
  const current = images[index];
  const step = (by: number) => setIndex((at) => (at + by + count) % count);

  return (
    <div>
      <div className="relative overflow-hidden rounded-xl bg-stone-100">
        <button
          type="button"
          className="block w-full cursor-zoom-in"
          onClick={() => current && setZoomed(true)}
          aria-label={t('catalog.pictures.zoom', { index: index + 1, count: Math.max(count, 1) })}
          disabled={!current}
        >
          <ProductImage src={current} alt={name} sizes={PRODUCT_IMAGE_SIZES.gallery} priority />
          {current && (
            <span className="absolute right-3 bottom-3 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-stone-700 shadow">
              <ZoomIn className="size-5" aria-hidden="true" />
            </span>
          )}
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              className={cn(arrowButton, 'left-3')}
              onClick={() => step(-1)}
              aria-label={t('catalog.pictures.previous')}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={cn(arrowButton, 'right-3')}
              onClick={() => step(1)}
              aria-label={t('catalog.pictures.next')}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </>
        )}
      </div>
      {(count > 1 || (keepThumbnails && count > 0)) && (
        <ul className="mt-3 flex gap-2 overflow-x-auto" aria-label={t('catalog.pictures.list')}>
          {images.map((image, at) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(at)}
                aria-label={t('catalog.pictures.show', { index: at + 1 })}
                aria-current={at === index}
                className={cn(
                  'block size-16 overflow-hidden rounded-md border-2 sm:size-20',
                  at === index ? 'border-rose-700' : 'border-transparent hover:border-stone-300',
                )}
              >
                <ProductImage src={image} alt="" sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <LazyDialog open={zoomed}>
        <PictureZoomDialog open={zoomed} onOpenChange={setZoomed} image={current} name={name} />
      </LazyDialog>
    </div>
  );
}
