/** The orders list's filters live in the URL, so a filtered view can be shared and reloaded. */
import {
  ORDER_SOURCES,
  ORDER_STATUSES,
  type OrderSource,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '#shared/orders';
import { PAYMENT_METHODS, type PaymentMethod } from '#shared/pricing';

/** The orders waiting on delivery (issue 21): flagged after a return, held for a call, risky. */
export const DELIVERY_FILTERS = ['attention', 'held', 'risky', 'late', 'refund'] as const;
export type DeliveryFilter = (typeof DELIVERY_FILTERS)[number];

export type OrderFilters = {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  paymentMethod?: PaymentMethod;
  delivery?: DeliveryFilter;
  /** Where the order was taken, and the staff member's user id who took it (issue 39). */
  source?: OrderSource;
  takenBy?: string;
  q?: string;
  page: number;
};

function oneOf<Value extends string>(
  values: readonly Value[],
  raw: string | null,
): Value | undefined {
  return values.find((value) => value === raw);
}

/** A whole page number from 1; anything else (typed by hand, say) is page 1. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Unknown values are ignored rather than sent, so a stale link still shows a list. */
export function orderFiltersFrom(params: URLSearchParams): OrderFilters {
  const q = params.get('q')?.trim();
  const takenBy = params.get('takenBy')?.trim();
  return {
    status: oneOf(ORDER_STATUSES, params.get('status')),
    paymentStatus: oneOf(PAYMENT_STATUSES, params.get('paymentStatus')),
    paymentMethod: oneOf(PAYMENT_METHODS, params.get('paymentMethod')),
    delivery: oneOf(DELIVERY_FILTERS, params.get('delivery')),
    source: oneOf(ORDER_SOURCES, params.get('source')),
    ...(takenBy ? { takenBy } : {}),
    ...(q ? { q } : {}),
    page: pageFrom(params),
  };
}

/** The query string the API takes; empty filters and page 1 are left out. */
export function orderFiltersQuery(filters: Partial<OrderFilters>): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.paymentStatus) query.set('paymentStatus', filters.paymentStatus);
  if (filters.paymentMethod) query.set('paymentMethod', filters.paymentMethod);
  if (filters.delivery) query.set('delivery', filters.delivery);
  if (filters.source) query.set('source', filters.source);
  if (filters.takenBy) query.set('takenBy', filters.takenBy);
  if (filters.q) query.set('q', filters.q);
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  return query;
}
