import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { imageSrcSet, imageUrl } from '#shared/images';
import { cn } from '../../lib/utils';

type ProductImageProps = {
  src: string | undefined;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
};

/** A square product picture with sized WebP sources and the shop's own placeholder on error. */
export function ProductImage({ src, alt, sizes, className, priority = false }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn('flex aspect-square items-center justify-center bg-stone-100', className)}
      >
        <ImageOff className="size-10 text-stone-400" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={imageUrl(src, 640)}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={640}
      height={640}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
      // A picture in the server's HTML may have failed before the app started listening.
      ref={(image) => {
        if (image?.complete && image.naturalWidth === 0) setFailed(true);
      }}
      className={cn('aspect-square w-full object-cover', className)}
    />
  );
}
