/**
 * Bangladeshi mobile numbers as an identity (issue 18). A shopper types a number any way they
 * write it ('01711-222333', '+880 1711 222333', '০১৭১১২২২৩৩৩'); the account keeps one form,
 * +8801XXXXXXXXX, so the same person always finds the same account. Orders keep the local form
 * 01XXXXXXXXX that couriers and shoppers read.
 */
import { z } from 'zod';
import { msg } from './i18n/translator';
import { asciiDigits } from './numbers';

/** 01, an operator digit 3–9, then 8 digits. */
const LOCAL_MOBILE = /^01[3-9]\d{8}$/;

/** A typed number in the +8801XXXXXXXXX form, or null when it is not a Bangladeshi mobile. */
export function normalizeBdMobile(input: string): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  const compact = asciiDigits(input.trim()).replace(/[\s\-().]/g, '');
  const local = compact.replace(/^\+?880(?=1)/, '0');
  return LOCAL_MOBILE.test(local) ? `+88${local}` : null;
}

/** '+8801711222333' → '01711222333' (what orders and couriers use); other text unchanged. */
export function localBdMobile(phoneNumber: string): string {
  return phoneNumber.startsWith('+880') ? `0${phoneNumber.slice(4)}` : phoneNumber;
}

/**
 * The e-mail a phone-made account carries because Better Auth needs one. `.invalid` is reserved
 * (RFC 2606), so no mail can ever reach it; the shop checks isPlaceholderEmail before mailing.
 */
export const PLACEHOLDER_EMAIL_DOMAIN = 'phone.invalid';

/** '+8801711222333' → '8801711222333@phone.invalid'. */
export function placeholderEmailFor(phoneNumber: string): string {
  return `${phoneNumber.replace(/\D/g, '')}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

export function isPlaceholderEmail(email: string | null | undefined): boolean {
  return typeof email === 'string' && email.toLowerCase().endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`);
}

/**
 * How staff pages name an account (an order's history, a refund): its e-mail, or for an account
 * made by phone, whose e-mail is only a placeholder, its name and number: 'Rina Begum (01711222333)'.
 */
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

/** A typed Bangladeshi mobile, turned into the +8801XXXXXXXXX form. */
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
