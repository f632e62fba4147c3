import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import { apiRequest } from '../../../lib/api-client';
import { adminDeliveryRecordKey, orderPath } from './delivery-invalidate';

export const deliveryRecordQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminDeliveryRecordKey(id),
    queryFn: ({ signal }) =>
      apiRequest<DeliveryRecord>(orderPath(id, 'delivery-record'), { signal }),
    // The server caches couriers' answers for a day; asking again within minutes changes nothing.
    staleTime: 5 * 60_000,
  });

/** The order phone's delivery record at the shop and at each courier, before booking. */
export function useDeliveryRecord(id: string, { enabled = true } = {}) {
  return useQuery({ ...deliveryRecordQueryOptions(id), enabled });
}
