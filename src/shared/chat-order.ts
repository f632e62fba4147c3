// The WhatsApp/Messenger prefill and links. The settings are read by the server
// (integrations/meta/chat-settings.ts): this file is in the product page's first load.
import type { Translator } from './i18n/translator';

export const messengerLink = (page: string) => `https://m.me/${encodeURIComponent(page)}`;

export type ChatOrderItem = {
  name: string;
  /** 'Ruby Red' or 'Ruby Red / 30 ml'; undefined for a product without options, or none chosen. */
  variant: string | undefined;
  price: string;
  link: string;
};

export function chatOrderMessage(t: Translator['t'], item: ChatOrderItem): string {
  const named = item.variant
    ? t('chat.productWithVariant', { name: item.name, variant: item.variant })
    : item.name;
  return t('chat.message', { product: named, price: item.price, link: item.link });
}

export function whatsappOrderLink(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

export function productLink(publicUrl: string, productId: number, variantId?: number): string {
  const base = `${publicUrl.replace(/\/$/, '')}/product/${productId}`;
  return variantId === undefined ? base : `${base}?variant=${variantId}`;
}
