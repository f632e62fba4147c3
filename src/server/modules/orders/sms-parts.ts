/**
 * How many parts an SMS costs: GSM-7 fits 160 (153 a part when split); one character outside it
 * (Bangla, ৳, an emoji) makes the whole text UCS-2, 70 (67). Order texts are kept to one part.
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** These take two septets each (an escape, then the character). */
const GSM_EXTENSION = '^{}\\[~]|€\f';

export type SmsEncoding = 'gsm7' | 'ucs2';

export function smsEncoding(text: string): SmsEncoding {
  for (const char of text) {
    if (!GSM_BASIC.includes(char) && !GSM_EXTENSION.includes(char)) return 'ucs2';
  }
  return 'gsm7';
}

export function smsLength(text: string): number {
  if (smsEncoding(text) === 'ucs2') return text.length;
  let septets = 0;
  for (const char of text) septets += GSM_EXTENSION.includes(char) ? 2 : 1;
  return septets;
}

export function smsParts(text: string): number {
  const [single, perPart] = smsEncoding(text) === 'gsm7' ? [160, 153] : [70, 67];
  const length = smsLength(text);
  return length <= single ? 1 : Math.ceil(length / perPart);
}
