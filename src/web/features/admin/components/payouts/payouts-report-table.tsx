import type { PayoutReport } from '#shared/schemas/delivery';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { AdminTable } from '../layout/admin-table';

type Row = PayoutReport['rows'][number];
const FIGURES = ['collected', 'charges', 'paidOut', 'owed'] as const;

export function payoutTotals(rows: Row[]) {
  return rows.reduce(
    (sum, row) => ({
      parcels: sum.parcels + row.parcels,
      collected: sum.collected + row.collected,
      charges: sum.charges + row.charges,
      paidOut: sum.paidOut + row.paidOut,
      owed: sum.owed + row.owed,
    }),
    { parcels: 0, collected: 0, charges: 0, paidOut: 0, owed: 0 },
  );
}

/** The four figures over every row shown: what came in, the fees, what was paid and what is owed. */
export function PayoutTotals({ rows }: { rows: Row[] }) {
  const { t, money } = useI18n();
  const totals = payoutTotals(rows);
  return (
    <section aria-label={t('admin.payouts.totals')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {FIGURES.map((figure) => (
          <div key={figure} className="rounded-xl border border-stone-200 bg-white p-4">
            <dt className="text-sm text-stone-600">{t(`admin.payouts.col.${figure}`)}</dt>
            <dd
              className={cn(
                'mt-1 text-xl font-semibold text-stone-900',
                figure === 'owed' && totals.owed > 0 && 'text-rose-800',
              )}
            >
              {money(totals[figure])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One row per courier and Dhaka delivery day. */
export function PayoutsReportTable({ rows }: { rows: Row[] }) {
  const { t, money, number, date } = useI18n();
  const columns = [
    { label: t('admin.payouts.col.courier') },
    { label: t('admin.payouts.col.day') },
    { label: t('admin.payouts.col.parcels'), align: 'right' as const },
    ...FIGURES.map((figure) => ({
      label: t(`admin.payouts.col.${figure}`),
      align: 'right' as const,
    })),
  ];
  return (
    <AdminTable columns={columns}>
      {rows.map((row) => (
        <tr key={`${row.courier}-${row.day}`}>
          <td className="px-3 py-3 font-medium">{t(`admin.delivery.courier.${row.courier}`)}</td>
          <td className="px-3 py-3 whitespace-nowrap">{date(`${row.day}T12:00:00+06:00`)}</td>
          <td className="px-3 py-3 text-right tabular-nums">{number(row.parcels)}</td>
          {FIGURES.map((figure) => (
            <td key={figure} className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
              {money(row[figure])}
            </td>
          ))}
        </tr>
      ))}
    </AdminTable>
  );
}
