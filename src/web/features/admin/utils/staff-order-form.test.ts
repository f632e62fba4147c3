import { describe, expect, it } from 'vitest';
import type { OrderDraft } from '#shared/schemas/staff-order';
import {
  addLine,
  capQuantity,
  emptyStaffOrderForm,
  fillFromChat,
  formValuesFromDraft,
  localPhoneOf,
  parseStaffOrderForm,
  quoteRequestOf,
  type StaffOrderFormValues,
  staffOrderBodyOf,
} from './staff-order-form';

const filled = (overrides: Partial<StaffOrderFormValues> = {}): StaffOrderFormValues => ({
  ...emptyStaffOrderForm(),
  phone: '+880 1711-222333',
  firstName: 'Nasrin',
  lastName: 'Akter',
  address: 'Flat 4B, House 12, Road 3',
  district: 'dhaka',
  area: 'Mirpur',
  lines: [{ variantId: 7, productId: 3, quantity: 2, label: 'Ruby Woo', stock: 5 }],
  ...overrides,
});

describe('the New order form', () => {
  it('caps quantities by stock, and adds one more of a variant picked again', () => {
    expect(capQuantity(9, 5)).toBe(5);
    expect(capQuantity(0, 5)).toBe(1);
    expect(capQuantity(Number.NaN, 5)).toBe(1);
    const ruby = { variantId: 7, productId: 3, label: 'Ruby Woo', stock: 2 };
    const twice = addLine(addLine(addLine([], ruby), ruby), ruby);
    expect(twice).toEqual([{ ...ruby, quantity: 2 }]);
    // A product without options is named by its product; another one is another line.
    const plain = { productId: 9, label: 'Clutch', stock: 4 };
    expect(addLine(twice, plain)).toEqual([
      { ...ruby, quantity: 2 },
      { ...plain, quantity: 1 },
    ]);
    expect(staffOrderBodyOf(filled({ lines: [{ ...plain, quantity: 3 }] })).lines).toEqual([
      { productId: 9, quantity: 3 },
    ]);
  });

  it('reads a number typed any way, Bangla digits too, as orders keep it', () => {
    expect(localPhoneOf('+880 1711-222333')).toBe('01711222333');
    expect(localPhoneOf('০১৭১১২২২৩৩৩')).toBe('01711222333');
    expect(localPhoneOf('12345')).toBeNull();
  });

  it('sends taka off as poisha with its reason, and no transaction ID for cash', () => {
    const body = staffOrderBodyOf(
      filled({ discountKind: 'amount', discountValue: '150.50', discountReason: 'Late parcel' }),
    );
    expect(body).toMatchObject({
      phone: '01711222333',
      lines: [{ variantId: 7, quantity: 2 }],
      manualDiscount: { type: 'amount', value: 15_050, reason: 'Late parcel' },
      paymentMethod: 'cod',
    });
    expect(body).not.toHaveProperty('transactionId');
    expect(body).not.toHaveProperty('couponCode');
  });

  it('puts the contract’s refusals on their fields', () => {
    const result = parseStaffOrderForm(
      filled({
        phone: '123',
        lines: [],
        discountKind: 'percent',
        discountValue: '10',
        discountReason: '',
        paymentMethod: 'bkash',
      }),
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ['discountReason', 'lines', 'phone', 'transactionId'].sort(),
    );
  });

  it('sends "pays online" with no transaction ID, even one typed before switching', () => {
    const values = filled({ paymentMethod: 'payment_link', transactionId: 'TRX-TYPED-EARLIER' });
    const body = staffOrderBodyOf(values);
    expect(body.paymentMethod).toBe('payment_link');
    expect(body).not.toHaveProperty('transactionId');
    expect(parseStaffOrderForm(values).success).toBe(true);
  });

  it('accepts a complete order', () => {
    expect(parseStaffOrderForm(filled()).success).toBe(true);
  });

  it('asks for a price only with lines and a known district, and a complete discount', () => {
    expect(quoteRequestOf(filled({ lines: [] }))).toBeNull();
    expect(quoteRequestOf(filled({ district: '' }))).toBeNull();
    const half = quoteRequestOf(filled({ discountKind: 'percent', discountValue: '10' }));
    expect(half).not.toHaveProperty('manualDiscount');
    expect(quoteRequestOf(filled({ discountKind: 'coupon', couponCode: ' EID ' }))).toMatchObject({
      couponCode: 'EID',
      phone: '01711222333',
    });
  });

  it('fills the address from a chat, and keeps the district staff chose when it cannot place it', () => {
    const unplaced = fillFromChat('  flat 4b, somewhere  ', { district: 'cumilla', area: 'x' });
    expect(unplaced).toEqual({
      understood: { district: null, area: null },
      address: 'flat 4b, somewhere',
      district: 'cumilla',
      area: 'x',
    });
    // The area by its English name, as the checkout keeps it, in place of what staff had.
    const placed = fillFromChat('flat 4b, house 12 road 3, mirpur 10, dhaka', {
      district: 'cumilla',
      area: 'x',
    });
    expect(placed).toMatchObject({ district: 'dhaka', area: 'Mirpur' });
    expect(fillFromChat('road 5, sylhet', { district: 'dhaka', area: 'Mirpur' })).toMatchObject({
      district: 'sylhet',
      area: '',
    });
  });

  it("takes a courier's zone the chat names over the shop's own area", () => {
    const zones = { district: 'dhaka' as const, names: ['Mirpur 1', 'Mirpur 10', 'Mirpur DOHS'] };
    const empty = { district: '', area: '' };
    const tenth = fillFromChat('flat 4b, house 12 road 3, mirpur 10, dhaka', empty, zones);
    expect(tenth).toMatchObject({
      understood: { district: 'dhaka', area: 'Mirpur 10' },
      district: 'dhaka',
      area: 'Mirpur 10',
    });
    expect(fillFromChat('house 3, mirpur dohs', empty, zones).area).toBe('Mirpur DOHS');
    // No zone named: the shop's area stands.
    expect(fillFromChat('road 2, mirpur, dhaka', empty, zones).area).toBe('Mirpur');
  });

  it('brings a draft back with its discount in taka', () => {
    const draft: OrderDraft = {
      id: 'd1',
      phone: '01711222333',
      customerName: 'Nasrin Akter',
      createdBy: null,
      placedOrderId: null,
      createdAt: '2026-11-28T00:00:00Z',
      updatedAt: '2026-11-28T00:00:00Z',
      body: {
        ...staffOrderBodyOf(filled()),
        phone: '01711222333',
        area: null,
        couponCode: null,
        manualDiscount: { type: 'amount', value: 20_000, reason: 'Friend' },
        transactionId: null,
        source: 'whatsapp',
        paymentMethod: 'cod',
        hold: true,
        saveAddress: false,
        lines: [{ variantId: 7, quantity: 2 }],
        district: 'dhaka',
      },
    };
    expect(formValuesFromDraft(draft)).toMatchObject({
      discountKind: 'amount',
      discountValue: '200',
      area: '',
      hold: true,
      source: 'whatsapp',
      lines: [{ variantId: 7, quantity: 2 }],
    });
  });
});
