import type { ReactNode } from 'react';
import { placeLine } from '#shared/districts';
import { locationLabel, paymentMethodLabel } from '#shared/order-display';
import { isOnlineMethod, needsTransactionId } from '#shared/payments';
import type { CartLine } from '#shared/schemas/cart';
import type { CartQuote } from '#shared/schemas/promotion';
import { CouponBox } from '../../../components/coupon-box';
import { lineDiscountOf } from '../../../lib/coupon-code';
import { useI18n } from '../../../lib/i18n';
import type { PaymentDetails, ShippingValues } from '../utils/checkout-form';
import type { ShownTotals } from '../utils/quoted-totals';
import { CheckoutLine } from './checkout-line';
import { ServerConfirmsNote, TotalsList } from './totals-list';

type OrderReviewProps = {
  items: CartLine[];
  shipping: ShippingValues;
  payment: PaymentDetails;
  totals: ShownTotals;
  onEdit: (step: number) => void;
  /** The "use points" box, when she has points and the shop takes them. */
  points?: ReactNode;
  /** The "use store credit" box, when she holds some. */
  credit?: ReactNode;
  /** The code from the cart, changed or removed here; `quoted` is the server's word on it. */
  coupon: {
    code: string | null;
    quote: CartQuote | undefined;
    failed: boolean;
    checking: boolean;
    onApply: (code: string) => void;
    onRemove: () => void;
  };
};

function Block({
  title,
  editLabel,
  onEdit,
  children,
}: {
  title: string;
  editLabel: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="rounded-lg border border-stone-200 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-medium text-stone-900">{title}</h3>
        <button
          type="button"
          onClick={onEdit}
          className="text-sm font-medium text-rose-700 hover:underline"
          aria-label={editLabel}
        >
          {t('checkout.review.edit')}
        </button>
      </div>
      <div className="mt-1 text-sm break-words text-stone-700">{children}</div>
    </div>
  );
}

export function OrderReview({
  items,
  shipping,
  payment,
  totals,
  onEdit,
  points,
  credit,
  coupon,
}: OrderReviewProps) {
  const { t, money, language } = useI18n();
  const manual = needsTransactionId(payment.paymentMethod);
  return (
    <div className="space-y-4">
      <div>
        <h3 className="font-medium text-stone-900">{t('checkout.items')}</h3>
        <ul aria-label={t('checkout.review.itemsLabel')} className="divide-y divide-stone-100">
          {items.map((line) => (
            <CheckoutLine
              key={`${line.productId}-${line.variant?.id ?? ''}`}
              line={line}
              discount={lineDiscountOf(coupon.quote, line)}
            />
          ))}
        </ul>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Block
          title={t('checkout.review.shippingAddress')}
          editLabel={t('checkout.review.editShippingAddress')}
          onEdit={() => onEdit(1)}
        >
          <p>
            {shipping.firstName} {shipping.lastName}
          </p>
          <p>{shipping.address}</p>
          {shipping.district && <p>{placeLine(shipping, language)}</p>}
          <p>
            {shipping.city}
            {shipping.zipCode.trim() && ` ${shipping.zipCode.trim()}`}
          </p>
          <p>{shipping.phone}</p>
          {shipping.email.trim() && <p>{shipping.email}</p>}
        </Block>
        <div className="space-y-4">
          <Block
            title={t('checkout.review.deliveryLocation')}
            editLabel={t('checkout.review.editDeliveryLocation')}
            onEdit={() => onEdit(2)}
          >
            <p>{locationLabel(t, payment.location)}</p>
          </Block>
          <Block
            title={t('checkout.review.paymentMethod')}
            editLabel={t('checkout.review.editPaymentMethod')}
            onEdit={() => onEdit(3)}
          >
            <p>{paymentMethodLabel(t, payment.paymentMethod)}</p>
            {manual && (
              <p>
                {t('checkout.transactionId.prefix')}{' '}
                <span className="font-mono">{payment.transactionId.trim()}</span>
              </p>
            )}
            {manual && payment.paymentProof && <p>{t('checkout.review.proofAttached')}</p>}
            {isOnlineMethod(payment.paymentMethod) && (
              <p className="mt-1 text-stone-600">
                {t('payments.review.next', { amount: money(totals.total) })}
              </p>
            )}
          </Block>
        </div>
      </div>
      <CouponBox
        code={coupon.code}
        coupon={coupon.quote?.coupon}
        failed={coupon.failed}
        checking={coupon.checking}
        onApply={coupon.onApply}
        onRemove={coupon.onRemove}
      />
      {points}
      {credit}
      <div className="rounded-lg bg-stone-50 p-4">
        <TotalsList totals={totals} />
        <div className="mt-3">
          <ServerConfirmsNote />
        </div>
      </div>
    </div>
  );
}
