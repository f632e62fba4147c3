import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminBannerListSchema } from '#shared/schemas/banner';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AdminBannerList = z.infer<typeof adminBannerListSchema>;

export function adminBannersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.banners,
    queryFn: ({ signal }) => apiRequest<AdminBannerList>('/api/admin/banners', { signal }),
  });
}

export function useAdminBanners() {
  return useQuery(adminBannersQueryOptions());
}
