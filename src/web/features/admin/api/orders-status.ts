import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '#shared/orders';
import type { Order } from '#shared/schemas/order';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { afterOrderChange } from './orders-invalidate';

type StatusChange = { id: string; status: OrderStatus; note?: string };

export function changeOrderStatus({ id, status, note }: StatusChange) {
  return apiRequest<Order>(`/api/admin/orders/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: note ? { status, note } : { status },
  });
}

/**
 * Moves an order along (shared/spec/decisions.md #9); cancelling restocks and the customer is
 * e-mailed.
 */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: (order) => afterOrderChange(queryClient, order),
    // Refused because someone else moved it meanwhile (409): show what it is now.
    onError: (_error, { id }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.order(id) }),
  });
}
