import { describe, expect, it } from 'vitest';
import {
  eventLabel,
  formatOrderDate,
  historyOldestFirst,
  itemCount,
  itemCountLabel,
  locationLabel,
  paymentMethodLabel,
  statusLabel,
} from './order-display';

describe('the item count', () => {
  it('adds up quantities, not lines', () => {
    expect(itemCount([{ quantity: 2 }, { quantity: 1 }])).toBe(3);
    expect(itemCountLabel([{ quantity: 2 }, { quantity: 1 }])).toBe('3 items');
  });

  it('says item for one and items for none', () => {
    expect(itemCountLabel([{ quantity: 1 }])).toBe('1 item');
    expect(itemCountLabel([])).toBe('0 items');
  });
});

describe('the history labels', () => {
  it('calls the first entry the placing of the order', () => {
    expect(eventLabel({ kind: 'status', from: null, to: 'processing' })).toBe('Order placed');
  });

  it('names status and payment moves with capitalised statuses', () => {
    expect(eventLabel({ kind: 'status', from: 'pending', to: 'processing' })).toBe(
      'Status: Pending → Processing',
    );
    expect(eventLabel({ kind: 'payment', from: 'pending', to: 'completed' })).toBe(
      'Payment: Pending → Completed',
    );
  });

  it('puts the oldest entry first', () => {
    const event = { kind: 'status' as const, from: null, to: 'pending', note: null };
    const sorted = historyOldestFirst([
      { ...event, at: '2026-11-22T10:00:00.000Z' },
      { ...event, at: '2026-11-21T10:00:00.000Z' },
    ]);
    expect(sorted.map((entry) => entry.at)).toEqual([
      '2026-11-21T10:00:00.000Z',
      '2026-11-22T10:00:00.000Z',
    ]);
  });
});

describe('the display words', () => {
  it('labels payment methods, locations and statuses as the shop says them', () => {
    expect(paymentMethodLabel('bkash')).toBe('bKash');
    expect(paymentMethodLabel('bank')).toBe('Bank Transfer');
    expect(paymentMethodLabel('cod')).toBe('Cash on Delivery');
    expect(locationLabel('dhaka')).toBe('Inside Dhaka');
    expect(locationLabel('outside')).toBe('Outside Dhaka');
    expect(statusLabel('cancelled')).toBe('Cancelled');
  });

  it('writes dates day month year', () => {
    expect(formatOrderDate('2026-11-22T12:00:00.000Z')).toBe('22 Nov 2026');
  });
});
