/** The products table's search, filters and page live in the URL, so a view can be shared or reloaded. */
import {
  isProductCategory,
  PRODUCT_STATUSES,
  type ProductCategory,
  type ProductStatus,
} from '#shared/catalog';

export type AdminProductsFilter = {
  q?: string;
  category?: ProductCategory;
  status?: ProductStatus;
  page: number;
};

const isProductStatus = (value: string): value is ProductStatus =>
  (PRODUCT_STATUSES as readonly string[]).includes(value);

/** Unknown values are ignored rather than sent, so a hand-edited URL still shows a table. */
export function productsFilterFrom(params: URLSearchParams): AdminProductsFilter {
  const filter: AdminProductsFilter = { page: 1 };
  const q = params.get('q')?.trim();
  const category = params.get('category') ?? '';
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  if (q) filter.q = q;
  if (isProductCategory(category)) filter.category = category;
  if (isProductStatus(status)) filter.status = status;
  if (Number.isInteger(page) && page > 1) filter.page = page;
  return filter;
}

/** The query string for a filter; page 1 is left out. */
export function productsFilterParams(filter: AdminProductsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.category) params.set('category', filter.category);
  if (filter.status) params.set('status', filter.status);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}
