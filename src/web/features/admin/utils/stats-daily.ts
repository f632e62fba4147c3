/** The dashboard chart's points: the server's days (Dhaka dates, poisha) as labels and taka. */
import type { Language } from '#shared/i18n/languages';
import { poishaToTaka } from '#shared/money';
import type { AdminStats } from '#shared/schemas/admin';

export type DailyPoint = { date: string; label: string; orders: number; revenueTaka: number };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Bangla day and month names and digits; read as UTC, the date's own day. */
const banglaDay = new Intl.DateTimeFormat('bn-BD', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * '2025-03-07' → '7 Mar' ('৭ মার্চ' in Bangla), read from the text so the browser's time zone
 * cannot shift the day. English keeps its own month names: Intl's vary ('Sep' or 'Sept').
 */
export function dayLabel(date: string, language: Language = 'en'): string {
  const [year, month, day] = date.split('-').map(Number);
  const name = month === undefined ? undefined : MONTHS[month - 1];
  if (!name || !day || year === undefined || month === undefined) return date;
  return language === 'bn' ? banglaDay.format(Date.UTC(year, month - 1, day)) : `${day} ${name}`;
}

export function dailyPoints(daily: AdminStats['daily'], language: Language = 'en'): DailyPoint[] {
  return daily.map((day) => ({
    date: day.date,
    label: dayLabel(day.date, language),
    orders: day.orders,
    revenueTaka: poishaToTaka(day.revenue),
  }));
}

export function dailyTotals(daily: AdminStats['daily']): { orders: number; revenue: number } {
  return daily.reduce(
    (totals, day) => ({
      orders: totals.orders + day.orders,
      revenue: totals.revenue + day.revenue,
    }),
    { orders: 0, revenue: 0 },
  );
}
