import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/order';
import { ADMIN_ORDERS_KEY, ADMIN_STATS_KEY, adminOrderKey } from './orders-keys';

/**
 * After a status or payment change: show the server's order at once, and refresh what it feeds —
 * the lists, the dashboard's revenue, customers' totals (a cancelled order stops counting) and the
 * shopper-side copy of the same order, in case the admin also bought it.
 */
export function afterOrderChange(queryClient: QueryClient, order: Order) {
  queryClient.setQueryData(adminOrderKey(order.id), order);
  void queryClient.invalidateQueries({
    queryKey: ADMIN_ORDERS_KEY,
    predicate: (query) => query.queryKey[2] !== order.id,
  });
  void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'customers'] });
  void queryClient.invalidateQueries({ queryKey: ['orders'] });
}
