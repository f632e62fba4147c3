import { ExternalLink, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { imageUrl } from '#shared/images';

/**
 * A shopper's photo (a return's, a complaint's): a private file that only its uploader and staff
 * can open, so it opens full size in a new tab of this signed-in browser.
 */
export function PrivatePhoto({
  photo,
  label,
  openLabel,
}: {
  photo: string;
  /** The picture's alternative text, and the link's words once it failed to load. */
  label: string;
  openLabel: string;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <a
      href={imageUrl(photo, 960)}
      target="_blank"
      rel="noopener noreferrer"
      className="group block overflow-hidden rounded-md border border-stone-200 hover:border-rose-400 focus-visible:outline-2 focus-visible:outline-rose-600"
    >
      {broken ? (
        <span className="flex size-24 items-center justify-center bg-stone-100">
          <ImageOff className="size-8 text-stone-400" aria-hidden="true" />
        </span>
      ) : (
        <img
          src={imageUrl(photo, 320)}
          alt={label}
          width={96}
          height={96}
          className="size-24 object-cover"
          onError={() => setBroken(true)}
        />
      )}
      <span className="flex items-center justify-center gap-1 py-1 text-xs text-rose-700">
        {broken ? label : openLabel}
        <ExternalLink className="size-3" aria-hidden="true" />
      </span>
    </a>
  );
}
