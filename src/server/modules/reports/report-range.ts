/**
 * A report's days are Dhaka's (UTC+6 all year, no daylight saving): the range is from the first
 * day's midnight there to the midnight after the last day, and the period compared with it is the
 * same number of days just before.
 */
import { daysIn } from '#shared/schemas/reports';

const DAY_MS = 86_400_000;
const DHAKA_OFFSET = '+06:00';

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

/** Every period's first day from `from` to `to`: days, Monday-started weeks or months. */
export function periodsOf(from: string, to: string, by: 'day' | 'week' | 'month'): string[] {
  const first = new Date(`${from}T00:00:00Z`);
  if (by === 'week') first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  if (by === 'month') first.setUTCDate(1);
  const last = Date.parse(`${to}T00:00:00Z`);
  const periods: string[] = [];
  for (const at = first; at.getTime() <= last; ) {
    periods.push(at.toISOString().slice(0, 10));
    if (by === 'day') at.setUTCDate(at.getUTCDate() + 1);
    else if (by === 'week') at.setUTCDate(at.getUTCDate() + 7);
    else at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return periods;
}
