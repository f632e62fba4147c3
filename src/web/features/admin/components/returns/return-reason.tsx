import { ExternalLink, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { imageUrl } from '#shared/images';
import type { AdminReturn } from '#shared/schemas/returns';
import { useI18n } from '../../../../lib/i18n';
import { DetailSection } from '../orders/detail-section';

/**
 * Why the shopper sends it back, in their words, and their photos: private files that only the
 * uploader and admins can open, so each opens full size in a new tab of this signed-in browser.
 */
export function ReturnReason({ value }: { value: AdminReturn }) {
  const { t } = useI18n();
  return (
    <DetailSection title={t('admin.returns.reason')}>
      <p className="text-sm whitespace-pre-line text-stone-900">{value.reason}</p>
      {value.photos.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label={t('admin.returns.photos')}>
          {value.photos.map((photo, index) => (
            <li key={photo}>
              <Photo photo={photo} number={index + 1} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-stone-600">{t('admin.returns.noPhotos')}</p>
      )}
    </DetailSection>
  );
}

function Photo({ photo, number }: { photo: string; number: number }) {
  const { t } = useI18n();
  const [broken, setBroken] = useState(false);
  const label = t('admin.returns.photo', { number });
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
        {broken ? label : t('admin.returns.photoOpen')}
        <ExternalLink className="size-3" aria-hidden="true" />
      </span>
    </a>
  );
}
