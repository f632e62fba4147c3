import { useI18n } from '../../../../lib/i18n';
import { PrivatePhoto } from '../layout/private-photo';
import { DetailSection } from '../orders/detail-section';

/** What the shopper sent with the complaint, each opening full size. */
export function ComplaintPhotos({ photos }: { photos: string[] }) {
  const { t } = useI18n();
  if (photos.length === 0) return null;
  return (
    <DetailSection title={t('admin.complaints.photos')}>
      <ul className="flex flex-wrap gap-3">
        {photos.map((photo, index) => (
          <li key={photo}>
            <PrivatePhoto
              photo={photo}
              label={t('admin.complaints.photo', { number: index + 1 })}
              openLabel={t('admin.complaints.photoOpen')}
            />
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
