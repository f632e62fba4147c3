import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/order';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a status or payment change: show the server's order at once, and refresh what it feeds —
 * the lists, the dashboard's revenue, customers' totals (a cancelled order stops counting) and the
 * shopper-side copy of the same order, in case the admin also bought it.
 */
export function afterOrderChange(queryClient: QueryClient, order: Order) {
  const changed = queryKeys.admin.order(order.id);
  queryClient.setQueryData(changed, order);
  void queryClient.invalidateQueries({
    queryKey: queryKeys.admin.orders,
    predicate: (query) => query.queryKey[2] !== changed[2],
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats });
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.customers });
  void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
}
