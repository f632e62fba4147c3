/**
 * Admin → Promotions: the list, one promotion, create/edit, end now (src/shared/schemas/
 * admin-promotions.ts). Every change refetches the list and the promotion.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPromotionList,
  Promotion,
  PromotionInput,
} from '#shared/schemas/admin-promotions';
import { apiRequest } from '../../../lib/api-client';

const promotionKeys = {
  all: ['admin', 'promotions'] as const,
  one: (id: number) => ['admin', 'promotions', id] as const,
};

export const adminPromotionsQueryOptions = () =>
  queryOptions({
    queryKey: promotionKeys.all,
    queryFn: ({ signal }) => apiRequest<AdminPromotionList>('/api/admin/promotions', { signal }),
  });

export function useAdminPromotions() {
  return useQuery(adminPromotionsQueryOptions());
}

export const adminPromotionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: promotionKeys.one(id),
    queryFn: ({ signal }) => apiRequest<Promotion>(`/api/admin/promotions/${id}`, { signal }),
  });

export function useAdminPromotion(id: number) {
  return useQuery(adminPromotionQueryOptions(id));
}

type Save = { id?: number | undefined; input: PromotionInput };

/** POST creates; PATCH with every field changes one (the server keeps a used coupon's terms). */
export function saveAdminPromotion({ id, input }: Save) {
  return apiRequest<Promotion>(
    id === undefined ? '/api/admin/promotions' : `/api/admin/promotions/${id}`,
    { method: id === undefined ? 'POST' : 'PATCH', body: input },
  );
}

export function useSaveAdminPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminPromotion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}

export function endAdminPromotion(id: number) {
  return apiRequest<Promotion>(`/api/admin/promotions/${id}/end`, { method: 'POST' });
}

export function useEndAdminPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAdminPromotion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}
