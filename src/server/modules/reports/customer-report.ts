/**
 * Customers (docs/guide/reports.md): a customer is an order's phone number, which every order has;
 * their orders are the phone's orders that were not cancelled. Each phone that ordered in either
 * period is read once, with the Dhaka days it ever ordered on, and counted here.
 */
import { sql } from 'drizzle-orm';
import {
  COHORT_MONTHS,
  type CustomerFigures,
  type CustomerReport,
  type CustomerReportQuery,
  TOP_CUSTOMERS,
} from '#shared/schemas/customer-report';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { refundsGiven } from './refunds-given';
import {
  dayOfNumber,
  dhakaDayNumber,
  periodOf,
  periodsOf,
  type ReportRange,
  reportRange,
} from './report-range';

type History = {
  phone: string;
  /** Distinct Dhaka day numbers with an order, oldest first. */
  days: number[];
  orders_to_end: unknown;
  orders_to_start: unknown;
};

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const monthIndex = (dayNumberValue: number) => {
  const at = new Date(dayNumberValue * DAY_MS);
  return at.getUTCFullYear() * 12 + at.getUTCMonth();
};
const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

function histories(db: Database, range: ReportRange) {
  return db.execute<History>(sql`
    WITH active AS (
      SELECT DISTINCT ${orders.phone} AS phone FROM ${orders}
      WHERE ${orders.createdAt} >= ${range.previousStart} AND ${orders.createdAt} < ${range.end}
        AND ${orders.status} <> 'cancelled'
    )
    SELECT o.phone,
      array_agg(DISTINCT ${dhakaDayNumber(sql`o.created_at`)}) AS days,
      count(*) FILTER (WHERE o.created_at < ${range.end}) AS orders_to_end,
      count(*) FILTER (WHERE o.created_at < ${range.start}) AS orders_to_start
    FROM ${orders} o JOIN active ON active.phone = o.phone
    WHERE o.status <> 'cancelled'
    GROUP BY o.phone
  `);
}

type TopRow = {
  phone: string;
  name: string;
  orders: unknown;
  net_spend: unknown;
  last_day: number;
};

/** Net spend: the orders' gross less discounts, less what was given back on them in the range. */
function topCustomers(db: Database, range: ReportRange) {
  return db.execute<TopRow>(sql`
    WITH spent AS (
      SELECT id, phone, created_at, concat_ws(' ', first_name, last_name) AS name,
        subtotal::bigint - discount AS spend
      FROM ${orders}
      WHERE ${orders.createdAt} >= ${range.start} AND ${orders.createdAt} < ${range.end}
        AND ${orders.status} <> 'cancelled'
    ),
    refunded AS (
      SELECT given.order_id, sum(given.amount) AS amount FROM ${refundsGiven(range)} given
      WHERE given.at >= ${range.start} GROUP BY 1
    )
    SELECT phone, (array_agg(name ORDER BY created_at DESC))[1] AS name, count(*) AS orders,
      sum(spend - coalesce(refunded.amount, 0)) AS net_spend,
      ${dhakaDayNumber(sql`max(created_at)`)} AS last_day
    FROM spent LEFT JOIN refunded ON refunded.order_id = spent.id
    GROUP BY phone
    ORDER BY net_spend DESC, phone
    LIMIT ${TOP_CUSTOMERS}
  `);
}

/** A phone's Dhaka days with an order, oldest first, and how many orders by each period's end. */
type Customer = { days: number[]; first: number; ordersToEnd: number; ordersToStart: number };
type Days = { start: number; end: number; previousStart: number };

function customersOf(rows: History[]): Customer[] {
  return rows.map((row) => {
    const days = row.days.map(Number).sort((a, b) => a - b);
    return {
      days,
      first: days[0] ?? Number.POSITIVE_INFINITY,
      ordersToEnd: Number(row.orders_to_end),
      ordersToStart: Number(row.orders_to_start),
    };
  });
}

/** Customers of the days from `from` to `to` (day numbers): new ones, and those with 2+ orders. */
function figuresBetween(
  customers: Customer[],
  from: number,
  to: number,
  ordersBy: (customer: Customer) => number,
): CustomerFigures {
  const within = customers.filter(({ days }) => days.some((day) => day >= from && day <= to));
  const fresh = within.filter(({ first }) => first >= from).length;
  const repeat = within.filter((customer) => ordersBy(customer) >= 2).length;
  return {
    customers: within.length,
    newCustomers: fresh,
    returningCustomers: within.length - fresh,
    repeatPercent: percent(repeat, within.length),
  };
}

/** Each period once per customer: new in it if her first order is in it, else returning. */
function periodRows(customers: Customer[], query: CustomerReportQuery, days: Days) {
  const periods = new Map(
    periodsOf(query.from, query.to, query.by).map((period) => [period, { fresh: 0, back: 0 }]),
  );
  const periodOfDay = (day: number) => periodOf(dayOfNumber(day), query.by);
  for (const { days: ordered, first } of customers) {
    const inRange = ordered.filter((day) => day >= days.start && day <= days.end);
    for (const period of new Set(inRange.map(periodOfDay))) {
      const tally = periods.get(period);
      if (!tally) continue;
      if (period === periodOfDay(first)) tally.fresh += 1;
      else tally.back += 1;
    }
  }
  return [...periods].map(([period, { fresh, back }]) => ({
    period,
    newCustomers: fresh,
    returningCustomers: back,
  }));
}

/** Each month's new customers and the share of them ordering in each month after, to this month. */
function cohortRows(customers: Customer[], query: CustomerReportQuery, days: Days, today: string) {
  const lastMonth = monthIndex(dayNumber(today));
  return periodsOf(query.from, query.to, 'month').map((month) => {
    const index = monthIndex(dayNumber(month));
    const cohort = customers.filter(
      ({ first }) => first >= days.start && first <= days.end && monthIndex(first) === index,
    );
    const known = Math.max(0, Math.min(COHORT_MONTHS, lastMonth - index));
    const returned = Array.from({ length: known }, (_, gap) => {
      const back = cohort.filter(({ days: ordered }) =>
        ordered.some((day) => monthIndex(day) === index + gap + 1),
      ).length;
      return percent(back, cohort.length) ?? 0;
    });
    return { month, newCustomers: cohort.length, returned };
  });
}

export async function customerReport(
  db: Database,
  query: CustomerReportQuery,
  today: string = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10),
): Promise<CustomerReport> {
  const range = reportRange(query.from, query.to);
  const [{ rows: phones }, { rows: top }] = await Promise.all([
    histories(db, range),
    topCustomers(db, range),
  ]);
  const customers = customersOf(phones);
  const days: Days = {
    start: dayNumber(range.from),
    end: dayNumber(range.to),
    previousStart: dayNumber(range.previousFrom),
  };
  return {
    from: range.from,
    to: range.to,
    by: query.by,
    previousFrom: range.previousFrom,
    previousTo: range.previousTo,
    totals: figuresBetween(customers, days.start, days.end, (customer) => customer.ordersToEnd),
    previous: figuresBetween(
      customers,
      days.previousStart,
      days.start - 1,
      (customer) => customer.ordersToStart,
    ),
    rows: periodRows(customers, query, days),
    cohorts: cohortRows(customers, query, days, today),
    topCustomers: top.map((row) => ({
      phone: row.phone,
      name: row.name,
      orders: Number(row.orders),
      netSpend: Number(row.net_spend),
      lastOrderOn: dayOfNumber(Number(row.last_day)),
    })),
  };
}
