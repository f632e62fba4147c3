import type { ShopInfo } from '#shared/shop';
import { useI18n } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';

const linkClass = 'font-medium text-rose-700 underline underline-offset-2';

/**
 * The success toast's request to confirm a payment with the shop (shared/spec/storefront-spec.md
 * "8. Error catalogue").
 */
export function OrderPlacedNote({ shop }: { shop: ShopInfo | undefined }) {
  const { t } = useI18n();
  const messenger = t('checkout.placed.messenger');
  const facebook = t('checkout.placed.facebook');
  if (!shop) return <>{t('checkout.placed.confirm', { messenger, facebook })}</>;
  return (
    <>
      {richText(t('checkout.placed.confirm'), {
        messenger: (
          <a href={shop.messengerUrl} target="_blank" rel="noopener" className={linkClass}>
            {messenger}
          </a>
        ),
        facebook: (
          <a href={shop.facebookPageUrl} target="_blank" rel="noopener" className={linkClass}>
            {facebook}
          </a>
        ),
      })}
    </>
  );
}
