import type { Order } from '#shared/schemas/order';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';

/** Subtotal, shipping, the COD charge when there is one, and the total (detail and invoice). */
export function OrderTotals({
  order,
  className,
}: {
  order: Pick<Order, 'subtotal' | 'shipping' | 'codCharge' | 'total'>;
  className?: string;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const money = (poisha: number) => i18n.money(poisha, { decimals: true });
  return (
    <dl className={cn('space-y-1 text-sm tabular-nums', className)}>
      <Row label={t('admin.order.subtotal')} value={money(order.subtotal)} />
      <Row label={t('admin.order.shipping')} value={money(order.shipping)} />
      {order.codCharge > 0 && (
        <Row label={t('admin.order.codCharge')} value={money(order.codCharge)} />
      )}
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
        <dt>{t('admin.order.total')}</dt>
        <dd>{money(order.total)}</dd>
      </div>
    </dl>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between text-stone-700">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
