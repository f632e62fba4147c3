/** What shoppers see: active products only. Searches: search-list.ts (docs/decisions/021). */
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Product, ProductList, ProductListQuery } from '#shared/schemas/product';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { inStockFirst } from './in-stock-first';
import { countsAreKept, keptCounts, type ListCounts } from './kept-counts';
import { type Filters, listFiltersOf } from './list-filters';
import { productAnswerColumns, toShopperProduct } from './product-rows';
import { searchActiveProducts } from './search-list';
import { byText, variantFacets } from './variant-facets';

export function containsPattern(term: string): SQL {
  const escaped = term.replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`'%' || shop_normalize(${escaped}) || '%'`;
}

/** The shopper's sort; sold-out products come after those in stock in each (inStockFirst). */
function listOrder(query: ProductListQuery): SQL[] {
  switch (query.sort) {
    case 'price_asc':
      return [asc(products.effectivePrice), asc(products.id)];
    case 'price_desc':
      return [desc(products.effectivePrice), desc(products.id)];
    case 'name_asc':
      return [asc(products.name), asc(products.id)];
    default:
      return [desc(products.createdAt), desc(products.id)];
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

/** One pass: each facet keeps every filter but its own. */
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
  const byValue = (a: { value: string }, b: { value: string }) => byText(a.value, b.value);
  return { total, brands: brands.sort(byValue), categories: categories.sort(byValue) };
}

export async function listActiveProducts(
  db: Database,
  query: ProductListQuery,
): Promise<ProductList> {
  if (query.q) return searchActiveProducts(db, { ...query, q: query.q });
  const filters = listFiltersOf(query);
  const where = and(
    ...filters.common,
    filters.categories,
    filters.brands,
    filters.shadeFamilies,
    filters.sizes,
  );
  const [rows, counts] = await Promise.all([
    inStockFirst(db, {
      where,
      order: listOrder(query),
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    countsAreKept(query) ? keptCounts(db, query) : countProducts(db, filters),
  ]);
  return {
    products: rows.map(toShopperProduct),
    total: counts.total,
    page: query.page,
    pageSize: query.limit,
    facets: counts.facets,
  };
}

/** The total and every facet counted over the list's products, for lists no kept row describes. */
async function countProducts(db: Database, filters: Filters): Promise<ListCounts> {
  const [counts, variantCounts] = await Promise.all([
    countsAndFacets(db, filters),
    variantFacets(db, filters),
  ]);
  return {
    total: counts.total,
    facets: {
      brands: counts.brands,
      categories: counts.categories as ProductList['facets']['categories'],
      ...variantCounts,
    },
  };
}

/** One active product as lists show it (the product page reads more: shopper-product.ts). */
export async function findActiveProduct(db: Database, id: number): Promise<Product | null> {
  const [row] = await db
    .select(productAnswerColumns)
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 'active')));
  return row ? toShopperProduct(row) : null;
}

export async function listRelatedProducts(db: Database, product: Product, limit: number) {
  const rows = await db
    .select(productAnswerColumns)
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
