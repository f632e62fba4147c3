import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { afterBannerChange } from './banners-save';

export function deleteAdminBanner(id: number) {
  return apiRequest<{ id: number }>(`/api/admin/banners/${id}`, { method: 'DELETE' });
}

export function useDeleteAdminBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminBanner,
    onSuccess: () => afterBannerChange(queryClient),
  });
}
