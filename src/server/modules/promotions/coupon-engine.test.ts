import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FreeDeliveryOffers } from '#shared/pricing';
import {
  allocate,
  type CouponLine,
  type CouponPricingInput,
  type CouponRule,
  priceCart,
} from './coupon-engine';

const NOW = new Date('2026-11-25T06:00:00Z');
const HOUR = 3_600_000;

function rule(overrides: Partial<CouponRule> = {}): CouponRule {
  return {
    id: 7,
    kind: 'coupon',
    code: 'EID20',
    discountType: 'percent',
    discountValue: 20,
    maxDiscount: null,
    minSubtotal: null,
    productIds: [],
    variantIds: [],
    categories: [],
    brands: [],
    startsAt: new Date(NOW.getTime() - HOUR),
    endsAt: new Date(NOW.getTime() + HOUR),
    usageLimit: null,
    perCustomerLimit: null,
    firstOrderOnly: false,
    excludeSaleItems: false,
    active: true,
    uses: 0,
    ...overrides,
  };
}

/** Lipstick ৳1,200 × 2 (MAC, makeup), serum ৳850.50 on sale (Cosrx, skincare). */
const lipstick: CouponLine = {
  productId: 1,
  variantId: 11,
  category: 'makeup',
  brand: 'MAC',
  unitPrice: 120_000,
  onSale: false,
  quantity: 2,
};
const serum: CouponLine = {
  productId: 2,
  variantId: 21,
  category: 'skincare',
  brand: 'Cosrx',
  unitPrice: 85_050,
  onSale: true,
  quantity: 1,
};
const cart = [lipstick, serum]; // subtotal 325_050

const noOffers: FreeDeliveryOffers = {
  freeDeliveryDhakaOver: null,
  freeDeliveryEverywhereOver: null,
};

function price(overrides: Partial<CouponPricingInput> = {}) {
  return priceCart({
    lines: cart,
    location: 'dhaka',
    paymentMethod: 'bkash',
    offers: noOffers,
    code: 'EID20',
    promotion: rule(),
    customer: { uses: 0, hasOrdered: false },
    now: NOW,
    ...overrides,
  });
}

function consistent(quote: ReturnType<typeof price>) {
  expect(quote.lines.reduce((sum, line) => sum + line.discount, 0)).toBe(quote.discount);
  for (const line of quote.lines) {
    expect(line.discount).toBeGreaterThanOrEqual(0);
    expect(line.discount).toBeLessThanOrEqual(line.unitPrice * line.quantity);
  }
  expect(quote.total).toBe(quote.subtotal - quote.discount + quote.shipping + quote.codCharge);
}

describe('coupon engine: what a code takes off', () => {
  it.each<[string, Partial<CouponRule>, Partial<CouponPricingInput>, number, number[]]>([
    // 20 % of ৳3,250.50 = ৳650.10 → ৳650 (whole taka)
    ['percent of the whole cart, rounded to taka', {}, {}, 65_000, [47_993, 17_007]],
    ['percent capped by maxDiscount', { maxDiscount: 50_000 }, {}, 50_000, [36_917, 13_083]],
    ['percent of a category only', { categories: ['skincare'] }, {}, 17_000, [0, 17_000]],
    ['percent of a brand only', { brands: ['MAC'] }, {}, 48_000, [48_000, 0]],
    ['percent of a product only', { productIds: [1] }, {}, 48_000, [48_000, 0]],
    ['percent of a variant only', { variantIds: [21] }, {}, 17_000, [0, 17_000]],
    [
      '100 % never exceeds the eligible subtotal',
      { discountValue: 100 },
      {},
      325_050,
      [240_000, 85_050],
    ],
    [
      'fixed amount shared by line subtotals',
      { discountType: 'fixed', discountValue: 30_000 },
      {},
      30_000,
      [22_150, 7_850],
    ],
    [
      'fixed amount larger than the eligible lines takes only their subtotal',
      { discountType: 'fixed', discountValue: 500_000, variantIds: [21] },
      {},
      85_050,
      [0, 85_050],
    ],
    [
      'sale items skipped when the code excludes them',
      { excludeSaleItems: true },
      {},
      48_000,
      [48_000, 0],
    ],
    [
      'free delivery takes nothing off the lines',
      { discountType: 'free_delivery', discountValue: 0 },
      {},
      0,
      [0, 0],
    ],
  ])('%s', (_name, ruleOverrides, inputOverrides, discount, lineDiscounts) => {
    const quote = price({ promotion: rule(ruleOverrides), ...inputOverrides });
    expect(quote.coupon).toEqual({ code: 'EID20', applied: true, refusal: null, shortBy: null });
    expect(quote.discount).toBe(discount);
    expect(quote.lines.map((line) => line.discount)).toEqual(lineDiscounts);
    expect(quote.promotionId).toBe(7);
    consistent(quote);
  });

  it('keeps the total at least the shipping when the discount is the whole subtotal', () => {
    const quote = price({ promotion: rule({ discountType: 'fixed', discountValue: 9_999_900 }) });
    expect(quote.discount).toBe(quote.subtotal);
    expect(quote.total).toBe(quote.shipping);
    consistent(quote);
  });

  it('charges COD as 1 % of the subtotal after the discount, rounded to taka', () => {
    // (325_050 − 65_000) = 260_050 → 1 % = ৳26.005 → ৳26
    const quote = price({ location: 'outside', paymentMethod: 'cod' });
    expect(quote.codCharge).toBe(2_600);
    expect(quote.shipping).toBe(20_000);
    expect(quote.total).toBe(260_050 + 20_000 + 2_600);
    consistent(quote);
  });

  it('prices without a code as before', () => {
    const quote = price({ code: null, promotion: null });
    expect(quote.coupon).toBeNull();
    expect(quote).toMatchObject({
      subtotal: 325_050,
      discount: 0,
      shipping: 10_000,
      total: 335_050,
    });
    expect(quote.promotionId).toBeNull();
  });
});

describe('coupon engine: why a code does not apply', () => {
  const later = new Date(NOW.getTime() + HOUR);
  const earlier = new Date(NOW.getTime() - HOUR);
  it.each<[string, CouponRule | null, Partial<CouponPricingInput>, string, number | null]>([
    ['no such code', null, {}, 'unknown', null],
    ['a sale is not a code', rule({ kind: 'sale', code: null }), {}, 'unknown', null],
    ['not started', rule({ startsAt: later, endsAt: null }), {}, 'not_started', null],
    [
      'ended',
      rule({ startsAt: new Date(NOW.getTime() - 2 * HOUR), endsAt: earlier }),
      {},
      'expired',
      null,
    ],
    ['ends exactly now', rule({ endsAt: NOW }), {}, 'expired', null],
    ['switched off', rule({ active: false }), {}, 'expired', null],
    ['used up', rule({ usageLimit: 100, uses: 100 }), {}, 'used_up', null],
    [
      'per customer',
      rule({ perCustomerLimit: 1 }),
      { customer: { uses: 1, hasOrdered: true } },
      'per_customer',
      null,
    ],
    [
      'first order only',
      rule({ firstOrderOnly: true }),
      { customer: { uses: 0, hasOrdered: true } },
      'first_order',
      null,
    ],
    // the minimum counts the whole cart, sale items and out-of-scope lines included
    [
      'below the minimum',
      rule({ minSubtotal: 360_000, categories: ['skincare'] }),
      {},
      'minimum',
      34_950,
    ],
    ['out of scope', rule({ categories: ['fragrance'] }), {}, 'scope', null],
    [
      'only sale items in scope',
      rule({ excludeSaleItems: true, brands: ['Cosrx'] }),
      {},
      'sale_items',
      null,
    ],
    ['an empty cart', rule(), { lines: [] }, 'scope', null],
  ])('%s', (_name, promotion, overrides, refusal, shortBy) => {
    const quote = price({ promotion, ...overrides });
    expect(quote.coupon).toEqual({ code: 'EID20', applied: false, refusal, shortBy });
    expect(quote.discount).toBe(0);
    expect(quote.deliveryDiscount).toBe(0);
    expect(quote.promotionId).toBeNull();
    consistent(quote);
  });

  it('applies at exactly the minimum and with uses left', () => {
    const quote = price({
      promotion: rule({ minSubtotal: 325_050, usageLimit: 100, uses: 99, perCustomerLimit: 2 }),
      customer: { uses: 1, hasOrdered: true },
    });
    expect(quote.coupon?.applied).toBe(true);
  });
});

describe('coupon engine: free delivery', () => {
  const offers = (dhaka: number | null, everywhere: number | null): FreeDeliveryOffers => ({
    freeDeliveryDhakaOver: dhaka,
    freeDeliveryEverywhereOver: everywhere,
  });

  it('waives the fee for a free-delivery code, anywhere', () => {
    const quote = price({
      location: 'outside',
      promotion: rule({ discountType: 'free_delivery', discountValue: 0 }),
    });
    expect(quote).toMatchObject({ shipping: 0, deliveryDiscount: 20_000, total: 325_050 });
  });

  it.each<
    [
      string,
      FreeDeliveryOffers,
      'dhaka' | 'outside',
      string | null,
      number,
      { over: number; remaining: number } | null,
    ]
  >([
    [
      'Dhaka offer reached',
      offers(300_000, null),
      'dhaka',
      null,
      0,
      { over: 300_000, remaining: 0 },
    ],
    ['Dhaka offer does not reach outside', offers(300_000, null), 'outside', null, 20_000, null],
    [
      'everywhere offer reached outside',
      offers(null, 320_000),
      'outside',
      null,
      0,
      { over: 320_000, remaining: 0 },
    ],
    [
      'inside Dhaka the lower threshold wins',
      offers(400_000, 320_000),
      'dhaka',
      null,
      0,
      { over: 320_000, remaining: 0 },
    ],
    [
      'not reached: what is missing',
      offers(400_000, null),
      'dhaka',
      null,
      10_000,
      { over: 400_000, remaining: 74_950 },
    ],
    // after EID20's ৳650 the cart is ৳2,600.50: below ৳3,000, so the offer is lost
    [
      'compared after the discount',
      offers(300_000, null),
      'dhaka',
      'EID20',
      10_000,
      { over: 300_000, remaining: 39_950 },
    ],
    [
      'exactly the threshold after the discount',
      offers(260_050, null),
      'dhaka',
      'EID20',
      0,
      { over: 260_050, remaining: 0 },
    ],
  ])('%s', (_name, shopOffers, location, code, shipping, freeDelivery) => {
    const quote = price({ offers: shopOffers, location, code, promotion: code ? rule() : null });
    expect(quote.shipping).toBe(shipping);
    expect(quote.deliveryDiscount).toBe(
      location === 'dhaka' ? 10_000 - shipping : 20_000 - shipping,
    );
    expect(quote.freeDelivery).toEqual(freeDelivery);
    consistent(quote);
  });

  it('gives no free delivery to an empty cart', () => {
    const quote = price({ lines: [], code: null, promotion: null, offers: offers(1, 1) });
    expect(quote).toMatchObject({ shipping: 0, deliveryDiscount: 0, total: 0 });
  });
});

describe('allocate', () => {
  it('gives the odd poisha to the largest remainders, ties to the earlier line', () => {
    const lines = [
      { unitPrice: 100, quantity: 1 },
      { unitPrice: 100, quantity: 1 },
      { unitPrice: 100, quantity: 1 },
    ];
    expect(allocate(100, lines, [true, true, true])).toEqual([34, 33, 33]);
    expect(allocate(2, lines, [true, false, true])).toEqual([1, 0, 1]);
  });

  it('always adds up exactly and never exceeds a line', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
            quantity: fc.integer({ min: 1, max: 50 }),
            eligible: fc.boolean(),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lines, fraction) => {
          const eligible = lines.map((line) => line.eligible);
          const pool = lines.reduce(
            (sum, line) => sum + (line.eligible ? line.unitPrice * line.quantity : 0),
            0,
          );
          const total = Math.floor(pool * fraction);
          const shares = allocate(total, lines, eligible);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          shares.forEach((share, index) => {
            const line = lines[index];
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(line ? line.unitPrice * line.quantity : 0);
            if (!eligible[index]) expect(share).toBe(0);
          });
        },
      ),
    );
  });
});
