import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopInfo } from '#shared/shop';
import { DEFAULT_SHOP_NAME } from '#shared/shop-name';
import { apiRequest } from './api-client';
import { appData } from './app-data';
import { queryKeys } from './query-keys';

export const shopInfoQueryOptions = queryOptions({
  queryKey: queryKeys.shopInfo,
  queryFn: ({ signal }) => apiRequest<ShopInfo>('/api/shop', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  initialData: () => appData().shop,
});

/** The shop's name, contact details and payment accounts (from the server's configuration). */
export function useShopInfo(): ShopInfo | undefined {
  return useQuery(shopInfoQueryOptions).data;
}

/** The shop's name, from its settings (SHOP_NAME). */
export function useShopName(): string {
  return useShopInfo()?.name ?? DEFAULT_SHOP_NAME;
}
