import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '#shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';

/** Product and order changes invalidate this, so the cards follow them. */
export const ADMIN_STATS_KEY = ['admin', 'stats'] as const;

export const adminStatsQueryOptions = queryOptions({
  queryKey: ADMIN_STATS_KEY,
  queryFn: ({ signal }) => apiRequest<AdminStats>('/api/admin/stats', { signal }),
});

/** The dashboard's counts, revenue, last 30 days and low-stock products (GET /api/admin/stats). */
export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
