import { describe, expect, it } from 'vitest';
import {
  historyNewestFirst,
  orderStatusOptions,
  paymentStatusOptions,
  shortId,
} from './orders-display';

describe('orders display helpers', () => {
  it('shortens an id to # and 8 characters', () => {
    expect(shortId('0f8e2c1a-aaaa-bbbb-cccc-123456789012')).toBe('#0f8e2c1a');
  });

  it('offers only the allowed status moves', () => {
    expect(orderStatusOptions('pending')).toEqual(['processing', 'cancelled']);
    expect(orderStatusOptions('shipped')).toEqual(['delivered', 'cancelled']);
    expect(orderStatusOptions('delivered')).toEqual([]);
    expect(orderStatusOptions('cancelled')).toEqual([]);
  });

  it('offers only the allowed payment moves', () => {
    expect(paymentStatusOptions('pending')).toEqual(['completed', 'failed']);
    expect(paymentStatusOptions('completed')).toEqual(['refunded']);
    expect(paymentStatusOptions('failed')).toEqual([]);
    expect(paymentStatusOptions('refunded')).toEqual([]);
  });

  it('sorts history newest first', () => {
    const events = [
      {
        kind: 'status' as const,
        from: null,
        to: 'processing',
        note: null,
        at: '2026-01-01T10:00:00Z',
      },
      {
        kind: 'status' as const,
        from: 'processing',
        to: 'shipped',
        note: null,
        at: '2026-01-03T10:00:00Z',
      },
    ];
    expect(historyNewestFirst(events).map((event) => event.to)).toEqual(['shipped', 'processing']);
    const sameInstant = [
      {
        kind: 'status' as const,
        from: null,
        to: 'pending',
        note: null,
        at: '2026-01-01T10:00:00Z',
      },
      {
        kind: 'status' as const,
        from: 'pending',
        to: 'processing',
        note: null,
        at: '2026-01-01T10:00:00Z',
      },
    ];
    expect(historyNewestFirst(sameInstant).map((event) => event.to)).toEqual([
      'processing',
      'pending',
    ]);
  });
});
