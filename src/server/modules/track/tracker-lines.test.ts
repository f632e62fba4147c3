/**
 * The one mapper of order items and history, in the shop's view and in the public tracker's:
 * the tracker's leaves out SKUs, staff names and payment notes, and keeps status notes.
 */
import { describe, expect, it } from 'vitest';
import { orderLinesOf } from '../orders';

const at = new Date('2025-03-01T10:00:00Z');
const item = {
  id: 1,
  orderId: 'a1b2c3d4-0000-0000-0000-000000000000',
  productId: 44,
  variantId: 7,
  variantTitle: 'Shade: Ruby Woo',
  sku: 'MAC-RUBY',
  productName: 'Lipstick',
  productBrand: 'MAC',
  productImage: null,
  unitPrice: 250_000,
  quantity: 2,
  discount: 0,
  pointsDiscount: 0,
  listPrice: 250_000,
  salePromotionId: null,
  placedAt: at,
};
const event = (kind: 'status' | 'payment', to: string, note: string) => ({
  id: 1,
  orderId: item.orderId,
  actorUserId: 'staff-1',
  kind,
  fromValue: null,
  toValue: to,
  note,
  createdAt: at,
  by: 'staff@example.com',
});
const events = [
  event('status', 'shipped', 'Pathao PX-778'),
  event('payment', 'completed', 'stmt 42'),
];

describe('orderLinesOf', () => {
  it('gives the shop the SKU, every note and who made each change', () => {
    const lines = orderLinesOf([item], events);
    expect(lines.items).toEqual([
      {
        id: 1,
        productId: 44,
        variantId: 7,
        variantTitle: 'Shade: Ruby Woo',
        sku: 'MAC-RUBY',
        name: 'Lipstick',
        brand: 'MAC',
        image: null,
        unitPrice: 250_000,
        quantity: 2,
        discount: 0,
        pointsDiscount: 0,
      },
    ]);
    expect(lines.history).toEqual([
      {
        kind: 'status',
        from: null,
        to: 'shipped',
        note: 'Pathao PX-778',
        at: at.toISOString(),
        by: 'staff@example.com',
      },
      {
        kind: 'payment',
        from: null,
        to: 'completed',
        note: 'stmt 42',
        at: at.toISOString(),
        by: 'staff@example.com',
      },
    ]);
  });

  it('leaves out who made a change when the rows do not name one', () => {
    const { by: _by, ...unnamed } = event('payment', 'completed', 'stmt 42');
    expect(orderLinesOf([], [unnamed]).history[0]).not.toHaveProperty('by');
  });

  it('gives the tracker no SKU, no staff names and no payment notes', () => {
    const lines = orderLinesOf([item], events, { forTracker: true });
    expect(lines.items[0]).not.toHaveProperty('sku');
    expect(lines.items[0]).toMatchObject({ name: 'Lipstick', variantTitle: 'Shade: Ruby Woo' });
    expect(lines.history).toEqual([
      { kind: 'status', from: null, to: 'shipped', note: 'Pathao PX-778', at: at.toISOString() },
      { kind: 'payment', from: null, to: 'completed', note: null, at: at.toISOString() },
    ]);
  });
});
