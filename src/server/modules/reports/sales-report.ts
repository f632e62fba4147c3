/**
 * Sales over time (docs/guide/reports.md defines each figure): orders that were not cancelled, on
 * the Dhaka day they were placed; money given back on such orders, on the day it was given back.
 */
import { sql } from 'drizzle-orm';
import { ORDER_SOURCES, type OrderSource } from '#shared/orders';
import { PAYMENT_METHODS, type PaymentMethod } from '#shared/pricing';
import type { SalesFigures, SalesReport, SalesReportQuery } from '#shared/schemas/reports';
import type { Database } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { refundsGiven } from './refunds-given';
import {
  dayOfNumber,
  dhakaDayNumber,
  periodOf,
  periodsOf,
  type ReportRange,
  reportRange,
} from './report-range';

type Row = {
  current: boolean;
  day: number;
  method: PaymentMethod | null;
  source: OrderSource | null;
  orders: unknown;
  items: unknown;
  gross: unknown;
  discounts: unknown;
  delivery: unknown;
  cod: unknown;
  refunds: unknown;
};

const withinRange = (at: unknown, range: ReportRange) =>
  sql`${at} >= ${range.previousStart} AND ${at} < ${range.end}`;

/** Both periods in one pass over the orders' report index alone (migration 0034). */
function placedRows(db: Database, range: ReportRange) {
  return db.execute<Row>(sql`
    SELECT ${orders.createdAt} >= ${range.start} AS current, ${dhakaDayNumber(sql`${orders.createdAt}`)} AS day,
      ${orders.paymentMethod} AS method, ${orders.source} AS source,
      count(*) AS orders, 0 AS items,
      sum(${orders.subtotal}) AS gross, sum(${orders.discount}) AS discounts,
      sum(${orders.shipping}) AS delivery, sum(${orders.codCharge}) AS cod, 0 AS refunds
    FROM ${orders}
    WHERE ${withinRange(orders.createdAt, range)} AND ${orders.status} <> 'cancelled'
    GROUP BY 1, 2, 3, 4
  `);
}

/** Units in those orders, by day, from the lines' report index (the few cancelled ones hashed). */
function itemRows(db: Database, range: ReportRange) {
  return db.execute<Row>(sql`
    SELECT ${orderItems.placedAt} >= ${range.start} AS current, ${dhakaDayNumber(sql`${orderItems.placedAt}`)} AS day,
      NULL AS method, NULL AS source, 0 AS orders, sum(${orderItems.quantity}) AS items,
      0 AS gross, 0 AS discounts, 0 AS delivery, 0 AS cod, 0 AS refunds
    FROM ${orderItems}
    WHERE ${withinRange(orderItems.placedAt, range)}
      AND ${orderItems.orderId} NOT IN (SELECT ${orders.id} FROM ${orders}
        WHERE ${withinRange(orders.createdAt, range)} AND ${orders.status} = 'cancelled')
    GROUP BY 1, 2
  `);
}

/** Money given back on orders that still count, on the day it was given back. */
function refundRows(db: Database, range: ReportRange) {
  return db.execute<Row>(sql`
    SELECT given.at >= ${range.start} AS current, ${dhakaDayNumber(sql`given.at`)} AS day,
      ${orders.paymentMethod} AS method, ${orders.source} AS source,
      0 AS orders, 0 AS items, 0 AS gross, 0 AS discounts, 0 AS delivery, 0 AS cod,
      sum(given.amount) AS refunds
    FROM ${refundsGiven(range)} given
    JOIN ${orders} ON ${orders.id} = given.order_id AND ${orders.status} <> 'cancelled'
    GROUP BY 1, 2, 3, 4
  `);
}

const zero = (): SalesFigures => ({
  orders: 0,
  items: 0,
  grossSales: 0,
  discounts: 0,
  refunds: 0,
  netSales: 0,
  delivery: 0,
  codCharges: 0,
  totalSales: 0,
});

function add(figures: SalesFigures, row: Row) {
  figures.orders += Number(row.orders);
  figures.items += Number(row.items);
  figures.grossSales += Number(row.gross);
  figures.discounts += Number(row.discounts);
  figures.refunds += Number(row.refunds);
  figures.delivery += Number(row.delivery);
  figures.codCharges += Number(row.cod);
  figures.netSales = figures.grossSales - figures.discounts - figures.refunds;
  figures.totalSales = figures.netSales + figures.delivery + figures.codCharges;
}

function splitBy<Key extends string>(
  keys: readonly Key[],
  rows: Row[],
  keyOf: (row: Row) => Key | null,
) {
  const figures = new Map(keys.map((key) => [key, zero()]));
  for (const row of rows) {
    const key = keyOf(row);
    const entry = key === null ? undefined : figures.get(key);
    if (entry) add(entry, row);
  }
  return keys.map((key) => {
    const { orders: count, netSales } = figures.get(key) ?? zero();
    return { key, orders: count, netSales };
  });
}

/**
 * What shoppers were charged on orders that count, before any refund: gross − discounts + delivery
 * + COD charges, the orders' totals. The dashboard's revenue, by day and to date.
 */
export const takings = (figures: SalesFigures) =>
  figures.grossSales - figures.discounts + figures.delivery + figures.codCharges;

/** Every order that counts, ever placed, by the report's own rows (the dashboard's revenue). */
export async function salesToDate(db: Database): Promise<SalesFigures> {
  const end = new Date('9999-12-31T00:00:00Z');
  const everything = { previousStart: new Date(0), start: new Date(0), end } as ReportRange;
  const { rows } = await placedRows(db, everything);
  const figures = zero();
  for (const row of rows) add(figures, row);
  return figures;
}

export async function salesReport(db: Database, query: SalesReportQuery): Promise<SalesReport> {
  const range = reportRange(query.from, query.to);
  const [placed, items, refunded] = await Promise.all([
    placedRows(db, range),
    itemRows(db, range),
    refundRows(db, range),
  ]);
  const all = [...placed.rows, ...items.rows, ...refunded.rows];
  const current = all.filter((row) => row.current);
  const totals = zero();
  const previous = zero();
  const byPeriod = new Map(periodsOf(query.from, query.to, query.by).map((day) => [day, zero()]));
  for (const row of all) {
    if (!row.current) {
      add(previous, row);
      continue;
    }
    add(totals, row);
    const period = byPeriod.get(periodOf(dayOfNumber(Number(row.day)), query.by));
    if (period) add(period, row);
  }
  return {
    from: range.from,
    to: range.to,
    by: query.by,
    previousFrom: range.previousFrom,
    previousTo: range.previousTo,
    totals,
    previous,
    rows: [...byPeriod].map(([period, figures]) => ({ period, ...figures })),
    byPaymentMethod: splitBy(PAYMENT_METHODS, current, (row) => row.method),
    bySource: splitBy(ORDER_SOURCES, current, (row) => row.source),
  };
}
