import type { ShipmentCourier } from '#shared/delivery';
import type { Translator } from '#shared/i18n/translator';

/** A manual parcel goes by the courier the admin typed; the others by their own name. */
export function courierName(
  t: Translator['t'],
  courier: ShipmentCourier,
  label?: string | null,
): string {
  return courier === 'manual' && label ? label : t(`admin.delivery.courier.${courier}`);
}
