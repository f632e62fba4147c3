/**
 * A report's days are Dhaka's (UTC+6 all year, no daylight saving), midnight to midnight there;
 * the period compared with a range is the same number of days just before it.
 */
import { type SQL, sql } from 'drizzle-orm';
import { daysIn } from '#shared/schemas/reports';

const DAY_MS = 86_400_000;
const DHAKA_OFFSET = '+06:00';
const DHAKA_OFFSET_SECONDS = 6 * 3600;

export type ReportRange = {
  from: string;
  to: string;
  start: Date;
  end: Date;
  previousFrom: string;
  previousTo: string;
  previousStart: Date;
};

const dhakaMidnight = (day: string) => new Date(`${day}T00:00:00${DHAKA_OFFSET}`);
const dayOf = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

export function reportRange(from: string, to: string): ReportRange {
  const days = daysIn(from, to);
  const fromUtc = Date.parse(`${from}T00:00:00Z`);
  const start = dhakaMidnight(from);
  return {
    from,
    to,
    start,
    end: new Date(dhakaMidnight(to).getTime() + DAY_MS),
    previousFrom: dayOf(fromUtc - days * DAY_MS),
    previousTo: dayOf(fromUtc - DAY_MS),
    previousStart: new Date(start.getTime() - days * DAY_MS),
  };
}

type Bucket = 'day' | 'week' | 'month';

/** The first day of the day's period: itself, its week's Monday, or the 1st of its month. */
export function periodOf(day: string, by: Bucket): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (by === 'week') at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() + 6) % 7));
  if (by === 'month') at.setUTCDate(1);
  return at.toISOString().slice(0, 10);
}

/** Every period's first day from `from` to `to`: days, Monday-started weeks or months. */
export function periodsOf(from: string, to: string, by: Bucket): string[] {
  const last = Date.parse(`${to}T00:00:00Z`);
  const periods: string[] = [];
  for (const at = new Date(`${periodOf(from, by)}T00:00:00Z`); at.getTime() <= last; ) {
    periods.push(at.toISOString().slice(0, 10));
    if (by === 'day') at.setUTCDate(at.getUTCDate() + 1);
    else if (by === 'week') at.setUTCDate(at.getUTCDate() + 7);
    else at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return periods;
}

/** Dhaka day numbers by plain arithmetic: a tenth of the cost of converting each row's zone. */
export const dhakaDayNumber = (at: SQL) =>
  sql`floor((extract(epoch FROM ${at}) + ${DHAKA_OFFSET_SECONDS}) / 86400)::int`;

export const dayOfNumber = (days: number) => dayOf(days * DAY_MS);
