/**
 * Admin → Returns: the list (GET /api/admin/returns?status&page, adminReturnPageSchema), newest
 * first, 20 a page.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReturnStatus } from '#shared/returns';
import type { AdminReturnPage } from '#shared/schemas/returns';
import { apiRequest } from '../../../lib/api-client';

export type ReturnFilters = { status?: ReturnStatus | undefined; page: number };

/** Every returns query sits under one root: a move on one return refreshes the lists. */
export const returnKeys = {
  all: ['admin', 'returns'] as const,
  list: (filters: ReturnFilters) => ['admin', 'returns', 'list', filters] as const,
  detail: (id: string) => ['admin', 'returns', 'detail', id] as const,
};

export function returnFiltersQuery(filters: ReturnFilters): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query.toString();
}

export const adminReturnsQueryOptions = (filters: ReturnFilters) =>
  queryOptions({
    queryKey: returnKeys.list(filters),
    queryFn: ({ signal }) =>
      apiRequest<AdminReturnPage>(`/api/admin/returns?${returnFiltersQuery(filters)}`, { signal }),
    // Keep the current page on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useAdminReturns(filters: ReturnFilters) {
  return useQuery(adminReturnsQueryOptions(filters));
}
