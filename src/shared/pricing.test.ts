import { describe, expect, it } from 'vitest';
import { chargedPrice, codChargeFor, orderTotals, SHIPPING_FEES } from './pricing';

const lines = [
  { unitPrice: 250_000, quantity: 2 },
  { unitPrice: 199_950, quantity: 1 },
];

describe('checkout pricing', () => {
  it('charges ৳100 inside Dhaka and ৳200 outside', () => {
    expect(SHIPPING_FEES).toEqual({ dhaka: 10_000, outside: 20_000 });
  });

  it.each([
    ['dhaka', 'bkash', 10_000, 0],
    ['dhaka', 'bank', 10_000, 0],
    ['dhaka', 'cod', 10_000, 0],
    ['outside', 'bkash', 20_000, 0],
    ['outside', 'bank', 20_000, 0],
    ['outside', 'cod', 20_000, 7_000],
  ] as const)('%s + %s: shipping %i, COD charge %i', (location, method, shipping, cod) => {
    const totals = orderTotals(lines, location, method);
    expect(totals.subtotal).toBe(699_950);
    expect(totals.shipping).toBe(shipping);
    expect(totals.codCharge).toBe(cod);
    expect(totals.total).toBe(699_950 + shipping + cod);
  });

  it('rounds the COD charge to whole taka', () => {
    // 1 % of ৳2,049.50 is ৳20.495 → ৳20.
    expect(codChargeFor(204_950, 'outside', 'cod')).toBe(2_000);
    // 1 % of ৳2,050 is ৳20.50 → ৳21.
    expect(codChargeFor(205_000, 'outside', 'cod')).toBe(2_100);
  });

  it('charges nothing for an empty cart', () => {
    expect(orderTotals([], 'outside', 'cod')).toEqual({
      subtotal: 0,
      shipping: 0,
      codCharge: 0,
      total: 0,
    });
  });

  it('charges the sale price when there is one', () => {
    expect(chargedPrice({ price: 300_000, salePrice: 250_000 })).toBe(250_000);
    expect(chargedPrice({ price: 300_000, salePrice: null })).toBe(300_000);
  });
});
