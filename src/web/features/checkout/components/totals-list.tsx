import { useI18n } from '../../../lib/i18n';
import type { ShownTotals } from '../utils/quoted-totals';

function Row({
  label,
  value,
  strong,
  className,
}: {
  label: string;
  value: string;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-4 border-t border-stone-200 pt-2 text-lg font-semibold text-stone-900'
          : `flex justify-between gap-4 ${className ?? ''}`
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Subtotal, the code's discount (when one applies), the points' (when used), Shipping (Free when waived), COD Charge (only
 * when there is one), store credit (when used) and Total, "To pay" after credit. Needs the coupon
 * words (lib/coupon-words).
 */
export function TotalsList({ totals }: { totals: ShownTotals }) {
  const { t, money } = useI18n();
  const waived = totals.shipping === 0 && totals.deliveryDiscount > 0;
  // The quote's discount holds the points' share too: each line shows its own part.
  const couponDiscount = totals.discount - totals.pointsDiscount;
  return (
    // Read out when the location or method changes the sums.
    <dl className="space-y-2 text-stone-700" aria-live="polite" aria-atomic="true">
      <Row label={t('checkout.totals.subtotal')} value={money(totals.subtotal)} />
      {totals.couponCode && couponDiscount > 0 && (
        <Row
          label={t('coupon.discount', { code: totals.couponCode })}
          value={`−${money(couponDiscount)}`}
          className="text-emerald-700"
        />
      )}
      {totals.pointsDiscount > 0 && (
        <Row
          label={t('points.discount', { points: totals.pointsUsed })}
          value={`−${money(totals.pointsDiscount)}`}
          className="text-emerald-700"
        />
      )}
      <Row
        label={t('checkout.totals.shipping')}
        value={waived ? t('coupon.free') : money(totals.shipping)}
        {...(waived ? { className: 'text-emerald-700' } : {})}
      />
      {totals.codCharge > 0 && (
        <Row label={t('checkout.totals.codCharge')} value={money(totals.codCharge)} />
      )}
      {totals.creditUsed > 0 && (
        <Row
          label={t('credit.paid')}
          value={`−${money(totals.creditUsed)}`}
          className="text-emerald-700"
        />
      )}
      <Row
        label={totals.creditUsed > 0 ? t('credit.toPay') : t('checkout.totals.total')}
        value={money(totals.total)}
        strong
      />
    </dl>
  );
}

export function ServerConfirmsNote() {
  const { t } = useI18n();
  return <p className="text-xs text-stone-600">{t('checkout.totals.serverConfirms')}</p>;
}
