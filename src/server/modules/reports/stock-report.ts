/**
 * Stock value (docs/guide/reports.md): every unit held, at its shade's cost price, by category; and
 * slow movers, shades in stock unsold for the chosen days, most value first. A shade's last sale
 * walks its lines newest first (migration 0034's index) past any of cancelled orders.
 */
import { sql } from 'drizzle-orm';
import { SLOW_MOVER_ROWS, type StockReport, type StockReportQuery } from '#shared/schemas/reports';
import type { Database } from '../../db/client';
import { orderItems, orders, products, productVariants } from '../../db/schema';
import { dayOfNumber, dhakaDayNumber } from './report-range';

type ValueRow = { key: string; units: unknown; value: unknown; without_cost: unknown };
type SlowRow = {
  product_id: number;
  variant_id: number;
  name: string;
  detail: string | null;
  units: number;
  value: unknown;
  last_sold: number | null;
  matched: unknown;
};

const stockValueOf = (row: ValueRow | undefined) => ({
  units: Number(row?.units ?? 0),
  value: Number(row?.value ?? 0),
  unitsWithoutCost: Number(row?.without_cost ?? 0),
});

export async function stockReport(db: Database, query: StockReportQuery): Promise<StockReport> {
  const since = new Date(Date.now() - query.slowDays * 86_400_000);
  const [categories, slow] = await Promise.all([
    db.execute<ValueRow>(sql`
      SELECT p.category AS key, sum(v.stock_quantity) AS units,
        coalesce(sum(v.stock_quantity::bigint * v.cost_price), 0) AS value,
        coalesce(sum(v.stock_quantity) FILTER (WHERE v.cost_price IS NULL), 0) AS without_cost
      FROM ${productVariants} v JOIN ${products} p ON p.id = v.product_id
      WHERE v.stock_quantity > 0
      GROUP BY 1 ORDER BY 1`),
    db.execute<SlowRow>(sql`
      SELECT p.id AS product_id, v.id AS variant_id, p.name,
        concat_ws(' · ', nullif(concat_ws(' / ', v.option1, v.option2, v.option3), ''), v.sku) AS detail,
        v.stock_quantity AS units, v.stock_quantity::bigint * v.cost_price AS value,
        ${dhakaDayNumber(sql`last.at`)} AS last_sold, count(*) OVER () AS matched
      FROM ${productVariants} v
        JOIN ${products} p ON p.id = v.product_id
        LEFT JOIN LATERAL (SELECT ${orderItems.placedAt} AS at FROM ${orderItems}
          JOIN ${orders} ON ${orders.id} = ${orderItems.orderId} AND ${orders.status} <> 'cancelled'
          WHERE ${orderItems.variantId} = v.id
          ORDER BY ${orderItems.placedAt} DESC LIMIT 1) last ON true
      WHERE v.stock_quantity > 0 AND (last.at IS NULL OR last.at < ${since})
      ORDER BY v.stock_quantity::bigint * v.cost_price DESC NULLS LAST, v.stock_quantity DESC, v.id
      LIMIT ${SLOW_MOVER_ROWS}`),
  ]);
  const byCategory = categories.rows.map((row) => ({ key: row.key, ...stockValueOf(row) }));
  const totals = byCategory.reduce(
    (sum, row) => ({
      units: sum.units + row.units,
      value: sum.value + row.value,
      unitsWithoutCost: sum.unitsWithoutCost + row.unitsWithoutCost,
    }),
    stockValueOf(undefined),
  );
  return {
    slowDays: query.slowDays,
    totals,
    byCategory,
    slowMovers: slow.rows.map((row) => ({
      productId: row.product_id,
      variantId: row.variant_id,
      name: row.name,
      detail: row.detail || null,
      units: Number(row.units),
      value: row.value == null ? null : Number(row.value),
      lastSold: row.last_sold == null ? null : dayOfNumber(Number(row.last_sold)),
    })),
    slowMoversMatched: Number(slow.rows[0]?.matched ?? 0),
  };
}
