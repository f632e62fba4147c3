import { describe, expect, it } from 'vitest';
import {
  eventLabel,
  formatDate,
  itemCount,
  LOCATION_LABELS,
  PAYMENT_METHOD_LABELS,
  statusLabel,
} from './order-display';

describe('order display words', () => {
  it('counts items by quantity, not lines', () => {
    expect(itemCount([{ quantity: 2 }, { quantity: 1 }])).toBe(3);
    expect(itemCount([])).toBe(0);
  });

  it('labels history entries, the first as the placing of the order', () => {
    expect(eventLabel({ kind: 'status', from: null, to: 'processing' })).toBe('Order placed');
    expect(eventLabel({ kind: 'status', from: 'pending', to: 'processing' })).toBe(
      'Status: Pending → Processing',
    );
    expect(eventLabel({ kind: 'payment', from: 'pending', to: 'completed' })).toBe(
      'Payment: Pending → Completed',
    );
  });

  it('names methods, locations and statuses as the shop says them', () => {
    expect(PAYMENT_METHOD_LABELS).toEqual({
      bkash: 'bKash',
      bank: 'Bank Transfer',
      cod: 'Cash on Delivery',
    });
    expect(LOCATION_LABELS).toEqual({ dhaka: 'Inside Dhaka', outside: 'Outside Dhaka' });
    expect(statusLabel('cancelled')).toBe('Cancelled');
  });

  it('writes dates day month year', () => {
    expect(formatDate('2026-11-22T12:00:00.000Z')).toBe('22 Nov 2026');
  });
});
