import { AlertTriangle } from 'lucide-react';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { useDeliveryRecord } from '../../api/delivery-record';
import { ListError } from '../layout/list-states';

type Counts = DeliveryRecord['shop'];

/**
 * The order phone's record before booking (issue 21, fake orders): the shop's own parcels and each
 * courier's, with a warning under the shop's risky rate, so a doubtful order gets a call first.
 */
export function DeliveryRecordCard({ orderId }: { orderId: string }) {
  const { t } = useI18n();
  const record = useDeliveryRecord(orderId);
  if (record.isPending) return <Skeleton className="h-28 w-full" />;
  if (record.isError) {
    return (
      <ListError
        title={t('admin.delivery.record.loadFailed')}
        error={record.error}
        onRetry={() => void record.refetch()}
      />
    );
  }
  const data = record.data;
  return (
    <section aria-labelledby="delivery-record-title" className="space-y-2">
      <h4 id="delivery-record-title" className="text-sm font-medium text-stone-800">
        {t('admin.delivery.record.title')} <span className="font-mono">{data.phone}</span>
      </h4>
      {data.risky ? (
        <p
          role="alert"
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
          {t('admin.delivery.record.risky', { rate: data.riskySuccessRate })}
        </p>
      ) : (
        <p className="text-xs text-stone-600">
          {t('admin.delivery.record.fine', { rate: data.riskySuccessRate })}
        </p>
      )}
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <section
        className="overflow-x-auto"
        aria-labelledby="delivery-record-title"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
        tabIndex={0}
      >
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-stone-600">
              <th scope="col" className="py-1 pr-2 font-medium">
                {t('admin.delivery.record.source')}
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                {t('admin.delivery.record.delivered')}
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                {t('admin.delivery.record.returned')}
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                {t('admin.delivery.record.cancelled')}
              </th>
              <th scope="col" className="py-1 pl-2 text-right font-medium">
                {t('admin.delivery.record.rate')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            <RecordRow label={t('admin.delivery.record.shop')} counts={data.shop} risky={data} />
            {data.couriers.map((entry) =>
              entry.record ? (
                <RecordRow
                  key={entry.courier}
                  label={t(`admin.delivery.courier.${entry.courier}`)}
                  counts={entry.record}
                  risky={data}
                />
              ) : (
                <tr key={entry.courier}>
                  <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                    {t(`admin.delivery.courier.${entry.courier}`)}
                  </th>
                  <td colSpan={4} className="py-1.5 pl-2 text-stone-700">
                    {t('admin.delivery.record.error', { error: entry.error ?? '—' })}
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </section>
    </section>
  );
}

function RecordRow({
  label,
  counts,
  risky,
}: {
  label: string;
  counts: Counts;
  risky: Pick<DeliveryRecord, 'riskySuccessRate'>;
}) {
  const { t, number } = useI18n();
  const low = counts.successRate !== null && counts.successRate < risky.riskySuccessRate;
  return (
    <tr>
      <th scope="row" className="py-1.5 pr-2 text-left font-medium">
        {label}
      </th>
      <td className="px-2 py-1.5 text-right tabular-nums">{number(counts.delivered)}</td>
      <td className="px-2 py-1.5 text-right tabular-nums">{number(counts.returned)}</td>
      <td className="px-2 py-1.5 text-right tabular-nums">{number(counts.cancelled)}</td>
      <td
        className={cn('py-1.5 pl-2 text-right tabular-nums', low && 'font-semibold text-red-800')}
      >
        {counts.successRate === null
          ? t('admin.delivery.record.noRate')
          : t('admin.delivery.record.percent', { rate: counts.successRate })}
      </td>
    </tr>
  );
}
