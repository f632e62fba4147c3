/**
 * The return forms' typed numbers (Latin or Bangla digits) and the refund form's fields →
 * returnRefundInputSchema's body, checked against what the order has left to give back. Errors
 * are message keys (`msg`), shown in the admin's language.
 */
import { msg } from '#shared/i18n/translator';
import type { ReturnRefundMethod } from '#shared/returns';
import { type ReturnRefundInput, returnRefundInputSchema } from '#shared/schemas/returns';
import { poishaOfTaka } from '../../utils/refund-form';

/** '3' or '৩' → 3; null when it is not a whole number. */
export function wholeNumberOf(text: string): number | null {
  const plain = text.trim().replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
  return /^\d{1,4}$/.test(plain) ? Number(plain) : null;
}

function amountProblem(
  amount: number | null,
  refundableLeft: number,
  money: (poisha: number) => string,
): string | undefined {
  if (amount === null || amount <= 0) return msg('validation.returns.amount');
  if (amount > refundableLeft) {
    return msg('admin.returns.refund.tooMuch', { amount: money(refundableLeft) });
  }
  return undefined;
}

export type RefundValues = {
  amount: string;
  method: ReturnRefundMethod;
  transactionId: string;
  note: string;
};
export type RefundErrors = Partial<Record<'amount' | 'transactionId', string>>;

/** A gateway's or store credit's refund names no transaction; bKash and bank carry the shop's. */
function refundInputOf(values: RefundValues, amount: number): ReturnRefundInput {
  const note = values.note.trim() || undefined;
  return values.method === 'gateway' || values.method === 'credit'
    ? { method: values.method, amount, note }
    : { method: values.method, amount, transactionId: values.transactionId.trim(), note };
}

export function parseRefundValues(
  values: RefundValues,
  refundableLeft: number,
  money: (poisha: number) => string,
):
  | { success: true; data: ReturnRefundInput & { amount: number } }
  | { success: false; errors: RefundErrors } {
  const errors: RefundErrors = {};
  const amount = poishaOfTaka(values.amount);
  const amountError = amountProblem(amount, refundableLeft, money);
  if (amountError) errors.amount = amountError;
  const input = refundInputOf(values, amount ?? 0);
  const parsed = returnRefundInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'transactionId' || field === 'amount') errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || amount === null) return { success: false, errors };
  return { success: true, data: { ...input, amount } };
}
