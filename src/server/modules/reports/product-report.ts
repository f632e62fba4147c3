/**
 * By product, variant, brand or category (docs/guide/reports.md): the lines of orders placed in
 * the range that were not cancelled, read from the lines' report index (migration 0034), less the
 * lines of returns refunded in it; cost at each shade's cost price as the shop keeps it now.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  PRODUCT_REPORT_ROWS,
  type ProductFigures,
  type ProductReport,
  type ProductReportDimension,
  type ProductReportQuery,
  type ProductReportSort,
} from '#shared/schemas/reports';
import type { Database } from '../../db/client';
import { containing } from '../../db/like';
import {
  orderItems,
  orders,
  products,
  productVariants,
  returnLines,
  returns,
} from '../../db/schema';
import { reportRange } from './report-range';

/** Each dimension's key, name and detail, over the lines joined to their product and shade. */
const DIMENSIONS: Record<ProductReportDimension, { key: SQL; name: SQL; detail: SQL }> = {
  product: { key: sql`p.id::text`, name: sql`max(p.name)`, detail: sql`NULL` },
  variant: {
    key: sql`v.id::text`,
    name: sql`max(p.name)`,
    detail: sql`concat_ws(' · ', nullif(concat_ws(' / ', max(v.option1), max(v.option2), max(v.option3)), ''), max(v.sku))`,
  },
  brand: {
    key: sql`coalesce(p.brand, '')`,
    name: sql`coalesce(max(p.brand), '')`,
    detail: sql`NULL`,
  },
  category: { key: sql`p.category`, name: sql`max(p.category)`, detail: sql`NULL` },
};

const ORDER: Record<ProductReportSort, SQL> = {
  netSales: sql`net_sales DESC`,
  units: sql`units DESC`,
  margin: sql`margin DESC NULLS LAST`,
  marginPercent: sql`margin_percent DESC NULLS LAST`,
  returnedUnits: sql`returned_units DESC`,
  name: sql`name ASC`,
};

type Row = {
  key: string;
  name: string;
  detail: string | null;
  units: unknown;
  returned_units: unknown;
  net_sales: unknown;
  cost: unknown;
  margin: unknown;
  margin_percent: unknown;
  matched: unknown;
  total_units: unknown;
  total_returned: unknown;
  total_net: unknown;
  total_cost: unknown;
  cost_unknown_anywhere: boolean;
};

const numberOrNull = (value: unknown) => (value == null ? null : Number(value));

function figures(units: unknown, returned: unknown, net: unknown, cost: unknown): ProductFigures {
  const netSales = Number(net ?? 0);
  const costValue = numberOrNull(cost);
  const margin = costValue === null ? null : netSales - costValue;
  return {
    units: Number(units ?? 0),
    returnedUnits: Number(returned ?? 0),
    netSales,
    cost: costValue,
    margin,
    marginPercent:
      margin === null || netSales <= 0 ? null : Math.round((margin / netSales) * 1000) / 10,
  };
}

/** The groups of the lines placed from `start` to `end`, best first, each with the totals of all. */
function groupsBetween(
  db: Database,
  { start, end }: { start: Date; end: Date },
  query: ProductReportQuery,
  limit: number,
) {
  const dimension = DIMENSIONS[query.dimension];
  const pattern = query.q ? containing(query.q) : null;
  const matches = pattern
    ? sql`AND (p.name ILIKE ${pattern} OR v.sku ILIKE ${pattern}
        OR coalesce(p.brand, '') ILIKE ${pattern} OR p.category ILIKE ${pattern})`
    : sql``;
  return db.execute<Row>(sql`
    WITH lines AS (
      SELECT ${orderItems.productId} AS product_id, ${orderItems.variantId} AS variant_id,
        ${orderItems.quantity} AS units, 0 AS returned_units,
        ${orderItems.unitPrice}::bigint * ${orderItems.quantity} - ${orderItems.discount} AS net_sales
      FROM ${orderItems}
      WHERE ${orderItems.placedAt} >= ${start} AND ${orderItems.placedAt} < ${end}
        AND ${orderItems.orderId} NOT IN (SELECT ${orders.id} FROM ${orders}
          WHERE ${orders.createdAt} >= ${start} AND ${orders.createdAt} < ${end}
            AND ${orders.status} = 'cancelled')
      UNION ALL
      SELECT ${orderItems.productId}, ${orderItems.variantId}, 0, ${returnLines.quantity},
        -round((${orderItems.unitPrice}::bigint * ${orderItems.quantity} - ${orderItems.discount})::numeric
          * ${returnLines.quantity} / ${orderItems.quantity})::bigint
      FROM ${returns}
        JOIN ${returnLines} ON ${returnLines.returnId} = ${returns.id}
        JOIN ${orderItems} ON ${orderItems.id} = ${returnLines.orderItemId}
      WHERE ${returns.status} = 'refunded'
        AND ${returns.refundedAt} >= ${start} AND ${returns.refundedAt} < ${end}
    ),
    grouped AS (
      SELECT ${dimension.key} AS key, ${dimension.name} AS name, ${dimension.detail} AS detail,
        sum(lines.units) AS units, sum(lines.returned_units) AS returned_units,
        sum(lines.net_sales) AS net_sales,
        CASE WHEN bool_or(v.cost_price IS NULL) THEN NULL
          ELSE sum((lines.units - lines.returned_units)::bigint * v.cost_price) END AS cost
      FROM lines
        JOIN ${products} p ON p.id = lines.product_id
        JOIN ${productVariants} v ON v.id = lines.variant_id
      WHERE true ${matches}
      GROUP BY 1
    ),
    measured AS (
      SELECT *, net_sales - cost AS margin,
        CASE WHEN net_sales > 0 THEN (net_sales - cost)::numeric / net_sales END AS margin_percent
      FROM grouped
    )
    SELECT *, count(*) OVER () AS matched, sum(units) OVER () AS total_units,
      sum(returned_units) OVER () AS total_returned, sum(net_sales) OVER () AS total_net,
      sum(cost) OVER () AS total_cost, bool_or(cost IS NULL) OVER () AS cost_unknown_anywhere
    FROM measured
    ORDER BY ${ORDER[query.sort]}, key
    LIMIT ${limit}
  `);
}

const totalsOf = (first: Row | undefined) =>
  figures(
    first?.total_units,
    first?.total_returned,
    first?.total_net,
    first?.cost_unknown_anywhere ? null : (first?.total_cost ?? 0),
  );

export async function productReport(
  db: Database,
  query: ProductReportQuery,
): Promise<ProductReport> {
  const range = reportRange(query.from, query.to);
  const [{ rows }, before] = await Promise.all([
    groupsBetween(db, range, query, PRODUCT_REPORT_ROWS),
    // Its totals only: every group's window sums ride on any one row.
    groupsBetween(db, { start: range.previousStart, end: range.start }, query, 1),
  ]);
  return {
    from: range.from,
    to: range.to,
    dimension: query.dimension,
    sort: query.sort,
    rows: rows.map((row) => ({
      key: row.key,
      name: row.name,
      detail: row.detail || null,
      ...figures(row.units, row.returned_units, row.net_sales, row.cost),
    })),
    matched: Number(rows[0]?.matched ?? 0),
    totals: totalsOf(rows[0]),
    previousFrom: range.previousFrom,
    previousTo: range.previousTo,
    previous: totalsOf(before.rows[0]),
  };
}
