import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CustomerLookup,
  StaffOrderInput,
  StaffOrderPlaced,
  StaffOrderQuote,
  StaffOrderQuoteRequest,
} from '#shared/schemas/staff-order';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { afterOrderChange } from './orders-invalidate';

export const staffCustomerQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: queryKeys.admin.staffCustomer(phone),
    queryFn: ({ signal }) =>
      apiRequest<CustomerLookup>(
        `/api/admin/staff-orders/customer?phone=${encodeURIComponent(phone)}`,
        { signal },
      ),
  });

/** The number's account (or latest order) and delivery record; `phone` null waits. */
export function useStaffCustomer(phone: string | null) {
  return useQuery({ ...staffCustomerQueryOptions(phone ?? ''), enabled: phone !== null });
}

/** The server's price for the lines (the checkout's pricing); `body` null waits. */
export function useStaffOrderQuote(body: StaffOrderQuoteRequest | null) {
  return useQuery({
    queryKey: queryKeys.admin.staffQuote(body),
    queryFn: ({ signal }) =>
      apiRequest<StaffOrderQuote>('/api/admin/staff-orders/quote', {
        method: 'POST',
        body,
        signal,
      }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function usePlaceStaffOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffOrderInput) =>
      apiRequest<StaffOrderPlaced>('/api/admin/staff-orders', { method: 'POST', body }),
    onSuccess: (order) => {
      afterOrderChange(queryClient, order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orderTakers });
    },
  });
}
