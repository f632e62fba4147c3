import { Wallet } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { useI18n } from '../../../lib/i18n';
import { usePayoutReport } from '../api/payouts-report';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListStates } from '../components/layout/list-states';
import { PayoutsFiltersBar } from '../components/payouts/payouts-filters-bar';
import { PayoutsHistory } from '../components/payouts/payouts-history';
import { PayoutsReportTable, PayoutTotals } from '../components/payouts/payouts-report-table';
import { RecordPayoutForm } from '../components/payouts/record-payout-form';
import { type PayoutFilters, payoutFiltersFrom } from '../utils/payouts-filters';

/**
 * /admin/payouts: cash couriers collected by courier and Dhaka delivery day, what they paid out and
 * still owe, the parcels not yet paid out with the form that records a payout, and past payouts.
 * The filters live in the address, so a filtered report can be bookmarked or shared.
 */
export function AdminPayoutsPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const filters = payoutFiltersFrom(params);
  const report = usePayoutReport(filters);
  const change = (key: keyof PayoutFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <AdminPageHeader
        title={t('admin.payouts.title')}
        description={t('admin.payouts.description')}
      />
      <div className="space-y-8">
        <PayoutsFiltersBar filters={filters} onChange={change} />
        <ListStates
          query={report}
          loadFailed={t('admin.payouts.loadFailed')}
          keepListOnError
          isEmpty={(data) =>
            data.rows.length === 0 && data.unpaid.length === 0 && data.payouts.length === 0
          }
          empty={<EmptyState icon={Wallet} title={t('admin.payouts.report.empty')} action={null} />}
        >
          {(data) => (
            <div className="space-y-8">
              <PayoutTotals rows={data.rows} />
              <section aria-labelledby="payouts-report-title" className="space-y-3">
                <h3
                  id="payouts-report-title"
                  className="font-serif text-xl font-semibold text-stone-900"
                >
                  {t('admin.payouts.report.title')}
                </h3>
                {data.rows.length === 0 ? (
                  <p className="text-sm text-stone-700">{t('admin.payouts.report.empty')}</p>
                ) : (
                  <PayoutsReportTable rows={data.rows} />
                )}
              </section>
              {data.unpaid.length > 0 ? (
                <RecordPayoutForm
                  // A new courier filter starts the form afresh.
                  key={filters.courier ?? 'all'}
                  unpaid={data.unpaid}
                  courier={filters.courier}
                />
              ) : null}
              <PayoutsHistory payouts={data.payouts} />
            </div>
          )}
        </ListStates>
      </div>
    </>
  );
}
