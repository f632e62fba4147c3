import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '#shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const adminStatsQueryOptions = queryOptions({
  // Product and order changes invalidate this, so the cards follow them.
  queryKey: queryKeys.admin.stats,
  queryFn: ({ signal }) => apiRequest<AdminStats>('/api/admin/stats', { signal }),
});

/** The dashboard's counts, revenue, last 30 days and low-stock products (GET /api/admin/stats). */
export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
