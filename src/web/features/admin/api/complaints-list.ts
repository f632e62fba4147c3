/**
 * Admin → Complaints: the list (GET /api/admin/complaints?state&page, adminComplaintPageSchema),
 * the waiting ones most urgent first, 20 a page.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminComplaintPage, COMPLAINT_STATES } from '#shared/schemas/complaints';
import { apiRequest } from '../../../lib/api-client';

export type ComplaintState = (typeof COMPLAINT_STATES)[number];
export type ComplaintFilters = { state: ComplaintState; page: number };

/** Every complaints query sits under one root: an answer on one complaint refreshes the lists. */
export const complaintKeys = {
  all: ['admin', 'complaints'] as const,
  list: (filters: ComplaintFilters) => ['admin', 'complaints', 'list', filters] as const,
  detail: (id: string) => ['admin', 'complaints', 'detail', id] as const,
};

export function complaintFiltersQuery(filters: ComplaintFilters): string {
  const query = new URLSearchParams({ state: filters.state });
  if (filters.page > 1) query.set('page', String(filters.page));
  return query.toString();
}

export const adminComplaintsQueryOptions = (filters: ComplaintFilters) =>
  queryOptions({
    queryKey: complaintKeys.list(filters),
    queryFn: ({ signal }) =>
      apiRequest<AdminComplaintPage>(`/api/admin/complaints?${complaintFiltersQuery(filters)}`, {
        signal,
      }),
    // Keep the current page on screen while the next page or state loads.
    placeholderData: keepPreviousData,
  });

export function useAdminComplaints(filters: ComplaintFilters) {
  return useQuery(adminComplaintsQueryOptions(filters));
}
