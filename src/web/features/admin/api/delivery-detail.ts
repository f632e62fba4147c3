import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDelivery } from '#shared/schemas/delivery';
import { apiRequest } from '../../../lib/api-client';
import { adminOrderDeliveryKey, orderPath } from './delivery-invalidate';

export const adminOrderDeliveryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminOrderDeliveryKey(id),
    queryFn: ({ signal }) => apiRequest<AdminDelivery>(orderPath(id, 'delivery'), { signal }),
  });

/** The couriers configured, the booking form's defaults and every parcel of the order. */
export function useAdminOrderDelivery(id: string, { enabled = true } = {}) {
  return useQuery({ ...adminOrderDeliveryQueryOptions(id), enabled });
}
