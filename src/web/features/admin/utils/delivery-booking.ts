/** When the order page offers booking, and the booking form's text turned into the contract's input. */
import { isFinalShipmentStatus, type ShipmentCourier } from '#shared/delivery';
import { asciiDigits } from '#shared/numbers';
import type { AdminDelivery, BookingInput } from '#shared/schemas/delivery';
import type { Order } from '#shared/schemas/order';

/**
 * A processing order, or a shipped one whose latest parcel ended without being delivered (returned,
 * cancelled, partly delivered: re-shipping). Held orders wait for their call. The server decides
 * again (409 NOT_BOOKABLE); this only spares the admin a form that would be refused.
 */
export function canBookParcel(order: Pick<Order, 'status'>, delivery: AdminDelivery): boolean {
  if (delivery.heldForCall) return false;
  if (order.status === 'processing') return true;
  if (order.status !== 'shipped') return false;
  const latest = delivery.shipments[0];
  return (
    latest !== undefined && isFinalShipmentStatus(latest.status) && latest.status !== 'delivered'
  );
}

/** Couriers offered in the form: the configured ones, then manual, which is always possible. */
export function bookingCouriers(delivery: AdminDelivery): ShipmentCourier[] {
  return [...delivery.couriers, 'manual'];
}

export type BookingFormValues = {
  courier: ShipmentCourier;
  /** As typed; Bangla digits and a comma for the decimal point are read too. */
  weightKg: string;
  note: string;
  cityId: string;
  zoneId: string;
  areaId: string;
  courierLabel: string;
  trackingCode: string;
};

/** A number typed in either script; NaN for anything else (the schema then names the field). */
export function readNumber(text: string): number {
  const latin = asciiDigits(text.trim()).replace(',', '.');
  return latin === '' ? Number.NaN : Number(latin);
}

const id = (text: string) => (text === '' ? Number.NaN : Number(text));

/** Only the chosen courier's fields: the contract is strict and refuses the others. */
export function bookingInputFrom(values: BookingFormValues): Record<string, unknown> {
  const common = { weightKg: readNumber(values.weightKg), note: values.note };
  if (values.courier === 'steadfast') return { courier: 'steadfast', ...common };
  if (values.courier === 'pathao') {
    return {
      courier: 'pathao',
      ...common,
      cityId: id(values.cityId),
      zoneId: id(values.zoneId),
      ...(values.areaId ? { areaId: id(values.areaId) } : {}),
    };
  }
  return {
    courier: 'manual',
    courierLabel: values.courierLabel,
    trackingCode: values.trackingCode,
    note: values.note,
    ...(values.weightKg.trim() ? { weightKg: common.weightKg } : {}),
  };
}

export function bookingDefaults(delivery: AdminDelivery): BookingFormValues {
  return {
    courier: bookingCouriers(delivery)[0] ?? 'manual',
    weightKg: String(delivery.booking.weightKg),
    note: '',
    cityId: '',
    zoneId: '',
    areaId: '',
    courierLabel: '',
    trackingCode: '',
  };
}

export type { BookingInput };
