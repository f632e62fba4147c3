/**
 * What shoppers see of the catalogue: only active products. Filters, sorts and search run in
 * SQL on indexed columns: `effective_price` (the price charged) for prices, and the normalised
 * `search_text` with trigram indexes for search and suggestions, so 'loreal' finds L'Oréal and
 * 'lipstik' finds lipsticks.
 */
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Product, ProductListQuery } from '#shared/schemas/product';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { chargedSalePrice } from './sale-prices';
import { variantFacets } from './variant-facets';

type ProductRow = typeof products.$inferSelect;

/**
 * What shoppers see: the sale price charged now, a scheduled sale's when it is lower than the
 * admin's own, and when it ends (toProduct keeps the admin's own for the admin's views).
 */
export function toShopperProduct(row: ProductRow): Product {
  const product = { ...toProduct(row), salePrice: chargedSalePrice(row) };
  // Only when set, so answers without scheduled sales stay as they were.
  return row.saleEndsAt ? { ...product, saleEndsAt: row.saleEndsAt.toISOString() } : product;
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    salePrice: row.salePrice,
    category: row.category,
    brand: row.brand,
    images: row.images,
    stockQuantity: row.stockQuantity,
    status: row.status,
    featured: row.featured,
    rating: {
      average: row.reviewCount > 0 ? Math.round((row.ratingTotal / row.reviewCount) * 10) / 10 : 0,
      count: row.reviewCount,
    },
    createdAt: row.createdAt.toISOString(),
    // Only for a product with options, so every other product's answer stays as it was.
    ...(row.optionName !== null
      ? {
          variantSummary: {
            priceMax: row.priceMax ?? row.effectivePrice ?? row.price,
            optionName: row.optionName,
            valueCount: row.optionValueCount,
          },
        }
      : {}),
  };
}

/** A LIKE pattern matching the normalised term anywhere, with LIKE's wildcards escaped. */
export function containsPattern(term: string): SQL {
  const escaped = term.replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`'%' || shop_normalize(${escaped}) || '%'`;
}

/**
 * How a search matches: as a substring of the name, brand, category or description when
 * anything holds it (cheap, indexed); otherwise by close words in the short name, brand and
 * category (typos), so a typo never makes the database compare it against every description.
 */
type Search = { term: string; where: SQL; typo: boolean };

async function searchFor(db: Database, term: string): Promise<Search> {
  const substring = sql`${products.searchText} LIKE ${containsPattern(term)}`;
  const [hit] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.status, 'active'), substring))
    .limit(1);
  return hit
    ? { term, where: substring, typo: false }
    : { term, where: sql`shop_normalize(${term}) <% ${products.searchKey}`, typo: true };
}

export type Filters = {
  /** Conditions every row must meet: status, price, sale, featured, search. */
  common: SQL[];
  categories: SQL | undefined;
  brands: SQL | undefined;
  shadeFamilies: SQL | undefined;
  sizes: SQL | undefined;
};

/** `column && ARRAY[…]`: any of the values, read from the column's GIN index. */
function overlaps(
  column: typeof products.shadeFamilies | typeof products.sizes,
  values: string[] | undefined,
) {
  if (!values?.length) return undefined;
  return sql`${column} && ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

function listFilters(query: ProductListQuery, search: Search | undefined): Filters {
  const common: SQL[] = [eq(products.status, 'active')];
  if (query.minPrice !== undefined) common.push(gte(products.effectivePrice, query.minPrice));
  if (query.maxPrice !== undefined) common.push(lte(products.effectivePrice, query.maxPrice));
  // On sale: the admin's own sale price or a running scheduled sale's.
  if (query.sale === 'true') {
    common.push(or(isNotNull(products.salePrice), isNotNull(products.promoPrice)) as SQL);
  }
  if (query.featured === 'true') common.push(eq(products.featured, true));
  if (search) common.push(search.where);
  const categoryConditions: SQL[] = [];
  if (query.category) categoryConditions.push(eq(products.category, query.category));
  if (query.categories?.length) {
    categoryConditions.push(inArray(products.category, query.categories));
  }
  return {
    common,
    categories: categoryConditions.length > 0 ? and(...categoryConditions) : undefined,
    brands: query.brands?.length ? inArray(products.brand, query.brands) : undefined,
    shadeFamilies: overlaps(products.shadeFamilies, query.shadeFamilies),
    sizes: overlaps(products.sizes, query.sizes),
  };
}

function listOrder(query: ProductListQuery, search: Search | undefined): SQL[] {
  const newest = [desc(products.createdAt), desc(products.id)];
  switch (query.sort) {
    case 'price_asc':
      return [asc(products.effectivePrice), asc(products.id)];
    case 'price_desc':
      return [desc(products.effectivePrice), desc(products.id)];
    case 'name_asc':
      return [asc(products.name), asc(products.id)];
    case 'newest':
      return newest;
    default:
      if (!search) return newest;
      // Best match first. A typo: the closest words (the key is short). Otherwise the term in
      // the name, brand or category before the description only, then the newest; measuring
      // closeness for every one of thousands of matches of a broad word cost 55 ms.
      return [
        search.typo
          ? sql`${products.searchKey} <->> shop_normalize(${search.term})`
          : sql`(${products.searchKey} LIKE ${containsPattern(search.term)}) DESC`,
        desc(products.createdAt),
        desc(products.id),
      ];
  }
}

type FacetRow = {
  brand: string | null;
  category: string | null;
  by_brand: number;
  in_categories: number;
  in_brands: number;
  in_both: number;
};

/**
 * The total and both facets in one pass over the rows either facet needs: brand counts keep
 * the category filter but not the brand one, category counts the reverse; both keep the shade
 * family and size filters.
 */
async function countsAndFacets(db: Database, filters: Filters) {
  const inCategories = filters.categories ?? sql`TRUE`;
  const inBrands = filters.brands ?? sql`TRUE`;
  const common = [...filters.common, filters.shadeFamilies, filters.sizes];
  const result = await db.execute<FacetRow>(sql`
    SELECT ${products.brand} AS brand, ${products.category} AS category,
      GROUPING(${products.brand}) = 0 AS by_brand,
      count(*) FILTER (WHERE ${inCategories})::int AS in_categories,
      count(*) FILTER (WHERE ${inBrands})::int AS in_brands,
      count(*) FILTER (WHERE ${inCategories} AND ${inBrands})::int AS in_both
    FROM ${products}
    WHERE ${and(...common, sql`(${inCategories} OR ${inBrands})`)}
    GROUP BY GROUPING SETS ((${products.brand}), (${products.category}))`);
  const brands: { value: string; count: number }[] = [];
  const categories: { value: string; count: number }[] = [];
  let total = 0;
  for (const row of result.rows) {
    if (row.by_brand) {
      if (row.brand !== null && row.in_categories > 0) {
        brands.push({ value: row.brand, count: row.in_categories });
      }
    } else if (row.category !== null) {
      total += row.in_both;
      if (row.in_brands > 0) categories.push({ value: row.category, count: row.in_brands });
    }
  }
  const byValue = (a: { value: string }, b: { value: string }) =>
    a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
  return { total, brands: brands.sort(byValue), categories: categories.sort(byValue) };
}

export async function listActiveProducts(db: Database, query: ProductListQuery) {
  const search = query.q ? await searchFor(db, query.q) : undefined;
  const filters = listFilters(query, search);
  const where = and(
    ...filters.common,
    filters.categories,
    filters.brands,
    filters.shadeFamilies,
    filters.sizes,
  );
  const order = listOrder(query, search);
  // The page's ids first, then their rows: sorting thousands of matches by narrow keys is
  // cheap, carrying every column of each through the sort is not (40 ms → 13 ms for 'serum').
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .as('page_ids');
  const [rows, counts, variantCounts] = await Promise.all([
    db
      .select()
      .from(products)
      .innerJoin(pageIds, eq(products.id, pageIds.id))
      .orderBy(...order),
    countsAndFacets(db, filters),
    variantFacets(db, filters),
  ]);
  return {
    products: rows.map((row) => toShopperProduct(row.products)),
    total: counts.total,
    page: query.page,
    pageSize: query.limit,
    facets: {
      brands: counts.brands,
      categories: counts.categories as { value: Product['category']; count: number }[],
      ...variantCounts,
    },
  };
}

export async function findActiveProduct(db: Database, id: number): Promise<Product | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 'active')));
  return row ? toShopperProduct(row) : null;
}

/** Up to `limit` other active products of the same category, newest first. */
export async function listRelatedProducts(db: Database, product: Product, limit: number) {
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.status, 'active'),
        eq(products.category, product.category),
        ne(products.id, product.id),
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  return rows.map(toShopperProduct);
}
