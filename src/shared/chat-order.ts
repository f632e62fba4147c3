/**
 * "Order on WhatsApp" and "Message us on Messenger" (issue 39): the settings' forms, and the
 * message a product page prefills so staff see at once what the shopper wants.
 */
import type { Translator } from './i18n/translator';
import { normalizeBdMobile } from './phone';

/**
 * The digits wa.me wants (country code, no +, no leading zero): a Bangladeshi mobile however
 * written ('01711-222333' → '8801711222333'), or an international number written with + or 00.
 * Null when it is neither.
 */
export function whatsappNumberOf(input: string): string | null {
  const bangladeshi = normalizeBdMobile(input);
  if (bangladeshi) return bangladeshi.slice(1);
  const compact = input.trim().replace(/[\s\-().]/g, '');
  const international = /^(?:\+|00)([1-9]\d{7,14})$/.exec(compact);
  // A Bangladeshi number that is not a mobile cannot have WhatsApp.
  if (!international?.[1] || international[1].startsWith('880')) return null;
  return international[1];
}

/** A Facebook page's username (5+ letters, digits or dots) or its numeric id. */
export function messengerPageOf(input: string): string | null {
  const page = input
    .trim()
    .replace(/^(?:https?:\/\/)?(?:www\.)?(?:m\.me|facebook\.com|fb\.com)\//i, '')
    .replace(/\/$/, '');
  return /^(?:[A-Za-z0-9.]{5,50}|\d{5,20})$/.test(page) ? page : null;
}

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
    ? t('catalog.chat.productWithVariant', { name: item.name, variant: item.variant })
    : item.name;
  return t('catalog.chat.message', { product: named, price: item.price, link: item.link });
}

export function whatsappOrderLink(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/** The product page's absolute address a chat message carries. */
export function productLink(publicUrl: string, productId: number, variantId?: number): string {
  const base = `${publicUrl.replace(/\/$/, '')}/product/${productId}`;
  return variantId === undefined ? base : `${base}?variant=${variantId}`;
}
