/** The payouts page's filters ↔ the address bar's search (and the report's query). */
import { SHIPMENT_COURIERS, type ShipmentCourier } from '#shared/delivery';

export type PayoutFilters = { courier?: ShipmentCourier; from?: string; to?: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the address bar says, keeping only values the server accepts. */
export function payoutFiltersFrom(params: URLSearchParams): PayoutFilters {
  const filters: PayoutFilters = {};
  const courier = params.get('courier');
  if (courier && (SHIPMENT_COURIERS as readonly string[]).includes(courier)) {
    filters.courier = courier as ShipmentCourier;
  }
  for (const key of ['from', 'to'] as const) {
    const value = params.get(key);
    if (value && DAY.test(value)) filters[key] = value;
  }
  return filters;
}

/** '?courier=steadfast&from=2026-11-01' with only the filters set. */
export function payoutFiltersQuery(filters: PayoutFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['courier', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}
