// Bangladeshi mobile numbers as an identity: typed any way ('01711-222333', '+880 1711 222333',
// '০১৭১১২২২৩৩৩'), kept as +8801XXXXXXXXX so the same person finds the same account. Orders keep
// the local 01XXXXXXXXX that couriers read.
import { z } from 'zod';
import { msg } from './i18n/translator';
import { asciiDigits } from './numbers';

/** 01, an operator digit 3–9, then 8 digits. */
const LOCAL_MOBILE = /^01[3-9]\d{8}$/;

export function normalizeBdMobile(input: string): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  const compact = asciiDigits(input.trim()).replace(/[\s\-().]/g, '');
  const local = compact.replace(/^\+?880(?=1)/, '0');
  return LOCAL_MOBILE.test(local) ? `+88${local}` : null;
}

export function localBdMobile(phoneNumber: string): string {
  return phoneNumber.startsWith('+880') ? `0${phoneNumber.slice(4)}` : phoneNumber;
}

// Better Auth needs an e-mail for phone-made accounts; `.invalid` is reserved (RFC 2606), so no
// mail can reach it. Check isPlaceholderEmail before mailing.
export const PLACEHOLDER_EMAIL_DOMAIN = 'phone.invalid';

export function placeholderEmailFor(phoneNumber: string): string {
  return `${phoneNumber.replace(/\D/g, '')}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

export function isPlaceholderEmail(email: string | null | undefined): boolean {
  return typeof email === 'string' && email.toLowerCase().endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`);
}

/** Staff pages name a phone-made account 'Rina Begum (01711222333)', any other by its e-mail. */
export function accountLabel(account: {
  email: string;
  name: string | null;
  phoneNumber: string | null;
}): string {
  if (!isPlaceholderEmail(account.email)) return account.email;
  const phone = localBdMobile(account.phoneNumber ?? `+${account.email.split('@')[0]}`);
  const name = account.name?.trim();
  return name ? `${name} (${phone})` : phone;
}

export const bdPhoneNumberSchema = z
  .string({ error: msg('validation.phone.invalid') })
  .transform((value, context) => {
    const normalized = normalizeBdMobile(value);
    if (normalized === null) {
      context.addIssue({ code: 'custom', message: msg('validation.phone.invalid') });
      return z.NEVER;
    }
    return normalized;
  });
