import type { Review } from '#shared/schemas/review';
import { getReviews } from './get-reviews';

/**
 * The shopper's own review of a product, looked up when the server says one exists (409) but no
 * loaded page holds it. Newest first, so a recent review is found on the first page.
 */
export async function findMyReview(productId: number): Promise<Review | null> {
  for (let page = 1; ; page += 1) {
    const result = await getReviews(productId, { rating: null, sort: 'newest' }, page);
    const mine = result.reviews.find((review) => review.mine);
    if (mine) return mine;
    if (page * result.pageSize >= result.total) return null;
  }
}
