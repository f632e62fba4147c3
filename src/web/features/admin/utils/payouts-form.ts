/**
 * The record-a-payout form's fields → POST /api/admin/courier-payouts's body (payoutInputSchema):
 * the parcels ticked, taka typed in either script into whole poisha, the courier's reference and
 * the Dhaka day it paid. Errors are message keys (`msg`), shown in the admin's language.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { DHAKA_OFFSET, toDhakaInput } from '#shared/banners';
import type { ShipmentCourier } from '#shared/delivery';
import { msg } from '#shared/i18n/translator';
import { type PayoutReport, payoutInputSchema } from '#shared/schemas/delivery';
import { poishaOfTaka } from './refund-form';

export type PayoutInput = z.input<typeof payoutInputSchema>;

export type PayoutFormValues = {
  courier: ShipmentCourier;
  shipmentIds: string[];
  /** Taka as typed. */
  amount: string;
  reference: string;
  /** The Dhaka day, as a date field holds it (YYYY-MM-DD). */
  paidOn: string;
  note: string;
};

type UnpaidParcel = PayoutReport['unpaid'][number];

/** What the ticked parcels should bring in: the cash collected less the courier's charges. */
export function netOf(parcels: UnpaidParcel[], ids: readonly string[]): number {
  const ticked = new Set(ids);
  return parcels
    .filter((parcel) => ticked.has(parcel.shipmentId))
    .reduce((sum, parcel) => sum + parcel.collectedAmount - (parcel.charge ?? 0), 0);
}

/** Today in Dhaka, for the date field. */
export function dhakaToday(now = new Date()): string {
  return toDhakaInput(now).slice(0, 10);
}

/** Midday in Dhaka of the day chosen: the instant stays on that day in every time zone's reading. */
export function paidAtOf(day: string): string {
  return `${day}T12:00:00${DHAKA_OFFSET}`;
}

export const payoutResolver: Resolver<PayoutFormValues, unknown, PayoutInput> = (values) => {
  const errors: FieldErrors<PayoutFormValues> = {};
  const fail = (field: keyof PayoutFormValues, key: Parameters<typeof msg>[0]) => {
    errors[field] ??= { type: 'validate', message: msg(key) };
  };
  if (values.shipmentIds.length === 0) fail('shipmentIds', 'admin.payouts.error.parcels');
  const amount = poishaOfTaka(values.amount);
  if (amount === null) fail('amount', 'admin.payouts.error.amount');
  const reference = values.reference.trim();
  if (reference === '' || reference.length > 100)
    fail('reference', 'admin.payouts.error.reference');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.paidOn)) fail('paidOn', 'admin.payouts.error.date');
  const parsed = payoutInputSchema.safeParse({
    courier: values.courier,
    reference,
    amount,
    paidAt: paidAtOf(values.paidOn),
    shipmentIds: values.shipmentIds,
    note: values.note,
  });
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'amount');
    const known: Record<string, keyof PayoutFormValues> = {
      shipmentIds: 'shipmentIds',
      amount: 'amount',
      reference: 'reference',
      paidAt: 'paidOn',
      note: 'note',
    };
    errors[known[field] ?? 'amount'] ??= {
      type: 'validate',
      message: parsed.error.issues[0]?.message ?? msg('admin.payouts.error.amount'),
    };
  }
  if (Object.keys(errors).length > 0 || !parsed.success || amount === null) {
    return { values: {}, errors };
  }
  const note = values.note.trim();
  const input: PayoutInput = {
    courier: values.courier,
    reference,
    amount,
    paidAt: paidAtOf(values.paidOn),
    shipmentIds: values.shipmentIds,
    ...(note ? { note } : {}),
  };
  return { values: input, errors: {} };
};
