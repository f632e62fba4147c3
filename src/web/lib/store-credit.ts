import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditAccount } from '#shared/schemas/credit';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The signed-in shopper's store credit: balance, what expires when, every move (GET
 * /api/account/credit), read by the account tab, the checkout and the return form.
 */
function getCredit(signal?: AbortSignal) {
  return apiRequest<CreditAccount>('/api/account/credit', signal ? { signal } : {});
}

const creditQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.credit, queryFn: ({ signal }) => getCredit(signal) });

export function useCredit() {
  return useQuery(creditQueryOptions());
}
