import { describe, expect, it } from 'vitest';
import { formatMoney } from '#shared/money';
import { parseRefundForm, poishaOfTaka, takaText } from './refund-form';

const money = (poisha: number) => formatMoney(poisha);

describe('the refund form', () => {
  it('reads taka in Latin or Bangla digits, with commas, to at most two decimals', () => {
    expect(poishaOfTaka('500')).toBe(50_000);
    expect(poishaOfTaka(' 1,250.5 ')).toBe(125_050);
    expect(poishaOfTaka('১২৫০.৫০')).toBe(125_050);
    expect(poishaOfTaka('12.345')).toBeNull();
    expect(poishaOfTaka('-5')).toBeNull();
    expect(poishaOfTaka('1e3')).toBeNull();
    expect(poishaOfTaka('')).toBeNull();
  });

  it('writes what is left as the amount to start from', () => {
    expect(takaText(100_000)).toBe('1000');
    expect(takaText(125_050)).toBe('1250.50');
  });

  it('sends poisha and the trimmed reason', () => {
    expect(parseRefundForm({ amount: '500', reason: ' Out of stock ' }, 100_000, money)).toEqual({
      success: true,
      data: { amount: 50_000, reason: 'Out of stock' },
    });
  });

  it('refuses less than ৳1, more than is left, and no reason', () => {
    const small = parseRefundForm({ amount: '0.50', reason: 'x' }, 100_000, money);
    expect(small).toEqual({ success: false, errors: { amount: 'admin.refund.error.amount' } });
    const over = parseRefundForm({ amount: '1000.01', reason: '' }, 100_000, money);
    expect(over.success).toBe(false);
    if (over.success) return;
    expect(over.errors.amount).toContain('admin.refund.error.tooMuch');
    expect(over.errors.amount).toContain('৳1,000');
    expect(over.errors.reason).toBe('admin.refund.error.reason');
  });
});
