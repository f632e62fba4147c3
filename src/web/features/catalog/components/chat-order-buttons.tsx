/**
 * "Order on WhatsApp" and "Message us on Messenger" (issue 39): plain links, each shown only when
 * its setting is present. The WhatsApp message names what the page shows now (shade, price), so it
 * follows the shopper's choice.
 */
import { MessageCircle, Send } from 'lucide-react';
import {
  chatOrderMessage,
  messengerLink,
  productLink,
  whatsappOrderLink,
} from '#shared/chat-order';
import { chatMessages as bn } from '#shared/i18n/bn/chat';
import { chatMessages as en } from '#shared/i18n/en/chat';
import { createTranslator } from '#shared/i18n/translator';
import { useI18n } from '../../../lib/i18n';
import { useShopInfo } from '../../../lib/shop-info';

export type ChatOrderButtonsProps = {
  productId: number;
  name: string;
  variantId: number | undefined;
  /** 'Ruby Red' or 'Ruby Red / 30 ml'. */
  variantLabel: string | undefined;
  /** In poisha, the price the page shows for what is chosen. */
  price: number;
};

const LINK =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2';

export function ChatOrderButtons({
  productId,
  name,
  variantId,
  variantLabel,
  price,
}: ChatOrderButtonsProps) {
  const { language, money } = useI18n();
  const shop = useShopInfo();
  if (!shop?.whatsappNumber && !shop?.messengerPage) return null;
  // Its words come with it rather than with every page's (i18n/en/chat.ts says why).
  const { t } = createTranslator(language, language === 'bn' ? bn : en);
  const message = chatOrderMessage(t, {
    name,
    variant: variantLabel,
    price: money(price),
    link: productLink(shop.siteUrl, productId, variantId),
  });
  return (
    <div className="mt-4">
      <p className="text-sm text-stone-600">{t('chat.heading')}</p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {shop.whatsappNumber && (
          <a
            href={whatsappOrderLink(shop.whatsappNumber, message)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${LINK} bg-emerald-700 hover:bg-emerald-800 focus-visible:outline-emerald-700`}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {t('chat.whatsapp')}
            <span className="sr-only"> {t('chat.newTab')}</span>
          </a>
        )}
        {shop.messengerPage && (
          <a
            href={messengerLink(shop.messengerPage)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${LINK} bg-blue-600 hover:bg-blue-700 focus-visible:outline-blue-600`}
          >
            <Send aria-hidden="true" className="size-4" />
            {t('chat.messenger')}
            <span className="sr-only"> {t('chat.newTab')}</span>
          </a>
        )}
      </div>
    </div>
  );
}
