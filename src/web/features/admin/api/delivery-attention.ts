import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/order';
import { apiRequest } from '../../../lib/api-client';
import { afterDeliveryChange, afterDeliveryRefusal, orderPath } from './delivery-invalidate';

type Attention = { id: string; action: 'restock' | 'resolve'; note?: string };

export function settleDeliveryAttention({ id, action, note }: Attention) {
  return apiRequest<Order>(orderPath(id, 'delivery-attention'), {
    method: 'POST',
    body: note ? { action, note } : { action },
  });
}

/** After a parcel came back: restock (cancels the order) or mark it resolved. */
export function useSettleDeliveryAttention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleDeliveryAttention,
    onSuccess: (order) => afterDeliveryChange(queryClient, order),
    onError: (_error, { id }) => afterDeliveryRefusal(queryClient, id),
  });
}
