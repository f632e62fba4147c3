import type { QueryClient } from '@tanstack/react-query';
import type { AdminReturn } from '#shared/schemas/returns';
import { queryKeys } from '../../../lib/query-keys';
import { returnKeys } from './returns-list';

/**
 * After a move: the return as the server answered it on screen at once, then what it feeds — the
 * lists, the dashboard's figures, and the order (its history, payment, returns), admin's and
 * shopper's copies alike.
 */
export function afterReturnChange(queryClient: QueryClient, answer: AdminReturn) {
  queryClient.setQueryData(returnKeys.detail(answer.id), answer);
  void queryClient.invalidateQueries({
    queryKey: returnKeys.all,
    predicate: (query) => query.queryKey[2] !== 'detail',
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats });
  // The order's page (its returns and history) and the lists it shows in.
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders });
  void queryClient.invalidateQueries({ queryKey: queryKeys.order(answer.order.id) });
}

/** After a refusal (409 from another admin's move, a courier's no): read the return again. */
export function afterReturnRefusal(queryClient: QueryClient, id: string) {
  void queryClient.invalidateQueries({ queryKey: returnKeys.detail(id) });
}
