/**
 * "Order on WhatsApp" and "Message us on Messenger" (issue 39): the message a product page
 * prefills so staff see at once what the shopper wants, and the links. The settings are read by
 * the server (integrations/meta/chat-settings.ts): this file is in the product page's first load.
 */
import type { Translator } from './i18n/translator';

export const messengerLink = (page: string) => `https://m.me/${encodeURIComponent(page)}`;

export type ChatOrderItem = {
  name: string;
  /** 'Ruby Red' or 'Ruby Red / 30 ml'; undefined for a product without options, or none chosen. */
  variant: string | undefined;
  /** The price as the page shows it, formatted in the page's language. */
  price: string;
  /** The product's absolute address, with `?variant=` when one is chosen. */
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

/** The product page's absolute address a chat message carries. */
export function productLink(publicUrl: string, productId: number, variantId?: number): string {
  const base = `${publicUrl.replace(/\/$/, '')}/product/${productId}`;
  return variantId === undefined ? base : `${base}?variant=${variantId}`;
}
