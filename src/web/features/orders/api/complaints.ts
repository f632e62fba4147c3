/**
 * An order's complaints (issue 43): read and sent by the signed-in shopper on the order page, or
 * sent from /track by the order number and phone (whose lookup answers them with the order).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Complaint,
  ComplaintInput,
  ComplaintMessageInput,
  TrackComplaintInput,
  TrackComplaintMessageInput,
} from '#shared/schemas/complaints';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Who is asking: the order's signed-in owner, or whoever holds its number and phone (/track). */
export type ComplaintAccess =
  | { kind: 'account'; orderId: string }
  | { kind: 'track'; orderNumber: string; phone: string };

// Under the order's key: whatever refreshes the order refreshes its complaints.
const complaintsKey = (orderId: string) => [...queryKeys.order(orderId), 'complaints'] as const;

const orderPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/complaints`;

export const complaintsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: complaintsKey(orderId),
    queryFn: ({ signal }) => apiRequest<Complaint[]>(orderPath(orderId), { signal }),
  });

/** The signed-in shopper's complaints about their order, oldest first. */
export function useComplaints(orderId: string) {
  return useQuery(complaintsQueryOptions(orderId));
}

/** The list with `complaint` in its place (or added at the end, the newest). */
function withComplaint(list: readonly Complaint[], complaint: Complaint): Complaint[] {
  return list.some((item) => item.id === complaint.id)
    ? list.map((item) => (item.id === complaint.id ? complaint : item))
    : [...list, complaint];
}

/** The answer in the order page's cache; /track's page keeps its own copy of the order. */
function useKeepComplaint(access: ComplaintAccess) {
  const queryClient = useQueryClient();
  return (complaint: Complaint) => {
    if (access.kind !== 'account') return;
    queryClient.setQueryData<Complaint[]>(complaintsKey(access.orderId), (list) =>
      withComplaint(list ?? [], complaint),
    );
  };
}

export function raiseComplaint(
  access: ComplaintAccess,
  body: ComplaintInput | TrackComplaintInput,
) {
  const path = access.kind === 'account' ? orderPath(access.orderId) : '/api/track/complaints';
  return apiRequest<Complaint>(path, { method: 'POST', body });
}

/** A new complaint; the server refuses a second one while one is unresolved (409). */
export function useRaiseComplaint(access: ComplaintAccess) {
  const keep = useKeepComplaint(access);
  return useMutation({
    mutationFn: (body: ComplaintInput | TrackComplaintInput) => raiseComplaint(access, body),
    onSuccess: keep,
  });
}

export function writeBack(
  access: ComplaintAccess,
  complaintId: string,
  body: ComplaintMessageInput | TrackComplaintMessageInput,
) {
  const id = encodeURIComponent(complaintId);
  const path =
    access.kind === 'account'
      ? `${orderPath(access.orderId)}/${id}/messages`
      : `/api/track/complaints/${id}/messages`;
  return apiRequest<Complaint>(path, { method: 'POST', body });
}

/** The shopper writes back about an unresolved complaint (409 once it is resolved). */
export function useWriteBack(access: ComplaintAccess, complaintId: string) {
  const keep = useKeepComplaint(access);
  return useMutation({
    mutationFn: (body: ComplaintMessageInput | TrackComplaintMessageInput) =>
      writeBack(access, complaintId, body),
    onSuccess: keep,
  });
}

/** After a refusal (resolved or raised meanwhile, 409): the order page shows what is true now. */
export function useRefreshComplaints(access: ComplaintAccess) {
  const queryClient = useQueryClient();
  return () => {
    if (access.kind === 'account') {
      void queryClient.invalidateQueries({ queryKey: complaintsKey(access.orderId) });
    }
  };
}
