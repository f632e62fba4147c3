/** Answers the shopper (POST /api/admin/complaints/:id/replies); they get it by SMS or e-mail. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminComplaint, ComplaintMessageInput } from '#shared/schemas/complaints';
import { apiRequest } from '../../../lib/api-client';
import { complaintPath } from './complaints-detail';
import { afterComplaintChange, afterComplaintRefusal } from './complaints-invalidate';

export type ComplaintReplyRequest = { id: string; input: ComplaintMessageInput };

export function replyToComplaint({ id, input }: ComplaintReplyRequest) {
  return apiRequest<AdminComplaint>(complaintPath(id, 'replies'), { method: 'POST', body: input });
}

export function useReplyToComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToComplaint,
    onSuccess: (answer) => afterComplaintChange(queryClient, answer),
    onError: (_error, { id }) => afterComplaintRefusal(queryClient, id),
  });
}
