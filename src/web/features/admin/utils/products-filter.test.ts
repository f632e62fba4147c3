import { describe, expect, it } from 'vitest';
import { productsFilterFrom, productsFilterParams } from './products-filter';

describe('products filter in the URL', () => {
  it('reads search, category, status and page', () => {
    const params = new URLSearchParams('q=+lip+&category=makeup&status=inactive&page=3');
    expect(productsFilterFrom(params)).toEqual({
      q: 'lip',
      category: 'makeup',
      status: 'inactive',
      page: 3,
    });
  });

  it('ignores unknown or malformed values', () => {
    const params = new URLSearchParams('q=&category=cars&status=gone&page=-2');
    expect(productsFilterFrom(params)).toEqual({ page: 1 });
    expect(productsFilterFrom(new URLSearchParams('page=2.5'))).toEqual({ page: 1 });
  });

  it('writes the same filter back, leaving out page 1', () => {
    const filter = { q: 'lip', category: 'makeup', page: 1 } as const;
    expect(productsFilterParams(filter).toString()).toBe('q=lip&category=makeup');
    expect(productsFilterFrom(productsFilterParams({ ...filter, page: 4 }))).toEqual({
      ...filter,
      page: 4,
    });
  });
});
