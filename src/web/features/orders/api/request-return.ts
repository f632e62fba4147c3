import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/order';
import type { ReturnRequestInput } from '#shared/schemas/returns';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function requestReturn(orderId: string, input: ReturnRequestInput) {
  return apiRequest<Order>(`/api/orders/${encodeURIComponent(orderId)}/returns`, {
    method: 'POST',
    body: input,
  });
}

/** The shopper asks to return lines of a delivered order; the answer is the order with it. */
export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnRequestInput) => requestReturn(orderId, input),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders, exact: true });
    },
  });
}
