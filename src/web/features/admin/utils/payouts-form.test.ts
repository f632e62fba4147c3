import { describe, expect, it } from 'vitest';
import type { PayoutReport } from '#shared/schemas/delivery';
import { payoutFiltersFrom, payoutFiltersQuery } from './payouts-filters';
import { dhakaToday, netOf, type PayoutFormValues, paidAtOf, payoutResolver } from './payouts-form';

const parcel = (
  shipmentId: string,
  collectedAmount: number,
  charge: number | null,
): PayoutReport['unpaid'][number] => ({
  shipmentId,
  orderId: crypto.randomUUID(),
  courier: 'steadfast',
  consignmentId: shipmentId,
  deliveredAt: '2026-11-20T06:00:00.000Z',
  codAmount: collectedAmount,
  collectedAmount,
  charge,
  mismatch: false,
});

const ID = '8f0c6b1e-3f53-4b8a-9d7e-2f4d1c9a0b11';
const values = (overrides: Partial<PayoutFormValues> = {}): PayoutFormValues => ({
  courier: 'steadfast',
  shipmentIds: [ID],
  amount: '1,250.50',
  reference: ' SF-PAY-9 ',
  paidOn: '2026-11-24',
  note: '',
  ...overrides,
});

const resolve = (formValues: PayoutFormValues) =>
  payoutResolver(formValues, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  }) as unknown as { values: Record<string, unknown>; errors: Record<string, { message: string }> };

describe('the record-a-payout form', () => {
  it('prefills the ticked parcels’ cash less their charges', () => {
    const parcels = [parcel('a', 100_000, 6_000), parcel('b', 50_000, null), parcel('c', 0, 6_000)];
    expect(netOf(parcels, ['a', 'b'])).toBe(144_000);
    expect(netOf(parcels, ['c'])).toBe(-6_000);
    expect(netOf(parcels, [])).toBe(0);
  });

  it('sends poisha, the trimmed reference and midday of the Dhaka day', async () => {
    const { values: input, errors } = await resolve(values({ note: ' weekly ' }));
    expect(errors).toEqual({});
    expect(input).toEqual({
      courier: 'steadfast',
      shipmentIds: [ID],
      amount: 125_050,
      reference: 'SF-PAY-9',
      paidAt: '2026-11-24T12:00:00+06:00',
      note: 'weekly',
    });
    expect(paidAtOf('2026-01-01')).toBe('2026-01-01T12:00:00+06:00');
  });

  it('names each field that is wrong, in message keys', async () => {
    const { errors } = await resolve(
      values({ shipmentIds: [], amount: 'lots', reference: '  ', paidOn: '' }),
    );
    expect(Object.keys(errors).sort()).toEqual(['amount', 'paidOn', 'reference', 'shipmentIds']);
    expect(errors.amount?.message).toContain('admin.payouts.error.amount');
    expect(errors.shipmentIds?.message).toContain('admin.payouts.error.parcels');
  });

  it('starts the date at today in Dhaka', () => {
    expect(dhakaToday(new Date('2026-11-24T19:00:00Z'))).toBe('2026-11-25');
    expect(dhakaToday(new Date('2026-11-24T17:00:00Z'))).toBe('2026-11-24');
  });
});

describe('the payouts filters', () => {
  it('keeps only a known courier and real days from the address', () => {
    const read = payoutFiltersFrom(
      new URLSearchParams('courier=pathao&from=2026-11-01&to=yesterday&extra=1'),
    );
    expect(read).toEqual({ courier: 'pathao', from: '2026-11-01' });
    expect(payoutFiltersFrom(new URLSearchParams('courier=redx'))).toEqual({});
    expect(payoutFiltersQuery(read).toString()).toBe('courier=pathao&from=2026-11-01');
  });
});
