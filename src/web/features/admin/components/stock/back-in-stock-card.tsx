import { useId } from 'react';
import { useI18n } from '../../../../lib/i18n';
import { useStockAlertOverview } from '../../api/stock-alerts';
import { ListError, ListSkeleton } from '../layout/list-states';
import { StockAlertFactorForm } from './stock-alert-factor-form';
import { WaitedForTable } from './waited-for-table';

/**
 * "Notify me when it's back" seen from the shop: how many wait and were told this month, how many
 * are told per unit that comes back, and the variants most waited for.
 */
export function BackInStockCard() {
  const { t } = useI18n();
  const overview = useStockAlertOverview();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <div>
        <h3 id={headingId} className="font-serif text-lg font-semibold">
          {t('admin.stockAlerts.title')}
        </h3>
        {overview.data && (
          <p className="text-sm text-stone-700">
            {t('admin.stockAlerts.waiting', { count: overview.data.waiting })} ·{' '}
            {t('admin.stockAlerts.told', { count: overview.data.toldThisMonth })}
          </p>
        )}
      </div>
      {overview.isPending ? (
        <ListSkeleton rows={3} />
      ) : overview.isError ? (
        <ListError
          title={t('admin.stockAlerts.loadFailed')}
          error={overview.error}
          onRetry={() => overview.refetch()}
        />
      ) : (
        <>
          {/* Keyed: a factor saved (or changed elsewhere) is what the field starts from again. */}
          <StockAlertFactorForm key={overview.data.factor} saved={overview.data.factor} />
          <WaitedForTable variants={overview.data.variants} />
        </>
      )}
    </section>
  );
}
