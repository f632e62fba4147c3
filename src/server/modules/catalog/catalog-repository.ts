/**
 * What shoppers see of the catalogue: only active products. Filters, sorts and search run in
 * SQL on indexed columns: `effective_price` (the price charged) for prices, and the normalised
 * `search_text` with trigram indexes for search and suggestions, so 'loreal' finds L'Oréal and
 * 'lipstik' finds lipsticks.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Product, ProductListQuery } from '#shared/schemas/product';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';

type ProductRow = typeof products.$inferSelect;

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
  };
}

/** A LIKE pattern matching the normalised term anywhere, with LIKE's wildcards escaped. */
export function containsPattern(term: string): SQL {
  const escaped = term.replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`'%' || shop_normalize(${escaped}) || '%'`;
}

/** Rows whose text contains the term, or holds a word close to it (typos). */
export function matchesSearch(column: SQL | typeof products.searchText, term: string): SQL {
  return sql`(${column} LIKE ${containsPattern(term)} OR shop_normalize(${term}) <% ${column})`;
}

type FacetName = 'brands' | 'categories';

/** The WHERE conditions of a list query; a facet's count leaves out its own filter. */
function listConditions(query: ProductListQuery, without?: FacetName): SQL[] {
  const conditions: SQL[] = [eq(products.status, 'active')];
  if (without !== 'categories') {
    if (query.category) conditions.push(eq(products.category, query.category));
    if (query.categories?.length) conditions.push(inArray(products.category, query.categories));
  }
  if (without !== 'brands' && query.brands?.length) {
    conditions.push(inArray(products.brand, query.brands));
  }
  if (query.minPrice !== undefined) conditions.push(gte(products.effectivePrice, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(products.effectivePrice, query.maxPrice));
  if (query.sale === 'true') conditions.push(isNotNull(products.salePrice));
  if (query.featured === 'true') conditions.push(eq(products.featured, true));
  if (query.q) conditions.push(matchesSearch(products.searchText, query.q));
  return conditions;
}

function listOrder(query: ProductListQuery): SQL[] {
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
      if (!query.q) return newest;
      // Best match first: the name holding the term, then the name closest to it, then the rest.
      return [
        sql`(shop_normalize(${products.name}) LIKE ${containsPattern(query.q)}) DESC`,
        sql`word_similarity(shop_normalize(${query.q}), shop_normalize(${products.name})) DESC`,
        sql`word_similarity(shop_normalize(${query.q}), ${products.searchText}) DESC`,
        desc(products.id),
      ];
  }
}

export async function listActiveProducts(db: Database, query: ProductListQuery) {
  const where = and(...listConditions(query));
  const [rows, totals, brandCounts, categoryCounts] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...listOrder(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(products).where(where),
    db
      .select({ value: products.brand, count: count() })
      .from(products)
      .where(and(...listConditions(query, 'brands'), isNotNull(products.brand)))
      .groupBy(products.brand)
      .orderBy(asc(products.brand)),
    db
      .select({ value: products.category, count: count() })
      .from(products)
      .where(and(...listConditions(query, 'categories')))
      .groupBy(products.category)
      .orderBy(asc(products.category)),
  ]);
  return {
    products: rows.map(toProduct),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.limit,
    facets: {
      brands: brandCounts.map((row) => ({ value: row.value ?? '', count: row.count })),
      categories: categoryCounts,
    },
  };
}

export async function findActiveProduct(db: Database, id: number): Promise<Product | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 'active')));
  return row ? toProduct(row) : null;
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
  return rows.map(toProduct);
}
