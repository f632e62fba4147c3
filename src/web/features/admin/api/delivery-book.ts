import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingInput } from '#shared/schemas/delivery';
import type { Order } from '#shared/schemas/order';
import { apiRequest } from '../../../lib/api-client';
import { afterDeliveryChange, afterDeliveryRefusal, orderPath } from './delivery-invalidate';

export type Booking = { id: string; input: BookingInput };

/** Books a parcel for one order (also the bulk action's call, once per order). */
export function bookShipment({ id, input }: Booking) {
  return apiRequest<Order>(orderPath(id, 'shipment'), { method: 'POST', body: input });
}

/** Books and shows the shipped order; a refusal (the courier's words) leaves it untouched. */
export function useBookShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookShipment,
    onSuccess: (order) => afterDeliveryChange(queryClient, order),
    onError: (_error, { id }) => afterDeliveryRefusal(queryClient, id),
  });
}
