import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminFeeds } from '#shared/schemas/feeds';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const feedsStatusQueryOptions = queryOptions({
  queryKey: queryKeys.admin.feeds,
  queryFn: ({ signal }) => apiRequest<AdminFeeds>('/api/admin/feeds', { signal }),
  // Asked again while a feed is being built, until its new build shows.
  refetchInterval: (query) =>
    query.state.data?.feeds.some((feed) => feed.building) ? 3000 : false,
});

/** The catalogue feeds' addresses, last builds and rows left out (GET /api/admin/feeds). */
export function useFeedsStatus() {
  return useQuery(feedsStatusQueryOptions);
}
