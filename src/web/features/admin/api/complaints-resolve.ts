/** Closes a complaint with its outcome and a note (POST /api/admin/complaints/:id/resolve). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminComplaint, ComplaintResolveInput } from '#shared/schemas/complaints';
import { apiRequest } from '../../../lib/api-client';
import { complaintPath } from './complaints-detail';
import { afterComplaintChange, afterComplaintRefusal } from './complaints-invalidate';

export type ComplaintResolveRequest = { id: string; input: ComplaintResolveInput };

export function resolveComplaint({ id, input }: ComplaintResolveRequest) {
  return apiRequest<AdminComplaint>(complaintPath(id, 'resolve'), { method: 'POST', body: input });
}

export function useResolveComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveComplaint,
    onSuccess: (answer) => afterComplaintChange(queryClient, answer),
    onError: (_error, { id }) => afterComplaintRefusal(queryClient, id),
  });
}
