/**
 * Orders and revenue per day (or per period: Admin → Reports draws net sales with it). Recharts is
 * large, so each page loads this file on its own (React.lazy) and shows its figures first.
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { Language } from '#shared/i18n/languages';
import { takaToPoisha } from '#shared/money';
import { useI18n } from '../../../../lib/i18n';
import type { DailyPoint } from '../../utils/stats-daily';

const COMPACT_LOCALE: Record<Language, string> = { en: 'en-IN', bn: 'bn-BD' };

export function SalesChart({
  points,
  lineName,
}: {
  points: Pick<DailyPoint, 'label' | 'orders' | 'revenueTaka'>[];
  /** What the line's money is, when not the dashboard's revenue. */
  lineName?: string;
}) {
  const { t, money, language } = useI18n();
  const compactTaka = new Intl.NumberFormat(COMPACT_LOCALE[language], { notation: 'compact' });
  const ordersName = t('admin.dashboard.chartOrders');
  const revenueName = lineName ?? t('admin.dashboard.revenue');
  return (
    <div className="h-72 w-full" aria-hidden="true">
      <ComposedChart
        // Hidden from assistive technology (the totals above say it in words): no keyboard stop.
        accessibilityLayer={false}
        responsive
        data={points}
        width="100%"
        height="100%"
        margin={{ top: 8, right: 4, bottom: 0, left: -12 }}
      >
        <CartesianGrid stroke="#e7e5e4" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} tickLine={false} />
        <YAxis
          yAxisId="orders"
          allowDecimals={false}
          tick={{ fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={40}
        />
        <YAxis
          yAxisId="revenue"
          orientation="right"
          tick={{ fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={56}
          tickFormatter={(value: number) => `৳${compactTaka.format(value)}`}
        />
        <Tooltip
          formatter={(value, name) =>
            name === revenueName ? money(takaToPoisha(Number(value))) : value
          }
        />
        <Legend
          wrapperStyle={{ fontSize: 13 }}
          // The series colours are too pale for text; the names stay readable.
          formatter={(value) => <span className="text-stone-700">{value}</span>}
        />
        <Bar
          yAxisId="orders"
          dataKey="orders"
          name={ordersName}
          fill="#fda4af"
          radius={[3, 3, 0, 0]}
        />
        <Line
          yAxisId="revenue"
          dataKey="revenueTaka"
          name={revenueName}
          stroke="#be123c"
          strokeWidth={2}
          dot={false}
          type="monotone"
        />
      </ComposedChart>
    </div>
  );
}
