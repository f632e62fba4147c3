import { CalendarClock, PackageCheck } from 'lucide-react';
import { useState } from 'react';
import type { ExpiringBatch, ExpiringStock } from '#shared/schemas/stock';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { useExpiringStock } from '../../api/stock-expiring';
import { useStaffAccess } from '../../utils/staff-access';
import { ClearanceSaleForm } from './clearance-sale-form';

/** A long shelf shows its soonest batches first; the rest open on request. */
const SHOWN_FIRST = 8;

/**
 * Batches expiring within 60 days or already past expiry, with what they cost the shop, and a
 * clearance sale on them for staff who run promotions (issue 41). Its own request, as the backup
 * card: a slow answer here never holds up the shop's figures.
 */
export function ExpiringBatchesCard() {
  const { t } = useI18n();
  const expiring = useExpiringStock();
  if (expiring.isPending) return <Skeleton className="h-40 rounded-xl" />;
  if (expiring.isError) {
    return (
      <p role="alert" className="rounded-xl border border-stone-200 bg-white p-4 text-sm">
        {t('admin.stock.expiring.loadFailed')}
      </p>
    );
  }
  return <ExpiringBatches stock={expiring.data} />;
}

function ExpiringBatches({ stock }: { stock: ExpiringStock }) {
  const { t, money } = useI18n();
  const { can } = useStaffAccess();
  const [all, setAll] = useState(false);
  const shown = all ? stock.batches : stock.batches.slice(0, SHOWN_FIRST);
  return (
    <section
      aria-labelledby="expiring-heading"
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id="expiring-heading" className="font-serif text-lg font-semibold">
          {t('admin.stock.expiring.title', { days: stock.withinDays })}
        </h3>
        <CalendarClock className="size-5 shrink-0 text-rose-700" aria-hidden="true" />
      </div>
      {stock.batches.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-stone-700">
          <PackageCheck className="size-5 text-green-700" aria-hidden="true" />
          {t('admin.stock.expiring.none', { days: stock.withinDays })}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-700">{t('admin.stock.expiring.description')}</p>
          <p className="mt-2 text-base font-semibold text-stone-900 tabular-nums">
            {t('admin.stock.expiring.total', { value: money(stock.totalValue) })}
          </p>
          {stock.unknownCost > 0 ? (
            <p className="text-xs text-stone-600">
              {t('admin.stock.expiring.unknownCost', { count: stock.unknownCost })}
            </p>
          ) : null}
          <ul className="mt-3 divide-y divide-stone-100">
            {shown.map((batch) => (
              <BatchRow key={batch.batchId} batch={batch} />
            ))}
          </ul>
          {stock.batches.length > SHOWN_FIRST ? (
            <button
              type="button"
              onClick={() => setAll(!all)}
              className="mt-2 text-sm font-medium text-rose-700 hover:underline"
            >
              {all
                ? t('admin.stock.expiring.showFewer')
                : t('admin.stock.expiring.showAll', { count: stock.batches.length })}
            </button>
          ) : null}
          {can('promotions.manage') ? <ClearanceSaleForm stock={stock} /> : null}
        </>
      )}
    </section>
  );
}

function BatchRow({ batch }: { batch: ExpiringBatch }) {
  const { t, money, date } = useI18n();
  return (
    <li className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-center sm:gap-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-stone-900">
          {batch.productName}
          {batch.variantTitle ? (
            <span className="font-normal text-stone-700"> · {batch.variantTitle}</span>
          ) : null}
        </p>
        <p className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-stone-700">
          <span className="font-mono">{batch.sku}</span>
          {batch.code ? <span>{t('admin.stock.expiring.batch', { code: batch.code })}</span> : null}
          <span className={cn('font-semibold', batch.expired ? 'text-red-700' : 'text-amber-800')}>
            {t(batch.expired ? 'admin.stock.expiring.expired' : 'admin.stock.expiring.expires', {
              date: date(batch.expiresOn),
            })}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-x-3 text-xs text-stone-700 tabular-nums sm:flex-col sm:items-end sm:gap-0">
        <span>
          {t('admin.stock.expiring.onSale', { count: batch.quantity })}
          {batch.withdrawn > 0
            ? ` · ${t('admin.stock.expiring.withdrawn', { count: batch.withdrawn })}`
            : ''}
        </span>
        <span className="font-medium text-stone-900">
          {batch.value === null ? t('admin.stock.expiring.noCost') : money(batch.value)}
        </span>
      </div>
    </li>
  );
}
