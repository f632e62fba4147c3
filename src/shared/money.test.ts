import { describe, expect, it } from 'vitest';
import { formatMoney, poishaToTaka, takaToPoisha } from './money';

describe('money', () => {
  it('converts between taka and integer poisha without float drift', () => {
    expect(takaToPoisha(19.99)).toBe(1999);
    expect(takaToPoisha(0.1 + 0.2)).toBe(30);
    expect(poishaToTaka(125_050)).toBe(1250.5);
  });

  it('formats with the taka sign and lakh grouping', () => {
    expect(formatMoney(10_000_000)).toBe('৳1,00,000');
    expect(formatMoney(12_500_000, { decimals: true })).toBe('৳1,25,000.00');
    expect(formatMoney(215_000)).toBe('৳2,150');
    expect(formatMoney(-5_000)).toBe('-৳50');
  });

  it('never rounds poisha away: an amount with poisha shows them', () => {
    expect(formatMoney(245_050)).toBe('৳2,450.50');
    expect(formatMoney(245_000)).toBe('৳2,450');
  });

  it('uses Bangla digits in Bangla', () => {
    expect(formatMoney(10_000_000, { locale: 'bn', decimals: true })).toBe('৳১,০০,০০০.০০');
  });
});
