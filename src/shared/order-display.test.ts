import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from './i18n/catalogues';
import { createTranslator } from './i18n/translator';
import {
  eventLabel,
  itemCount,
  locationLabel,
  paymentMethodLabel,
  statusLabel,
} from './order-display';

const { t } = createTranslator('en', ALL_MESSAGES.en);
const bn = createTranslator('bn', ALL_MESSAGES.bn).t;

describe('order display words', () => {
  it('counts items by quantity, not lines', () => {
    expect(itemCount([{ quantity: 2 }, { quantity: 1 }])).toBe(3);
    expect(itemCount([])).toBe(0);
  });

  it('labels history entries, the first as the placing of the order', () => {
    expect(eventLabel(t, { kind: 'status', from: null, to: 'processing' })).toBe('Order placed');
    expect(eventLabel(t, { kind: 'status', from: 'pending', to: 'processing' })).toBe(
      'Status: Pending → Processing',
    );
    expect(eventLabel(t, { kind: 'payment', from: 'pending', to: 'completed' })).toBe(
      'Payment: Pending → Completed',
    );
    expect(eventLabel(bn, { kind: 'payment', from: 'pending', to: 'completed' })).toBe(
      'পেমেন্ট: অপেক্ষমাণ → সম্পন্ন',
    );
  });

  it('names methods, locations and statuses as the shop says them', () => {
    expect(paymentMethodLabel(t, 'bkash')).toBe('bKash');
    expect(paymentMethodLabel(t, 'bank')).toBe('Bank Transfer');
    expect(paymentMethodLabel(t, 'cod')).toBe('Cash on Delivery');
    expect(locationLabel(t, 'dhaka')).toBe('Inside Dhaka');
    expect(locationLabel(t, 'outside')).toBe('Outside Dhaka');
    expect(statusLabel(t, 'cancelled')).toBe('Cancelled');
    expect(statusLabel(bn, 'cancelled')).toBe('বাতিল');
  });
});
