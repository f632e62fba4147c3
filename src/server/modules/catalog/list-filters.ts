/** A list's filters as SQL, each facet's apart, so a facet counts under all filters but its own. */
import { and, eq, gte, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ProductListQuery } from '#shared/schemas/product';
import { PLAN_EACH_RUN } from '../../db/prepared-statements';
import { products } from '../../db/schema';

export type Filters = {
  common: SQL[];
  categories: SQL | undefined;
  brands: SQL | undefined;
  shadeFamilies: SQL | undefined;
  sizes: SQL | undefined;
};

/** `column && ARRAY[…]`: any of the values, read from the column's GIN index. */
function overlaps(
  column: typeof products.shadeFamilies | typeof products.sizes | typeof products.skinTypes,
  values: string[] | undefined,
) {
  if (!values?.length) return undefined;
  return sql`${column} && ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** Skin types have no facet of their own (docs/decisions/044): every count is under them. */
export function commonConditions(query: ProductListQuery): SQL[] {
  const common: SQL[] = [eq(products.status, 'active')];
  const skinTypes = overlaps(products.skinTypes, query.skinTypes);
  if (skinTypes) common.push(skinTypes);
  if (query.minPrice !== undefined) common.push(gte(products.effectivePrice, query.minPrice));
  if (query.maxPrice !== undefined) common.push(lte(products.effectivePrice, query.maxPrice));
  if (query.sale === 'true') {
    common.push(or(isNotNull(products.salePrice), isNotNull(products.promoPrice)) as SQL);
  }
  if (query.featured === 'true') common.push(eq(products.featured, true));
  return common;
}

/** The category and brand filters as tests on rows already read; they must match the SQL below. */
export function placeTests(query: ProductListQuery) {
  const categories = new Set<string>(query.categories ?? []);
  const brands = new Set(query.brands ?? []);
  return {
    // Both a category and categories: a product must be in each (as the SQL ANDs them).
    inCategories: (category: string) =>
      (!query.category || category === query.category) &&
      (categories.size === 0 || categories.has(category)),
    inBrands: (brand: string | null) => brands.size === 0 || (brand !== null && brands.has(brand)),
  };
}

/** Its statements are planned with their values on every run (docs/decisions/029). */
export function listFiltersOf(query: ProductListQuery): Filters {
  const categoryConditions: SQL[] = [];
  if (query.category) categoryConditions.push(eq(products.category, query.category));
  if (query.categories?.length) {
    categoryConditions.push(inArray(products.category, query.categories));
  }
  return {
    common: [...commonConditions(query), PLAN_EACH_RUN],
    categories: categoryConditions.length > 0 ? and(...categoryConditions) : undefined,
    brands: query.brands?.length ? inArray(products.brand, query.brands) : undefined,
    shadeFamilies: overlaps(products.shadeFamilies, query.shadeFamilies),
    sizes: overlaps(products.sizes, query.sizes),
  };
}
