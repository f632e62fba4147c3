import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/order';
import { apiRequest } from '../../../lib/api-client';
import { afterDeliveryChange, afterDeliveryRefusal, orderPath } from './delivery-invalidate';

export function cancelShipment(id: string) {
  return apiRequest<Order>(orderPath(id, 'shipment/cancel'), { method: 'POST', body: {} });
}

/** Cancels the parcel on its way at the courier; the order then waits for restock or re-ship. */
export function useCancelShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelShipment,
    onSuccess: (order) => afterDeliveryChange(queryClient, order),
    onError: (_error, id) => afterDeliveryRefusal(queryClient, id),
  });
}
