import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys, SHARED_QUERY_ROOTS } from './query-keys';

/** Whether invalidating `prefix` reaches a query stored under `key`, as TanStack decides it. */
function reaches(prefix: readonly unknown[], key: readonly unknown[]): boolean {
  return partialMatchKey(key, prefix);
}

describe('query keys', () => {
  it('let a broad key refresh the narrower ones a mutation changes', () => {
    expect(reaches(queryKeys.orders, queryKeys.order('o1'))).toBe(true);
    expect(reaches(queryKeys.product(3), queryKeys.relatedProducts(3))).toBe(true);
    expect(reaches(queryKeys.reviews(3), queryKeys.reviewSummary(3))).toBe(true);
    expect(reaches(queryKeys.reviewLists(3), queryKeys.reviewLists(3, { sort: 'newest' }))).toBe(
      true,
    );
    expect(reaches(queryKeys.admin.orders, queryKeys.admin.orderList({ page: 2 }))).toBe(true);
    expect(reaches(queryKeys.admin.orders, queryKeys.admin.order('o1'))).toBe(true);
    expect(reaches(queryKeys.admin.order('o1'), queryKeys.admin.vatInvoice('o1'))).toBe(true);
    expect(reaches(queryKeys.admin.products, queryKeys.admin.product(3))).toBe(true);
    expect(reaches(queryKeys.admin.customers, queryKeys.admin.customerList({ page: 1 }))).toBe(
      true,
    );
    expect(reaches(queryKeys.admin.messages, queryKeys.admin.messageList(2))).toBe(true);
  });

  it('keep one product, order or list apart from its neighbours', () => {
    expect(reaches(queryKeys.product(3), queryKeys.product(4))).toBe(false);
    expect(reaches(queryKeys.reviews(3), queryKeys.reviews(4))).toBe(false);
    expect(reaches(queryKeys.orders, queryKeys.admin.order('o1'))).toBe(false);
    expect(reaches(queryKeys.cart, queryKeys.wishlist)).toBe(false);
  });

  it('keep the catalogue and shop facts over a session change, and nothing of the shopper', () => {
    const shared = (key: readonly unknown[]) => SHARED_QUERY_ROOTS.has(key[0]);
    expect(shared(queryKeys.shopInfo)).toBe(true);
    expect(shared(queryKeys.products({ page: 1 }))).toBe(true);
    expect(shared(queryKeys.product(3))).toBe(true);
    expect(shared(queryKeys.relatedProducts(3))).toBe(true);
    for (const key of [
      queryKeys.account,
      queryKeys.cart,
      queryKeys.wishlist,
      queryKeys.orders,
      queryKeys.reviews(3),
      queryKeys.admin.stats,
    ]) {
      expect(shared(key)).toBe(false);
    }
  });
});
