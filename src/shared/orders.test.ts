import { describe, expect, it } from 'vitest';
import { canMoveOrder, canMovePayment, ORDER_STATUSES, shopperCanCancel } from './orders';

describe('order status moves (shared/spec/decisions.md #9)', () => {
  it('allows only the forward path and cancellation before delivery', () => {
    expect(canMoveOrder('pending', 'processing')).toBe(true);
    expect(canMoveOrder('processing', 'shipped')).toBe(true);
    expect(canMoveOrder('shipped', 'delivered')).toBe(true);
    expect(canMoveOrder('shipped', 'cancelled')).toBe(true);
    expect(canMoveOrder('pending', 'shipped')).toBe(false);
    expect(canMoveOrder('processing', 'pending')).toBe(false);
  });

  it('treats delivered and cancelled as final', () => {
    for (const to of ORDER_STATUSES) {
      expect(canMoveOrder('delivered', to)).toBe(false);
      expect(canMoveOrder('cancelled', to)).toBe(false);
    }
  });

  it('moves payments pending → completed/failed, completed → refunded', () => {
    expect(canMovePayment('pending', 'completed')).toBe(true);
    expect(canMovePayment('pending', 'failed')).toBe(true);
    expect(canMovePayment('completed', 'refunded')).toBe(true);
    expect(canMovePayment('failed', 'completed')).toBe(false);
    expect(canMovePayment('pending', 'refunded')).toBe(false);
  });

  it('lets a shopper cancel until the order ships', () => {
    expect(shopperCanCancel('pending')).toBe(true);
    expect(shopperCanCancel('processing')).toBe(true);
    expect(shopperCanCancel('shipped')).toBe(false);
  });
});
