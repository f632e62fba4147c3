/** One complaint as staff see it (GET /api/admin/complaints/:id, adminComplaintSchema). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminComplaint } from '#shared/schemas/complaints';
import { apiRequest } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/api-errors';
import { complaintKeys } from './complaints-list';

export function complaintPath(id: string, rest?: string): string {
  const base = `/api/admin/complaints/${encodeURIComponent(id)}`;
  return rest ? `${base}/${rest}` : base;
}

export const adminComplaintQueryOptions = (id: string) =>
  queryOptions({
    queryKey: complaintKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<AdminComplaint>(complaintPath(id), { signal }),
    retry: (failures, error) => !isNotFound(error) && failures < 3,
  });

export function useAdminComplaint(id: string) {
  return useQuery(adminComplaintQueryOptions(id));
}
