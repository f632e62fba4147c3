/** The dashboard chart's points: the server's days (Dhaka dates, poisha) as labels and taka. */
import { poishaToTaka } from '#shared/money';
import type { AdminStats } from '#shared/schemas/admin';

export type DailyPoint = { date: string; label: string; orders: number; revenueTaka: number };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-03-07' → '7 Mar', read from the text so the browser's time zone cannot shift the day. */
export function dayLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  const name = month === undefined ? undefined : MONTHS[month - 1];
  return name && day ? `${day} ${name}` : date;
}

export function dailyPoints(daily: AdminStats['daily']): DailyPoint[] {
  return daily.map((day) => ({
    date: day.date,
    label: dayLabel(day.date),
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
