import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditPage } from '#shared/schemas/audit';
import { apiRequest } from '../../../lib/api-client';
import { type ActivityFilters, activityQuery } from '../utils/activity-filters';

const activityKey = ['admin', 'activity'] as const;

export const activityQueryOptions = (filters: ActivityFilters) => {
  const query = activityQuery(filters);
  const search = query.size > 0 ? `?${query}` : '';
  return queryOptions({
    queryKey: [...activityKey, filters] as const,
    queryFn: ({ signal }) => apiRequest<AuditPage>(`/api/admin/activity${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** The audit log under the filters, newest first (the owner's: others get 403). */
export function useActivity(filters: ActivityFilters, enabled = true) {
  return useQuery({ ...activityQueryOptions(filters), enabled, retry: false });
}

export const activityEntryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...activityKey, 'entry', id] as const,
    queryFn: ({ signal }) => apiRequest<AuditEntry>(`/api/admin/activity/${id}`, { signal }),
  });

export function useActivityEntry(id: string) {
  return useQuery(activityEntryQueryOptions(id));
}
