import type { ReactNode } from 'react';
import type { Translator } from '#shared/i18n/translator';
import type { ShopInfo } from '#shared/shop';
import { richText } from '../../../lib/rich-text';

const linkClass = 'font-medium text-rose-700 underline underline-offset-2';

/**
 * The success toast's request to confirm a payment with the shop (shared/spec/storefront-spec.md
 * "8. Error catalogue"). Its words are looked up here, by the checkout that has its catalogue:
 * the root layout draws the toast, outside the checkout's words, and after the move to /account
 * (issue 37).
 */
export function orderPlacedNote(t: Translator['t'], shop: ShopInfo | undefined): ReactNode {
  const messenger = t('checkout.placed.messenger');
  const facebook = t('checkout.placed.facebook');
  if (!shop) return t('checkout.placed.confirm', { messenger, facebook });
  return richText(t('checkout.placed.confirm'), {
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
  });
}
