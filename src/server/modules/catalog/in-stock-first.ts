/**
 * A list's page, in stock before sold out (docs/decisions/030), read in the list's index order so
 * no statement sorts every match.
 */
import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { productAnswerColumns } from './product-rows';

export type ListStretch = {
  where: SQL | undefined;
  order: SQL[];
  limit: number;
  offset: number;
};

/**
 * Enough for a page where a fifth are sold out, and no more: a planner expecting many more rows
 * may stop walking the index in order (docs/decisions/029).
 */
const firstMatchesFor = (upTo: number) => Math.ceil(upTo * 1.25);

export async function inStockFirst(db: Database, stretch: ListStretch) {
  const { where, order, limit, offset } = stretch;
  const upTo = offset + limit;
  const read = firstMatchesFor(upTo);
  const first = db
    .select({
      id: products.id,
      inStock: sql<boolean>`${products.stockQuantity} > 0`.as('in_stock'),
      place: sql<number>`row_number() OVER (ORDER BY ${sql.join(order, sql`, `)})`.as('place'),
    })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(read)
    .as('first_matches');
  const page = db
    .select({
      id: first.id,
      inStock: first.inStock,
      place: first.place,
      stocked: sql<number>`(count(*) FILTER (WHERE ${first.inStock}) OVER ())::int`.as('stocked'),
      seen: sql<number>`(count(*) OVER ())::int`.as('seen'),
    })
    .from(first)
    .orderBy(desc(first.inStock), asc(first.place))
    .limit(limit)
    .offset(offset)
    .as('page_ids');
  const rows = await db
    .select({ ...productAnswerColumns, stocked: page.stocked, seen: page.seen })
    .from(products)
    .innerJoin(page, eq(products.id, page.id))
    .orderBy(desc(page.inStock), asc(page.place));
  const [head] = rows;
  // No row: the list ends before the page (it was all read, as the page starts inside the read).
  if (!head || head.stocked >= upTo || head.seen < read) return rows;
  return pastFirstMatches(db, stretch, head.stocked / head.seen);
}

/**
 * When hardly any first matches were in stock, the few in stock are read by the filters alone and
 * then sorted: walking the list's order for them could read the whole catalogue to find none.
 */
async function pastFirstMatches(db: Database, stretch: ListStretch, share: number) {
  const { where, order, limit, offset } = stretch;
  const inStock = and(where, gt(products.stockQuantity, 0));
  const first = await stretchOf(db, { where: inStock, order, limit, offset }, share < 0.1);
  if (first.length === limit) return first;
  const skipped =
    first.length > 0 || offset === 0
      ? 0
      : offset - ((await db.select({ n: count() }).from(products).where(inStock))[0]?.n ?? 0);
  const soldOut = and(where, eq(products.stockQuantity, 0));
  const rest = { where: soldOut, order, limit: limit - first.length, offset: skipped };
  return [...first, ...(await stretchOf(db, rest, false))];
}

/**
 * Ids first, then their rows: sorting by narrow keys is cheap, carrying every column is not.
 * `byFilters`: a subquery the planner cannot look into, so it reads by the filters, then sorts.
 */
function stretchOf(db: Database, { where, order, limit, offset }: ListStretch, byFilters: boolean) {
  const matches = byFilters
    ? sql`(SELECT * FROM ${products} WHERE ${where} OFFSET 0) ${products}`
    : products;
  const ids = db
    // As SQL: drizzle checks a column's table is in the query, and here it is the subquery's alias.
    .select({ pageId: sql<number>`${products.id}`.as('page_id') })
    .from(matches)
    .where(byFilters ? undefined : where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page_ids');
  return db
    .select(productAnswerColumns)
    .from(products)
    .innerJoin(ids, eq(products.id, ids.pageId))
    .orderBy(...order);
}
