import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/order';
import { queryKeys } from '../../../lib/query-keys';
import { afterOrderChange } from './orders-invalidate';

/** The Delivery panel's own query, under the order's key. */
export const adminOrderDeliveryKey = (id: string) =>
  [...queryKeys.admin.order(id), 'delivery'] as const;

/** The phone's delivery record, under the order's key (it changes as the shop's parcels end). */
export const adminDeliveryRecordKey = (id: string) =>
  [...queryKeys.admin.order(id), 'delivery-record'] as const;

/**
 * After a booking, cancel, hold or attention answer: the order as the server sent it, the lists and
 * figures it feeds (afterOrderChange), and the parcels under it, which that helper leaves alone.
 */
export function afterDeliveryChange(queryClient: QueryClient, order: Order) {
  afterOrderChange(queryClient, order);
  void queryClient.invalidateQueries({ queryKey: adminOrderDeliveryKey(order.id) });
  void queryClient.invalidateQueries({ queryKey: adminDeliveryRecordKey(order.id) });
}

/** After a refusal: someone may have moved the order meanwhile, and a refused call is recorded. */
export function afterDeliveryRefusal(queryClient: QueryClient, id: string) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.order(id) });
}

export function orderPath(id: string, rest: string): string {
  return `/api/admin/orders/${encodeURIComponent(id)}/${rest}`;
}
