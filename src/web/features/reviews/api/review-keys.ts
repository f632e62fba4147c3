import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** After a review is written, edited or deleted: its list, its summary and the product's rating. */
export function invalidateReviews(queryClient: QueryClient, productId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.reviews(productId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.product(productId) }),
  ]);
}
