/**
 * Delivery and cash on delivery (docs/guide/reports.md): the parcels booked in the range, by
 * courier and by the order's district: how many arrived, came back or are still on their way, how
 * long delivery took, what the couriers charged, collected and still owe.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DeliveryReport, DeliveryReportQuery, ParcelFigures } from '#shared/schemas/reports';
import type { Database } from '../../db/client';
import { orders, shipments } from '../../db/schema';
import { reportRange } from './report-range';

type Row = {
  key: string;
  name: string | null;
  booked: unknown;
  delivered: unknown;
  returned: unknown;
  cancelled: unknown;
  days: unknown;
  fees: unknown;
  collected: unknown;
  owed: unknown;
};

const DELIVERED = sql`s.status IN ('delivered', 'partial_delivered')`;

function figuresSql(range: { start: Date; end: Date }, key: SQL, name: SQL) {
  return sql`
    SELECT ${key} AS key, ${name} AS name, count(*) AS booked,
      count(*) FILTER (WHERE ${DELIVERED}) AS delivered,
      count(*) FILTER (WHERE s.status = 'returned') AS returned,
      count(*) FILTER (WHERE s.status = 'cancelled') AS cancelled,
      avg(extract(epoch FROM s.delivered_at - s.created_at) / 86400)
        FILTER (WHERE ${DELIVERED} AND s.delivered_at IS NOT NULL) AS days,
      coalesce(sum(s.charge), 0) AS fees,
      coalesce(sum(s.collected_amount), 0) AS collected,
      coalesce(sum(s.collected_amount) FILTER (WHERE s.payout_id IS NULL), 0) AS owed
    FROM ${shipments} s JOIN ${orders} o ON o.id = s.order_id
    WHERE s.created_at >= ${range.start} AND s.created_at < ${range.end}
    GROUP BY 1`;
}

/** Each courier the shop books with, and each courier typed on a parcel booked by hand. */
const COURIER_KEY = sql`CASE WHEN s.courier = 'manual'
  THEN 'manual:' || coalesce(s.courier_label, '') ELSE s.courier END`;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function figuresOf(row: Row | undefined): ParcelFigures {
  const count = (value: unknown) => Number(value ?? 0);
  const delivered = count(row?.delivered);
  const returned = count(row?.returned);
  const cancelled = count(row?.cancelled);
  const booked = count(row?.booked);
  const ended = delivered + returned;
  return {
    booked,
    delivered,
    returned,
    cancelled,
    onTheWay: booked - ended - cancelled,
    successPercent: ended > 0 ? oneDecimal((delivered / ended) * 100) : null,
    averageDays: row?.days == null ? null : oneDecimal(Number(row.days)),
    courierFees: count(row?.fees),
    codCollected: count(row?.collected),
    codOwed: count(row?.owed),
  };
}

/** Most parcels first; the page and the CSV sort districts by return rate where they show it. */
const byBooked = (a: ParcelFigures, b: ParcelFigures) => b.booked - a.booked;

export async function deliveryReport(
  db: Database,
  query: DeliveryReportQuery,
): Promise<DeliveryReport> {
  const range = reportRange(query.from, query.to);
  const before = { start: range.previousStart, end: range.start };
  const [couriers, districts, totals, previous] = await Promise.all([
    db.execute<Row>(figuresSql(range, COURIER_KEY, sql`max(s.courier_label)`)),
    db.execute<Row>(figuresSql(range, sql`coalesce(o.district, '')`, sql`NULL`)),
    db.execute<Row>(figuresSql(range, sql`''`, sql`NULL`)),
    db.execute<Row>(figuresSql(before, sql`''`, sql`NULL`)),
  ]);
  return {
    from: range.from,
    to: range.to,
    previousFrom: range.previousFrom,
    previousTo: range.previousTo,
    totals: figuresOf(totals.rows[0]),
    previous: figuresOf(previous.rows[0]),
    byCourier: couriers.rows
      .map((row) => ({ key: row.key, name: row.name, ...figuresOf(row) }))
      .sort(byBooked),
    byDistrict: districts.rows.map((row) => ({ key: row.key, ...figuresOf(row) })).sort(byBooked),
  };
}
