import type { PayoutReport } from '#shared/schemas/delivery';
import { useI18n } from '../../../../lib/i18n';
import { AdminTable } from '../layout/admin-table';

/** The payouts recorded, newest first. */
export function PayoutsHistory({ payouts }: { payouts: PayoutReport['payouts'] }) {
  const { t, money, number, date } = useI18n();
  return (
    <section aria-labelledby="payouts-history-title" className="space-y-3">
      <h3 id="payouts-history-title" className="font-serif text-xl font-semibold text-stone-900">
        {t('admin.payouts.history.title')}
      </h3>
      {payouts.length === 0 ? (
        <p className="text-sm text-stone-700">{t('admin.payouts.history.empty')}</p>
      ) : (
        <AdminTable
          columns={[
            { label: t('admin.payouts.col.paidAt') },
            { label: t('admin.payouts.col.courier') },
            { label: t('admin.payouts.col.reference') },
            { label: t('admin.payouts.col.parcels'), align: 'right' },
            { label: t('admin.payouts.col.amount'), align: 'right' },
          ]}
        >
          {payouts.map((payout) => (
            <tr key={payout.id}>
              <td className="px-3 py-3 whitespace-nowrap">{date(payout.paidAt)}</td>
              <td className="px-3 py-3">{t(`admin.delivery.courier.${payout.courier}`)}</td>
              <td className="px-3 py-3 font-mono text-xs break-all">{payout.reference}</td>
              <td className="px-3 py-3 text-right tabular-nums">{number(payout.parcels)}</td>
              <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                {money(payout.amount)}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
