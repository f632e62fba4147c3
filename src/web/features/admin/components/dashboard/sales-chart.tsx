/**
 * Orders and revenue per day. Recharts is large, so the dashboard loads this file on its own
 * (React.lazy) and shows the stat cards first.
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, takaToPoisha } from '#shared/money';
import type { DailyPoint } from '../../utils/stats-daily';

const compactTaka = new Intl.NumberFormat('en-IN', { notation: 'compact' });

export function SalesChart({ points }: { points: DailyPoint[] }) {
  return (
    <div className="h-72 w-full" aria-hidden="true">
      <ComposedChart
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
            name === 'Revenue' ? formatMoney(takaToPoisha(Number(value))) : value
          }
        />
        <Legend
          wrapperStyle={{ fontSize: 13 }}
          // The series colours are too pale for text; the names stay readable.
          formatter={(value) => <span className="text-stone-700">{value}</span>}
        />
        <Bar yAxisId="orders" dataKey="orders" name="Orders" fill="#fda4af" radius={[3, 3, 0, 0]} />
        <Line
          yAxisId="revenue"
          dataKey="revenueTaka"
          name="Revenue"
          stroke="#be123c"
          strokeWidth={2}
          dot={false}
          type="monotone"
        />
      </ComposedChart>
    </div>
  );
}
