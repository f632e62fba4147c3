import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '#shared/i18n/catalogues';
import { createTranslator } from '#shared/i18n/translator';
import { checkoutSchema } from '#shared/schemas/order';
import { checkoutBody, type ShippingValues } from './checkout-form';
import { checkShipping } from './shipping-check';

const shipping: ShippingValues = {
  email: 'rina@example.com',
  firstName: 'Rina',
  lastName: 'Akter',
  address: 'House 4, Road 2',
  district: 'dhaka',
  area: 'Dhanmondi',
  city: 'Dhaka',
  zipCode: '',
  phone: '01712345678',
};

// Messages are catalogue keys (or, until the shared schemas use them, English): read in English.
const { message } = createTranslator('en', ALL_MESSAGES.en);

describe('the checkout form', () => {
  it('reports empty required fields and a bad phone number', () => {
    const { errors, missingRequired } = checkShipping({ ...shipping, city: ' ', phone: '12345' });
    expect(missingRequired).toBe(true);
    expect(message(errors.city ?? '')).toBe('City is required');
    expect(message(errors.phone ?? '')).toBe(
      'Please enter a valid Bangladeshi mobile number (01XXXXXXXXX)',
    );
    expect(checkShipping(shipping)).toEqual({ errors: {}, missingRequired: false });
  });

  it('keeps its own messages in the catalogue', () => {
    const { errors } = checkShipping({ ...shipping, zipCode: '12345678901', phone: '' });
    expect(message(errors.zipCode ?? '')).toBe('ZIP code must be at most 10 characters');
    expect(message(errors.phone ?? '')).toBe('Phone is required');
  });

  it('drops the transaction ID and screenshot for cash on delivery', () => {
    const body = checkoutBody(shipping, {
      location: 'dhaka',
      paymentMethod: 'cod',
      transactionId: 'ABC123',
      paymentProof: '/files/00000000-0000-0000-0000-000000000000',
    });
    expect(body).not.toHaveProperty('transactionId');
    expect(body).not.toHaveProperty('paymentProof');
    expect(body).not.toHaveProperty('zipCode');
  });

  it('makes a body the server contract accepts, without prices', () => {
    const body = checkoutBody(shipping, {
      location: 'dhaka',
      paymentMethod: 'bkash',
      transactionId: ' 9ABC1D2EFG ',
      paymentProof: null,
    });
    expect(body.transactionId).toBe('9ABC1D2EFG');
    const parsed = checkoutSchema.safeParse({ ...body, idempotencyKey: crypto.randomUUID() });
    expect(parsed.success).toBe(true);
  });

  it('asks for the district, and sends it with the area and the wish to keep the address', () => {
    const { errors, missingRequired } = checkShipping({ ...shipping, district: '' });
    expect(missingRequired).toBe(true);
    expect(message(errors.district ?? '')).toBe('Please choose your district');
    expect(
      message(checkShipping({ ...shipping, district: 'atlantis' }).errors.district ?? ''),
    ).toBe('Choose your district from the list');
    const body = checkoutBody(shipping, {
      location: 'dhaka',
      paymentMethod: 'cod',
      transactionId: '',
      paymentProof: null,
      saveAddress: true,
    });
    expect(body).toMatchObject({ district: 'dhaka', area: 'Dhanmondi', saveAddress: true });
    expect(
      checkoutBody(
        { ...shipping, area: ' ' },
        { location: 'dhaka', paymentMethod: 'cod', transactionId: '', paymentProof: null },
      ),
    ).not.toHaveProperty('area');
  });

  it('is refused by the contract when the location contradicts the district', () => {
    const body = (district: string, location: 'dhaka' | 'outside') => ({
      ...checkoutBody(
        { ...shipping, district },
        { location, paymentMethod: 'cod', transactionId: '', paymentProof: null },
      ),
      idempotencyKey: crypto.randomUUID(),
    });
    expect(checkoutSchema.safeParse(body('dhaka', 'dhaka')).success).toBe(true);
    expect(checkoutSchema.safeParse(body('sylhet', 'outside')).success).toBe(true);
    // Gazipur borders Dhaka but is its own district: outside.
    for (const [district, location] of [
      ['sylhet', 'dhaka'],
      ['gazipur', 'dhaka'],
      ['dhaka', 'outside'],
    ] as const) {
      const parsed = checkoutSchema.safeParse(body(district, location));
      expect(parsed.success, `${district} ${location}`).toBe(false);
      expect(message(parsed.error?.issues[0]?.message ?? '')).toMatch(/must match the district/);
    }
  });
});
