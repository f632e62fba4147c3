import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  OrderDraft,
  orderDraftListSchema,
  StaffOrderDraftInput,
  StaffOrderPlaced,
} from '#shared/schemas/staff-order';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { afterOrderChange } from './orders-invalidate';

const draftPath = (id: string) => `/api/admin/order-drafts/${encodeURIComponent(id)}`;

export const orderDraftsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.orderDrafts,
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof orderDraftListSchema>>('/api/admin/order-drafts', { signal }),
  });

/** Drafts not yet placed, newest first. */
export function useOrderDrafts() {
  return useQuery(orderDraftsQueryOptions());
}

export function useOrderDraft(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.admin.orderDraft(id ?? ''),
    queryFn: ({ signal }) => apiRequest<OrderDraft>(draftPath(id ?? ''), { signal }),
    enabled: id !== undefined,
  });
}

/** Saves a new draft, or replaces the one named. */
export function useSaveOrderDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: StaffOrderDraftInput }) =>
      id
        ? apiRequest<OrderDraft>(draftPath(id), { method: 'PUT', body })
        : apiRequest<OrderDraft>('/api/admin/order-drafts', { method: 'POST', body }),
    onSuccess: (draft) => {
      queryClient.setQueryData(queryKeys.admin.orderDraft(draft.id), draft);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orderDrafts, exact: true });
    },
  });
}

export function useDiscardOrderDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(draftPath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.orderDrafts }),
  });
}

export function usePlaceOrderDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      apiRequest<StaffOrderPlaced>(`${draftPath(id)}/place`, {
        method: 'POST',
        body: { idempotencyKey },
      }),
    onSuccess: (order) => {
      afterOrderChange(queryClient, order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orderDrafts });
    },
  });
}
