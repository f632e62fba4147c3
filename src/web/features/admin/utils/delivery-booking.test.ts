import { describe, expect, it } from 'vitest';
import { type AdminDelivery, bookingInputSchema } from '#shared/schemas/delivery';
import { bookingDefaults, bookingInputFrom, canBookParcel, readNumber } from './delivery-booking';

const delivery = (overrides: Partial<AdminDelivery> = {}): AdminDelivery => ({
  couriers: ['steadfast'],
  booking: {
    recipientName: 'Rina Akter',
    phone: '01712345678',
    address: 'House 4, Road 2, Dhanmondi, Dhaka',
    city: 'Dhaka',
    district: 'dhaka',
    area: 'Dhanmondi',
    codAmount: 120_000,
    weightKg: 0.5,
    itemCount: 2,
  },
  deliveryAttention: null,
  heldForCall: false,
  shipments: [],
  ...overrides,
});

const parcel = (status: AdminDelivery['shipments'][number]['status']) =>
  ({ status }) as AdminDelivery['shipments'][number];

describe('canBookParcel', () => {
  it('books processing orders that are not held', () => {
    expect(canBookParcel({ status: 'processing' }, delivery())).toBe(true);
    expect(canBookParcel({ status: 'processing' }, delivery({ heldForCall: true }))).toBe(false);
    expect(canBookParcel({ status: 'pending' }, delivery())).toBe(false);
  });

  it('books a shipped order again only when its parcel came back', () => {
    expect(
      canBookParcel({ status: 'shipped' }, delivery({ shipments: [parcel('in_transit')] })),
    ).toBe(false);
    expect(
      canBookParcel({ status: 'shipped' }, delivery({ shipments: [parcel('returned')] })),
    ).toBe(true);
    expect(
      canBookParcel({ status: 'shipped' }, delivery({ shipments: [parcel('delivered')] })),
    ).toBe(false);
  });
});

describe('bookingInputFrom', () => {
  const values = { ...bookingDefaults(delivery()), note: ' fragile ' };

  it('sends only the chosen courier fields, which the contract accepts', () => {
    expect(bookingInputSchema.parse(bookingInputFrom(values))).toEqual({
      courier: 'steadfast',
      weightKg: 0.5,
      note: 'fragile',
    });
    const pathao = bookingInputFrom({ ...values, courier: 'pathao', cityId: '1', zoneId: '12' });
    expect(bookingInputSchema.parse(pathao)).toMatchObject({ cityId: 1, zoneId: 12 });
    const manual = bookingInputFrom({
      ...values,
      courier: 'manual',
      weightKg: '',
      courierLabel: 'Sundarban',
      trackingCode: 'SB-1',
    });
    expect(bookingInputSchema.parse(manual)).toEqual({
      courier: 'manual',
      courierLabel: 'Sundarban',
      trackingCode: 'SB-1',
      note: 'fragile',
    });
  });

  it('refuses a Pathao booking without its city and zone, naming the fields', () => {
    const result = bookingInputSchema.safeParse(bookingInputFrom({ ...values, courier: 'pathao' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['cityId', 'zoneId']);
  });
});

describe('readNumber', () => {
  it('reads Bangla digits and a decimal comma', () => {
    expect(readNumber('১.৫')).toBe(1.5);
    expect(readNumber('2,5')).toBe(2.5);
    expect(readNumber('')).toBeNaN();
    expect(readNumber('heavy')).toBeNaN();
  });
});
