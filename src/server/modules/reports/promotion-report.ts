/**
 * Promotions (docs/guide/reports.md): per coupon and sale, the uncancelled orders in the range that
 * used it, what it gave off, their net sales, and whether each was its customer's first order. A
 * customer is the order's phone number, which every order has (guest, Messenger or account alike).
 */
import { inArray, sql } from 'drizzle-orm';
import type {
  PromotionFigures,
  PromotionReport,
  PromotionReportQuery,
} from '#shared/schemas/promotion-report';
import type { Database } from '../../db/client';
import { orderItems, orders, promotions } from '../../db/schema';
import { refundsGiven } from './refunds-given';
import { type ReportRange, reportRange } from './report-range';

type Row = {
  /** Null on the totals' rows: each order once, over every promotion. */
  promotion_id: number | null;
  current: boolean;
  orders: unknown;
  first_orders: unknown;
  discount_given: unknown;
  net_sales: unknown;
};

/** Each order's use of each promotion in either period, with what that promotion gave off. */
function usesSql(range: ReportRange) {
  const placed = (at: unknown) => sql`${at} >= ${range.previousStart} AND ${at} < ${range.end}`;
  return sql`(
    SELECT ${orders.id} AS order_id, ${orders.promotionId} AS promotion_id,
      (${orders.discount} + ${orders.deliveryDiscount})::bigint AS discount_given
    FROM ${orders}
    WHERE ${orders.promotionId} IS NOT NULL AND ${placed(orders.createdAt)}
    UNION ALL
    SELECT ${orderItems.orderId}, ${orderItems.salePromotionId},
      sum((${orderItems.listPrice} - ${orderItems.unitPrice})::bigint * ${orderItems.quantity})
    FROM ${orderItems}
    WHERE ${orderItems.salePromotionId} IS NOT NULL AND ${placed(orderItems.placedAt)}
    GROUP BY 1, 2
  )`;
}

/**
 * One pass over the orders that used a promotion in either period: figures per promotion, then
 * totals per period that count an order once though it used a coupon and a sale.
 */
function rowsOf(db: Database, range: ReportRange) {
  return db.execute<Row>(sql`
    WITH used AS ${usesSql(range)},
    counted AS (
      SELECT o.id, o.created_at >= ${range.start} AS current,
        o.subtotal::bigint - o.discount AS before_refunds,
        NOT EXISTS (SELECT 1 FROM ${orders} earlier
          WHERE earlier.phone = o.phone AND earlier.created_at < o.created_at
            AND earlier.status <> 'cancelled') AS first_order
      FROM ${orders} o
      WHERE o.id IN (SELECT order_id FROM used) AND o.status <> 'cancelled'
    ),
    refunded AS (
      SELECT given.order_id, sum(given.amount) AS amount
      FROM ${refundsGiven(range)} given JOIN counted ON counted.id = given.order_id
      -- In the period the order was placed in, so a closed period does not change.
      WHERE (given.at >= ${range.start}) = counted.current
      GROUP BY 1
    ),
    orders_used AS (
      SELECT counted.*, counted.before_refunds - coalesce(refunded.amount, 0) AS net_sales,
        used.promotion_id, used.discount_given
      FROM counted
        JOIN used ON used.order_id = counted.id
        LEFT JOIN refunded ON refunded.order_id = counted.id
    ),
    per_order AS (
      SELECT id, current, bool_or(first_order) AS first_order, max(net_sales) AS net_sales,
        sum(discount_given) AS discount_given
      FROM orders_used GROUP BY id, current
    )
    SELECT promotion_id, current, count(*) AS orders, count(*) FILTER (WHERE first_order) AS first_orders,
      sum(discount_given) AS discount_given, sum(net_sales) AS net_sales
    FROM orders_used WHERE current GROUP BY promotion_id, current
    UNION ALL
    SELECT NULL, current, count(*), count(*) FILTER (WHERE first_order), sum(discount_given),
      sum(net_sales)
    FROM per_order GROUP BY current
  `);
}

function figuresOf(row: Row | undefined): PromotionFigures {
  const count = Number(row?.orders ?? 0);
  const first = Number(row?.first_orders ?? 0);
  return {
    orders: count,
    firstOrders: first,
    repeatOrders: count - first,
    discountGiven: Number(row?.discount_given ?? 0),
    netSales: Number(row?.net_sales ?? 0),
  };
}

export async function promotionReport(
  db: Database,
  query: PromotionReportQuery,
): Promise<PromotionReport> {
  const range = reportRange(query.from, query.to);
  const { rows } = await rowsOf(db, range);
  const ids = rows.flatMap((row) => (row.promotion_id === null ? [] : [row.promotion_id]));
  const named = ids.length
    ? await db
        .select({
          id: promotions.id,
          kind: promotions.kind,
          name: promotions.name,
          code: promotions.code,
        })
        .from(promotions)
        .where(inArray(promotions.id, ids))
    : [];
  const perPromotion = new Map(rows.map((row) => [row.promotion_id, row]));
  const totalsOf = (current: boolean) =>
    figuresOf(rows.find((row) => row.promotion_id === null && row.current === current));
  return {
    from: range.from,
    to: range.to,
    previousFrom: range.previousFrom,
    previousTo: range.previousTo,
    rows: named
      .map((promotion) => ({
        promotionId: promotion.id,
        kind: promotion.kind,
        name: promotion.name,
        code: promotion.code,
        ...figuresOf(perPromotion.get(promotion.id)),
      }))
      .sort((a, b) => b.netSales - a.netSales || a.name.localeCompare(b.name)),
    totals: totalsOf(true),
    previous: totalsOf(false),
  };
}
