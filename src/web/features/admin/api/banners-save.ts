import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBanner, BannerInput } from '#shared/schemas/banner';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The admin list and the home page's banners both change. */
export function afterBannerChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.banners }),
    queryClient.invalidateQueries({ queryKey: queryKeys.homeBanners }),
  ]);
}

type Save = { id?: number | undefined; input: BannerInput };

/** POST /api/admin/banners creates; PUT /api/admin/banners/:id replaces every field. */
export function saveAdminBanner({ id, input }: Save) {
  return apiRequest<AdminBanner>(
    id === undefined ? '/api/admin/banners' : `/api/admin/banners/${id}`,
    { method: id === undefined ? 'POST' : 'PUT', body: input },
  );
}

export function useSaveAdminBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminBanner,
    onSuccess: () => afterBannerChange(queryClient),
  });
}
