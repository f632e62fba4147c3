/** Customer segments (GET/POST/DELETE /api/admin/segments…, customers.view). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Segment, SegmentInput, SegmentMembers } from '#shared/schemas/segments';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const segmentPhonesHref = (id: number) => `/api/admin/segments/${id}/phones.csv`;

export function useSegments() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.segments(),
      queryFn: ({ signal }) =>
        apiRequest<{ segments: Segment[] }>('/api/admin/segments', { signal }),
    }),
  );
}

export function useSegmentMembers(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.segmentMembers(id ?? 0),
      queryFn: ({ signal }) =>
        apiRequest<SegmentMembers>(`/api/admin/segments/${id}/customers`, { signal }),
      enabled: id !== null,
    }),
  );
}

export function useSaveSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SegmentInput) =>
      apiRequest<Segment>('/api/admin/segments', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.segments() }),
  });
}

export function useDeleteSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`/api/admin/segments/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.segments() }),
  });
}
