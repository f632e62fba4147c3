/** A customer's store credit (decision 049): read by staff who see customers, changed by hand by staff who may. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditAccount, CreditAdjustment } from '#shared/schemas/credit';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const creditPath = (customerId: string) =>
  `/api/admin/customers/${encodeURIComponent(customerId)}/credit`;

export const customerCreditQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.customerCredit(customerId),
    queryFn: ({ signal }) => apiRequest<CreditAccount>(creditPath(customerId), { signal }),
  });

export function useCustomerCredit(customerId: string) {
  return useQuery(customerCreditQueryOptions(customerId));
}

/** Adds (+) or removes (−) credit with a reason; the answer is the account as it now stands. */
export function useAdjustCustomerCredit(customerId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.admin.customerCredit(customerId);
  return useMutation({
    mutationFn: (input: CreditAdjustment) =>
      apiRequest<CreditAccount>(creditPath(customerId), { method: 'POST', body: input }),
    onSuccess: (account) => queryClient.setQueryData(key, account),
  });
}
