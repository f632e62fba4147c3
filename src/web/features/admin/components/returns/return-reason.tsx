import type { AdminReturn } from '#shared/schemas/returns';
import { useI18n } from '../../../../lib/i18n';
import { PrivatePhoto } from '../layout/private-photo';
import { DetailSection, Fact } from '../orders/detail-section';

/** Why the shopper sends it back, in their words, their photos, and how they asked to be refunded. */
export function ReturnReason({ value }: { value: AdminReturn }) {
  const { t } = useI18n();
  return (
    <DetailSection title={t('admin.returns.reason')}>
      <p className="text-sm whitespace-pre-line text-stone-900">{value.reason}</p>
      {value.photos.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label={t('admin.returns.photos')}>
          {value.photos.map((photo, index) => (
            <li key={photo}>
              <PrivatePhoto
                photo={photo}
                label={t('admin.returns.photo', { number: index + 1 })}
                openLabel={t('admin.returns.photoOpen')}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-stone-600">{t('admin.returns.noPhotos')}</p>
      )}
      <dl className="mt-3 border-t border-stone-100 pt-2">
        <Fact label={t('admin.returns.refundAs')}>
          <span className="font-medium" data-refund-as={value.refundAs}>
            {t(`admin.returns.refundAs.${value.refundAs}`)}
          </span>
        </Fact>
      </dl>
    </DetailSection>
  );
}
