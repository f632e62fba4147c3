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
import { moneyGivenBack } from './money-given-back';
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
      SELECT given.order_id, sum(given.amount) AS amount FROM ${moneyGivenBack(range)} given
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

type Tally = { customers: number; newCustomers: number; repeat: number };

const figuresOf = ({ customers, newCustomers, repeat }: Tally): CustomerFigures => ({
  customers,
  newCustomers,
  returningCustomers: customers - newCustomers,
  repeatPercent: percent(repeat, customers),
});

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
  const [start, end, previousStart] = [range.from, range.to, range.previousFrom].map(dayNumber) as [
    number,
    number,
    number,
  ];
  const current: Tally = { customers: 0, newCustomers: 0, repeat: 0 };
  const previous: Tally = { customers: 0, newCustomers: 0, repeat: 0 };
  const periods = new Map(
    periodsOf(query.from, query.to, query.by).map((period) => [period, { fresh: 0, back: 0 }]),
  );
  const cohorts = new Map<number, { size: number; back: number[] }>();
  const lastMonth = monthIndex(dayNumber(today));

  for (const { days: raw, orders_to_end, orders_to_start } of phones) {
    const days = raw.map(Number).sort((a, b) => a - b);
    const first = days[0] ?? Number.POSITIVE_INFINITY;
    if (days.some((day) => day >= start && day <= end)) {
      current.customers += 1;
      if (first >= start) current.newCustomers += 1;
      if (Number(orders_to_end) >= 2) current.repeat += 1;
    }
    if (days.some((day) => day >= previousStart && day < start)) {
      previous.customers += 1;
      if (first >= previousStart) previous.newCustomers += 1;
      if (Number(orders_to_start) >= 2) previous.repeat += 1;
    }
    // Each period once per phone: new there if its first order is in it.
    const firstPeriod = periodOf(dayOfNumber(first), query.by);
    for (const period of new Set(
      days
        .filter((day) => day >= start && day <= end)
        .map((day) => periodOf(dayOfNumber(day), query.by)),
    )) {
      const tally = periods.get(period);
      if (tally && period === firstPeriod) tally.fresh += 1;
      else if (tally) tally.back += 1;
    }
    if (first >= start && first <= end) {
      const month = monthIndex(first);
      const cohort = cohorts.get(month) ?? { size: 0, back: Array(COHORT_MONTHS).fill(0) };
      cohort.size += 1;
      for (const after of new Set(days.map(monthIndex))) {
        const gap = after - month;
        if (gap >= 1 && gap <= COHORT_MONTHS) cohort.back[gap - 1] += 1;
      }
      cohorts.set(month, cohort);
    }
  }

  return {
    from: range.from,
    to: range.to,
    by: query.by,
    previousFrom: range.previousFrom,
    previousTo: range.previousTo,
    totals: figuresOf(current),
    previous: figuresOf(previous),
    rows: [...periods].map(([period, { fresh, back }]) => ({
      period,
      newCustomers: fresh,
      returningCustomers: back,
    })),
    cohorts: periodsOf(query.from, query.to, 'month').map((month) => {
      const index = monthIndex(dayNumber(month));
      const cohort = cohorts.get(index) ?? { size: 0, back: Array(COHORT_MONTHS).fill(0) };
      // Months that have not ended yet have no share to show.
      const known = Math.max(0, Math.min(COHORT_MONTHS, lastMonth - index));
      return {
        month,
        newCustomers: cohort.size,
        returned: cohort.back.slice(0, known).map((back) => percent(back, cohort.size) ?? 0),
      };
    }),
    topCustomers: top.map((row) => ({
      phone: row.phone,
      name: row.name,
      orders: Number(row.orders),
      netSpend: Number(row.net_spend),
      lastOrderOn: dayOfNumber(Number(row.last_day)),
    })),
  };
}
