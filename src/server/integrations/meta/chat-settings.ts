/** WHATSAPP_NUMBER and MESSENGER_PAGE as the shop's settings accept them (config.ts). */
import { normalizeBdMobile } from '#shared/phone';

/**
 * The digits wa.me wants (country code, no +): a Bangladeshi mobile however written
 * ('01711-222333' → '8801711222333'), or an international number written with + or 00.
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
