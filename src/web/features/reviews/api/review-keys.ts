import type { QueryClient } from '@tanstack/react-query';

/** Every review query of a product sits under one root, so one call refreshes them all. */
export const reviewsKey = (productId: number) => ['reviews', productId] as const;

/** After a review is written, edited or deleted: its list, its summary and the product's rating. */
export function invalidateReviews(queryClient: QueryClient, productId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewsKey(productId) }),
    queryClient.invalidateQueries({ queryKey: ['product', productId] }),
  ]);
}
