import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewPage, ReviewSort } from '#shared/schemas/review';
import type { SkinConcern, SkinType } from '#shared/skin';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What narrows the list to reviews from skin like the shopper's. */
export type SkinFilter = {
  skinType: SkinType | null;
  skinTone: number | null;
  concern: SkinConcern | null;
};
export type ReviewFilter = { rating: number | null; sort: ReviewSort } & Partial<SkinFilter>;

export const NO_SKIN_FILTER: SkinFilter = { skinType: null, skinTone: null, concern: null };

export function getReviews(
  productId: number,
  { rating, sort, ...skin }: ReviewFilter,
  page: number,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ sort, page: String(page) });
  if (rating !== null) params.set('rating', String(rating));
  for (const [name, value] of Object.entries(skin)) {
    if (value !== null && value !== undefined) params.set(name, String(value));
  }
  return apiRequest<ReviewPage>(
    `/api/products/${productId}/reviews?${params}`,
    signal ? { signal } : {},
  );
}

export function reviewsInfiniteQueryOptions(productId: number, filter: ReviewFilter) {
  return infiniteQueryOptions({
    queryKey: queryKeys.reviewLists(productId, filter),
    queryFn: ({ pageParam, signal }) => getReviews(productId, filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
}

/** Five reviews at a time; a new filter or sort keeps the old list on screen until it loads. */
export function useReviews(productId: number, filter: ReviewFilter) {
  return useInfiniteQuery({
    ...reviewsInfiniteQueryOptions(productId, filter),
    placeholderData: keepPreviousData,
  });
}
