import type { OrderTotals } from '#shared/pricing';
import { useI18n } from '../../../lib/i18n';

function Row({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  const { money } = useI18n();
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-4 border-t border-stone-200 pt-2 text-lg font-semibold text-stone-900'
          : 'flex justify-between gap-4'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{money(value)}</dd>
    </div>
  );
}

/** Subtotal, Shipping, COD Charge (only when there is one) and Total. */
export function TotalsList({ totals }: { totals: OrderTotals }) {
  const { t } = useI18n();
  return (
    // Read out when the location or method changes the sums.
    <dl className="space-y-2 text-stone-700" aria-live="polite" aria-atomic="true">
      <Row label={t('checkout.totals.subtotal')} value={totals.subtotal} />
      <Row label={t('checkout.totals.shipping')} value={totals.shipping} />
      {totals.codCharge > 0 && (
        <Row label={t('checkout.totals.codCharge')} value={totals.codCharge} />
      )}
      <Row label={t('checkout.totals.total')} value={totals.total} strong />
    </dl>
  );
}

export function ServerConfirmsNote() {
  const { t } = useI18n();
  return <p className="text-xs text-stone-600">{t('checkout.totals.serverConfirms')}</p>;
}
