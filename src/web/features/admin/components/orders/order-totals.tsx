import type { Order } from '#shared/schemas/order';
import { CouponWords } from '../../../../lib/coupon-words';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';

type TotalsOrder = Pick<
  Order,
  | 'subtotal'
  | 'discount'
  | 'shipping'
  | 'deliveryDiscount'
  | 'codCharge'
  | 'total'
  | 'couponCode'
  | 'pointsUsed'
  | 'pointsDiscount'
  | 'creditPaid'
>;

/**
 * Subtotal, the code's discount, the points' (their part of the discount), shipping (Free when waived), the COD charge when there is one,
 * store credit paid, and the total left to pay (detail and invoice).
 */
export function OrderTotals({ order, className }: { order: TotalsOrder; className?: string }) {
  return (
    <CouponWords>
      <Totals order={order} className={className} />
    </CouponWords>
  );
}

function Totals({ order, className }: { order: TotalsOrder; className?: string | undefined }) {
  const i18n = useI18n();
  const { t } = i18n;
  const money = (poisha: number) => i18n.money(poisha, { decimals: true });
  const waived = order.shipping === 0 && order.deliveryDiscount > 0;
  const couponDiscount = order.discount - order.pointsDiscount;
  return (
    <dl className={cn('space-y-1 text-sm tabular-nums', className)}>
      <Row label={t('admin.order.subtotal')} value={money(order.subtotal)} />
      {couponDiscount > 0 && (
        <Row
          label={t('coupon.discount', { code: order.couponCode ?? '' })}
          value={`−${money(couponDiscount)}`}
        />
      )}
      {order.pointsUsed > 0 && (
        <Row
          label={t('points.discount', { points: order.pointsUsed })}
          value={`−${money(order.pointsDiscount)}`}
        />
      )}
      <Row
        label={t('admin.order.shipping')}
        value={
          waived ? `${t('coupon.free')} (−${money(order.deliveryDiscount)})` : money(order.shipping)
        }
      />
      {order.codCharge > 0 && (
        <Row label={t('admin.order.codCharge')} value={money(order.codCharge)} />
      )}
      {order.creditPaid > 0 && (
        <Row label={t('credit.paid')} value={`−${money(order.creditPaid)}`} />
      )}
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
        <dt>{order.creditPaid > 0 ? t('credit.toPay') : t('admin.order.total')}</dt>
        <dd>{money(order.total)}</dd>
      </div>
    </dl>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 text-stone-700">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
