/**
 * The refund form's fields → the refund route's body (refundInputSchema): taka typed by the admin
 * (Bangla or Latin digits, thousands commas allowed) into whole poisha, checked against what is
 * left to refund, and a reason. Errors are message keys (`msg`), shown in the admin's language.
 */
import type { MessageKey } from '#shared/i18n/keys';
import { msg } from '#shared/i18n/translator';
import { takaToPoisha } from '#shared/money';
import { asciiDigits } from '#shared/numbers';
import type { RefundInput } from '#shared/schemas/payment';

export type RefundFormValues = { amount: string; reason: string };
export type RefundFormErrors = Partial<Record<keyof RefundFormValues, string>>;
export type RefundFormResult =
  | { success: true; data: RefundInput }
  | { success: false; errors: RefundFormErrors };

const MIN_REFUND = 100; // ৳1, as refundInputSchema
const MAX_REASON = 200;

/** '1,250.50' or '১২৫০.৫০' → 125050; null when it is not taka with at most two decimals. */
export function poishaOfTaka(text: string): number | null {
  const plain = asciiDigits(text.trim()).replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  return takaToPoisha(Number(plain));
}

/** The amount the form starts with and 'Refund all' fills in: '1250' or '1250.50'. */
export function takaText(poisha: number): string {
  return poisha % 100 === 0 ? String(poisha / 100) : (poisha / 100).toFixed(2);
}

export function parseRefundForm(
  values: RefundFormValues,
  refundable: number,
  money: (poisha: number) => string,
): RefundFormResult {
  const errors: RefundFormErrors = {};
  const amount = poishaOfTaka(values.amount);
  if (amount === null || amount < MIN_REFUND) {
    errors.amount = msg('admin.refund.error.amount' satisfies MessageKey);
  } else if (amount > refundable) {
    errors.amount = msg('admin.refund.error.tooMuch', { amount: money(refundable) });
  }
  const reason = values.reason.trim();
  if (reason === '' || reason.length > MAX_REASON) errors.reason = msg('admin.refund.error.reason');
  if (amount === null || Object.keys(errors).length > 0) return { success: false, errors };
  return { success: true, data: { amount, reason } };
}
