import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_BANNERS_PATH } from '#shared/banners';
import type { HomeBanners } from '#shared/schemas/banner';
import { apiRequest, prefetchedAnswer } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Longer waits than this are left to the next visit (and timers overflow past 24 days). */
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;

export function homeBannersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.homeBanners,
    queryFn: ({ signal }) => apiRequest<HomeBanners>(HOME_BANNERS_PATH, { signal }),
    initialData: () => prefetchedAnswer<HomeBanners>(HOME_BANNERS_PATH),
    // An open home page swaps a banner when it starts or ends, without a reload.
    refetchInterval: (query) => {
      const changesAt = query.state.data?.changesAt;
      if (!changesAt) return false;
      const wait = Date.parse(changesAt) - Date.now() + 500;
      return wait > LONGEST_WAIT_MS ? false : Math.max(wait, 1000);
    },
  });
}

export function useHomeBanners() {
  return useQuery(homeBannersQueryOptions());
}
