import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/order';
import { apiRequest } from '../../../lib/api-client';
import { afterDeliveryChange, afterDeliveryRefusal, orderPath } from './delivery-invalidate';

type Hold = { id: string; held: boolean; note?: string };

export function holdForCall({ id, held, note }: Hold) {
  return apiRequest<Order>(orderPath(id, 'hold'), {
    method: 'POST',
    body: note ? { held, note } : { held },
  });
}

/** Holds an order for a confirmation call (it cannot be booked meanwhile) or releases it. */
export function useHoldForCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: holdForCall,
    onSuccess: (order) => afterDeliveryChange(queryClient, order),
    onError: (_error, { id }) => afterDeliveryRefusal(queryClient, id),
  });
}
