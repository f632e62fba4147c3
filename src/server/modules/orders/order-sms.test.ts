/** Order SMS texts fit one part where they can: English always, Bangla unless a link or payment details ride along. */
import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/schemas/order';
import { translatorFor } from '../../i18n';
import { testConfig } from '../../test/test-app';
import { orderSmsText, type SmsEvent } from './order-sms';
import { smsEncoding, smsLength, smsParts } from './sms-parts';

const config = testConfig({ publicUrl: 'https://sajghor.com' });
const EVENTS: SmsEvent[] = ['placed', 'paymentVerified', 'shipped', 'delivered', 'cancelled'];

/** A typical order: a few thousand taka with poisha, a 10-character bKash transaction ID. */
function order(paymentMethod: Order['paymentMethod']): Order {
  return {
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod,
    transactionId: paymentMethod === 'cod' ? null : '9ABC1D2EFG',
    paymentProof: null,
    location: 'dhaka',
    email: 'rina@example.com',
    firstName: 'Rina',
    lastName: 'Begum',
    address: 'House 4, Road 11, Banani',
    city: 'Dhaka',
    zipCode: null,
    phone: '01712345678',
    district: 'dhaka',
    area: 'Banani',
    subtotal: 1_234_550,
    discount: 0,
    pointsUsed: 0,
    pointsDiscount: 0,
    creditPaid: 0,
    deliveryDiscount: 0,
    couponCode: null,
    shipping: 6_000,
    codCharge: 0,
    total: 1_240_550,
    items: [],
    history: [],
    createdAt: new Date().toISOString(),
  };
}

const cases = (['cod', 'bkash', 'bank'] as const).flatMap((method) =>
  EVENTS.map((event) => ({ method, event })),
);

describe('order SMS length', () => {
  it.each(cases)('English $event ($method) is GSM-7 in one part', ({ method, event }) => {
    const text = orderSmsText(translatorFor('en'), config, order(method), event);
    expect(smsEncoding(text), text).toBe('gsm7');
    expect(smsParts(text), `${smsLength(text)}: ${text}`).toBe(1);
  });

  it.each(cases)('Bangla $event ($method) fits its parts', ({ method, event }) => {
    const text = orderSmsText(translatorFor('bn'), config, order(method), event);
    // A link or the shop's account details cannot fit 70 UCS-2 units beside Bangla words.
    const carriesDetails = event === 'shipped' || (event === 'placed' && method !== 'cod');
    expect(smsParts(text), `${smsLength(text)}: ${text}`).toBe(carriesDetails ? 2 : 1);
  });

  it('counts GSM-7, its two-septet extension and UCS-2 the way gateways do', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsLength('[x]')).toBe(5);
    expect(smsEncoding('Tk 1,250')).toBe('gsm7');
    expect(smsEncoding('৳1,250')).toBe('ucs2');
    expect(smsParts('ক'.repeat(70))).toBe(1);
    expect(smsParts('ক'.repeat(71))).toBe(2);
    expect(smsParts('ক'.repeat(135))).toBe(3);
  });
});
