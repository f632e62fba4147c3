import { imageUrl } from '#shared/images';

/** A shopper's photos as small squares, each opening its larger size in a new tab. */
export function PhotoThumbnails({
  photos,
  altOf,
  label,
  className = 'mt-2',
}: {
  /** '/files/<uuid>' addresses. */
  photos: string[];
  altOf: (index: number) => string;
  label?: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={`${className} flex flex-wrap gap-2`}>
      {photos.map((photo, index) => (
        <li key={photo}>
          <a
            href={imageUrl(photo, 960)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600"
          >
            <img
              src={imageUrl(photo, 320)}
              alt={altOf(index)}
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
              className="size-16 rounded-md border border-stone-200 object-cover hover:opacity-90"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
