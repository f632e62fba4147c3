/**
 * The product lists each catalogue page's first screen asks for. The pages ask with these and the
 * server sends their answers with the page (src/server/modules/pages/page-plan.ts), so the two
 * cannot ask for different lists. The list page's own query comes from its address
 * (product-list.ts, toProductsFilter).
 */
import { FEATURED_PRODUCTS_COUNT, GALLERY_PRODUCTS_COUNT, type ProductCategory } from './catalog';
import { type ProductsFilter, productsSearchParams } from './product-list';

export const LANDING_PRODUCTS_COUNT = 8;

export const HOME_QUERIES = {
  featured: { featured: true, limit: FEATURED_PRODUCTS_COUNT },
  /** Product Gallery: real makeup and skincare, the newest first. */
  gallery: { categories: ['makeup', 'skincare'], sort: 'newest', limit: GALLERY_PRODUCTS_COUNT },
  /** Shop by Category's counts: one product is enough, the category facets ignore the filter. */
  categoryCounts: { limit: 1 },
  saleCount: { sale: true, limit: 1 },
} satisfies Record<string, ProductsFilter>;

/** /makeup and /skincare: the category's newest products. */
export function landingQuery(category: ProductCategory): ProductsFilter {
  return { category, limit: LANDING_PRODUCTS_COUNT };
}

/** The API path of a product list: what the web's API client fetches and the server prefetches. */
export function productsPath(filter: ProductsFilter): string {
  return `/api/products?${productsSearchParams(filter)}`;
}
