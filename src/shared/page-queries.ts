// Each catalogue page's first-screen product lists; the server prefetches these same ones
// (src/server/modules/pages/page-plan.ts), so the two cannot ask for different lists.
import { FEATURED_PRODUCTS_COUNT, GALLERY_PRODUCTS_COUNT, type ProductCategory } from './catalog';
import { type ProductsFilter, productsSearchParams } from './product-list';

export const LANDING_PRODUCTS_COUNT = 8;

export const HOME_QUERIES = {
  featured: { featured: true, limit: FEATURED_PRODUCTS_COUNT },
  gallery: { categories: ['makeup', 'skincare'], sort: 'newest', limit: GALLERY_PRODUCTS_COUNT },
  /** Shop by Category's counts: one product is enough, the category facets ignore the filter. */
  categoryCounts: { limit: 1 },
  saleCount: { sale: true, limit: 1 },
} satisfies Record<string, ProductsFilter>;

export function landingQuery(category: ProductCategory): ProductsFilter {
  return { category, limit: LANDING_PRODUCTS_COUNT };
}

export function productsPath(filter: ProductsFilter): string {
  return `/api/products?${productsSearchParams(filter)}`;
}
