// The list's state lives in the URL so a link reproduces the view and Back works. The URL has
// taka (`min=500`), the API poisha. Shared so the server can prefetch the page's API answer.
import {
  isProductCategory,
  isSkinType,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  type ProductCategory,
  type ProductSort,
  SEARCH_MAX_LENGTH,
  SHADE_FAMILIES,
  type ShadeFamily,
  type SkinType,
} from './catalog';
import { takaToPoisha } from './money';

export type ProductsFilter = {
  category?: ProductCategory | undefined;
  categories?: ProductCategory[];
  brands?: string[];
  shadeFamilies?: ShadeFamily[];
  sizes?: string[];
  skinTypes?: SkinType[];
  /** Poisha. */
  minPrice?: number;
  maxPrice?: number;
  q?: string;
  sort?: ProductSort;
  featured?: boolean;
  sale?: boolean;
  page?: number;
  limit?: number;
};

export function productsSearchParams(filter: ProductsFilter): string {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category);
  if (filter.categories?.length) params.set('categories', filter.categories.join(','));
  if (filter.brands?.length) params.set('brands', filter.brands.join(','));
  if (filter.shadeFamilies?.length) params.set('shadeFamilies', filter.shadeFamilies.join(','));
  if (filter.sizes?.length) params.set('sizes', filter.sizes.join(','));
  if (filter.skinTypes?.length) params.set('skinTypes', filter.skinTypes.join(','));
  if (filter.minPrice !== undefined) params.set('minPrice', String(filter.minPrice));
  if (filter.maxPrice !== undefined) params.set('maxPrice', String(filter.maxPrice));
  if (filter.q) params.set('q', filter.q);
  if (filter.sort) params.set('sort', filter.sort);
  if (filter.featured) params.set('featured', 'true');
  if (filter.sale) params.set('sale', 'true');
  if (filter.page && filter.page > 1) params.set('page', String(filter.page));
  if (filter.limit) params.set('limit', String(filter.limit));
  return params.toString();
}

export type ProductListView = 'grid' | 'list';

export type ProductListState = {
  /** The category the page is about: /products/{category} or ?category=. */
  pageCategory: ProductCategory | undefined;
  /** Categories ticked in the filters panel on top of the page's category. */
  categories: ProductCategory[];
  brands: string[];
  shadeFamilies: ShadeFamily[];
  sizes: string[];
  skinTypes: SkinType[];
  q: string;
  /** Unset: the best matches first when searching, else the newest. */
  sort: ProductSort | undefined;
  /** Taka; undefined means no bound. */
  min: number | undefined;
  max: number | undefined;
  sale: boolean;
  page: number;
  view: ProductListView;
};

/** `a,b`, or the parameter repeated as a plain form sends its ticked boxes, as a list. */
function list(params: URLSearchParams, name: string): string[] {
  const parts = params.getAll(name).flatMap((value) => value.split(','));
  return [...new Set(parts.map((part) => part.trim()))].filter(Boolean);
}

function toTaka(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0) return undefined;
  return Math.round(value * 100) / 100;
}

/** shared/spec/decisions.md #19: a non-numeric min becomes 0 (no lower bound). */
export function parseMinPrice(text: string | null): number | undefined {
  const value = toTaka(text ?? '');
  return value === undefined || value === 0 ? undefined : value;
}

/** shared/spec/decisions.md #19: an empty or non-numeric max means no upper bound (never 10000). */
export function parseMaxPrice(text: string | null): number | undefined {
  return toTaka(text ?? '');
}

function isShadeFamily(value: string): value is ShadeFamily {
  return (SHADE_FAMILIES as readonly string[]).includes(value);
}

function isSort(value: string | null): value is ProductSort {
  return (PRODUCT_SORTS as readonly (string | null)[]).includes(value);
}

export function parseProductListParams(
  params: URLSearchParams,
  pathCategory?: string,
): ProductListState {
  const rawCategory = pathCategory ?? params.get('category') ?? '';
  const pageCategory = isProductCategory(rawCategory) ? rawCategory : undefined;
  const sort = params.get('sort');
  const page = Number(params.get('page') ?? '1');
  return {
    pageCategory,
    categories: list(params, 'categories').filter(isProductCategory),
    brands: list(params, 'brands'),
    shadeFamilies: list(params, 'shadeFamilies').filter(isShadeFamily),
    sizes: list(params, 'sizes'),
    skinTypes: list(params, 'skinTypes').filter(isSkinType),
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    sort: isSort(sort) ? sort : undefined,
    min: parseMinPrice(params.get('min')),
    max: parseMaxPrice(params.get('max')),
    sale: params.get('sale') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The query string for a state; the page category stays in the path when it came from there. */
export function productListSearch(state: ProductListState, categoryInPath: boolean): string {
  const params = new URLSearchParams();
  if (state.pageCategory && !categoryInPath) params.set('category', state.pageCategory);
  if (state.q) params.set('q', state.q);
  if (state.categories.length > 0) params.set('categories', state.categories.join(','));
  if (state.brands.length > 0) params.set('brands', state.brands.join(','));
  if (state.shadeFamilies.length > 0) params.set('shadeFamilies', state.shadeFamilies.join(','));
  if (state.sizes.length > 0) params.set('sizes', state.sizes.join(','));
  if (state.skinTypes.length > 0) params.set('skinTypes', state.skinTypes.join(','));
  if (state.min !== undefined) params.set('min', String(state.min));
  if (state.max !== undefined) params.set('max', String(state.max));
  if (state.sale) params.set('sale', 'true');
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.view === 'list') params.set('view', 'list');
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function selectedCategories(state: ProductListState): ProductCategory[] {
  const all = state.pageCategory ? [state.pageCategory, ...state.categories] : state.categories;
  return [...new Set(all)];
}

export function toProductsFilter(state: ProductListState): ProductsFilter {
  const categories = selectedCategories(state);
  return {
    ...(categories.length > 0 ? { categories } : {}),
    ...(state.brands.length > 0 ? { brands: state.brands } : {}),
    ...(state.shadeFamilies.length > 0 ? { shadeFamilies: state.shadeFamilies } : {}),
    ...(state.sizes.length > 0 ? { sizes: state.sizes } : {}),
    ...(state.skinTypes.length > 0 ? { skinTypes: state.skinTypes } : {}),
    ...(state.min !== undefined ? { minPrice: takaToPoisha(state.min) } : {}),
    ...(state.max !== undefined ? { maxPrice: takaToPoisha(state.max) } : {}),
    ...(state.q ? { q: state.q } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
    ...(state.sale ? { sale: true } : {}),
    page: state.page,
    limit: PRODUCT_PAGE_SIZE,
  };
}

export function activeFilterCount(state: ProductListState): number {
  return (
    state.brands.length +
    state.shadeFamilies.length +
    state.sizes.length +
    state.skinTypes.length +
    state.categories.length +
    (state.min !== undefined ? 1 : 0) +
    (state.max !== undefined ? 1 : 0)
  );
}

export function clearedFilters(state: ProductListState): ProductListState {
  return {
    ...state,
    q: '',
    brands: [],
    shadeFamilies: [],
    sizes: [],
    skinTypes: [],
    categories: [],
    min: undefined,
    max: undefined,
    page: 1,
  };
}
