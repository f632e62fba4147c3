import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { orderTotals } from '#shared/pricing';
import type { Cart } from '#shared/schemas/cart';
import type { Order } from '#shared/schemas/order';
import { apiErrorCode, apiErrorMessage, hasStatus } from '../../../lib/api-errors';
import { useCouponCode } from '../../../lib/coupon-code';
import { useI18n } from '../../../lib/i18n';
import { useShopInfo } from '../../../lib/shop-info';
import { toast } from '../../../lib/toast';
import { useAddressChoice } from '../hooks/use-address-choice';
import {
  checksShipping,
  type Refusal,
  refusalOf,
  SHIPPING_UNCHECKED,
  useCheckout,
} from '../hooks/use-checkout';
import { useCheckoutOrder } from '../hooks/use-checkout-order';
import { usePaymentProof } from '../hooks/use-payment-proof';
import { usePendingFocus } from '../hooks/use-pending-focus';
import { creditBoxProps, useCreditFollowsQuote, useStoreCredit } from '../hooks/use-store-credit';
import {
  checkoutBody,
  isManualMethod,
  type PaymentDetails,
  type ShippingField,
  type ShippingValues,
  TRANSACTION_ID_FIELD,
} from '../utils/checkout-form';
import { type CreditBox, type PointsBox, shownTotals, type UseQuote } from '../utils/quoted-totals';
import { CART_PROBLEMS_ALERT, CartProblemsAlert } from './cart-problems-alert';
import { CheckoutButtons } from './checkout-buttons';
import { CheckoutSteps } from './checkout-steps';
import { DeliveryStep } from './delivery-step';
import { OrderSummary } from './order-summary';
import { PaymentMethodStep } from './payment-method-step';
import { SaveAddressChoice } from './save-address-choice';
import { SavedAddressPicker } from './saved-address-picker';
import { ShippingStep, shippingFieldId } from './shipping-step';

// The shipping checks (zod) and the later steps load once the shopper starts on the first step,
// not with the page: they kept /checkout over the 90 KB first-load budget
// (docs/decisions/007-first-load.md).
const loadShippingCheck = () => import('../utils/shipping-check');
const loadInstructionsStep = () => import('./payment-instructions-step');
const loadReviewStep = () => import('./order-review');
const PaymentInstructionsStep = lazy(() =>
  loadInstructionsStep().then((m) => ({ default: m.PaymentInstructionsStep })),
);
const OrderReview = lazy(() => loadReviewStep().then((m) => ({ default: m.OrderReview })));
const loadLaterSteps = () => {
  void loadShippingCheck();
  void loadInstructionsStep();
  void loadReviewStep();
};

const STEP_HEADING = 'checkout-step-heading';

const fieldToFix = ({ field }: Refusal) =>
  field === 'transactionId' ? TRANSACTION_ID_FIELD : shippingFieldId(field);

type CheckoutFlowProps = {
  cart: Cart;
  initialShipping: ShippingValues;
  /** A shopper signed in by phone may leave the e-mail out (their order news comes by SMS). */
  emailOptional?: boolean;
  /** The server's quote of the cart (the cart feature's, composed in by the app). */
  useQuote: UseQuote;
  /** The review's "use points" box (the points feature's, composed in by the app). */
  pointsBox?: PointsBox | undefined;
  /** The review's "use store credit" box (the points feature's, composed in by the app). */
  creditBox?: CreditBox | undefined;
  /** The order is in; with an online method the flow then sends the browser to its gateway. */
  onPlaced: (order: Order) => void;
};

export function CheckoutFlow({
  cart,
  initialShipping,
  emailOptional = false,
  useQuote,
  pointsBox,
  creditBox,
  onPlaced,
}: CheckoutFlowProps) {
  const { t, message } = useI18n();
  const shop = useShopInfo();
  const proof = usePaymentProof();
  const focus = usePendingFocus();
  const { state, dispatch, current, last } = useCheckout(initialShipping);
  const { step, shipping, location, method } = state;
  const address = useAddressChoice(state, dispatch, initialShipping);
  const order = useCheckoutOrder({
    onPlaced,
    onRefused: (refused) => {
      dispatch(refused);
      if (refused.about === 'cart') focus(CART_PROBLEMS_ALERT);
      if (refused.about === 'transactionId') focus(TRANSACTION_ID_FIELD);
    },
  });
  const uploading = proof.state.status === 'uploading';
  const problems = cart.items.filter((line) => line.problem !== null);
  const lines = cart.items.filter((line) => line.problem === null);
  const [code, setCode] = useCouponCode();
  const [points, setPoints] = useState(0);
  const [pointsRefusal, setPointsRefusal] = useState<string | null>(null);
  const credit = useStoreCredit();
  // The browser previews with the server's quote for this place and payment (the order
  // transaction decides again); until it answers, or if it cannot, the plain sums.
  const quote = useQuote(cart, {
    ...(code ? { code } : {}),
    ...(points > 0 ? { points } : {}),
    ...credit.request,
    location,
    paymentMethod: method,
  });
  // Points the server will not take (more than she holds or this order's share): back to none,
  // with its reason beside the box.
  useEffect(() => {
    const error = quote.error;
    if (points === 0 || !error) return;
    if (!apiErrorCode(error)?.startsWith('POINTS_') && !hasStatus(error, 400)) return;
    setPointsRefusal(apiErrorMessage(error, ''));
    setPoints(0);
  }, [quote.error, points]);
  useCreditFollowsQuote(credit, quote, method);
  const creditChoice = creditBoxProps(credit, quote.data, method, () =>
    dispatch({ type: 'methodChosen', method: 'cod' }),
  );
  const totals = shownTotals(
    quote.data,
    orderTotals(
      lines.map((line) => ({ unitPrice: line.price, quantity: line.quantity })),
      location,
      method,
    ),
  );
  const payment: PaymentDetails = {
    location,
    saveAddress: address.saveWanted,
    paymentMethod: method,
    transactionId: state.transactionId,
    paymentProof: proof.state.status === 'done' ? proof.state.ref : null,
  };

  const goTo = (next: number) => {
    dispatch({ type: 'goTo', step: next });
    focus(STEP_HEADING);
  };

  const place = () => {
    if (order.processing || uploading || problems.length > 0) return;
    dispatch({ type: 'orderSent' });
    // Only a code the server has just accepted: a refused one is shown with its reason instead.
    order.place(
      checkoutBody(shipping, payment, totals.couponCode, totals.pointsUsed, totals.creditUsed),
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (current === 'shipping') loadLaterSteps();
    if (current === 'instructions' && uploading) return;
    const check = checksShipping(state)
      ? (await loadShippingCheck()).checkShipping(shipping, { emailOptional })
      : SHIPPING_UNCHECKED;
    const refusal = refusalOf(state, check);
    dispatch({ type: 'submitted', shipping: check });
    if (refusal) toast.error(message(refusal.message));
    // Kept on this step: the field to fix. On another (the next, or back from the review): its heading.
    if (refusal && !last) return focus(fieldToFix(refusal));
    if (refusal || !last) return focus(STEP_HEADING);
    place();
  };

  const editShipping = (field: ShippingField, value: string) => {
    loadLaterSteps(); // ready before Continue
    dispatch({ type: 'shippingEdited', field, value });
  };

  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-4">
        <CartProblemsAlert problems={problems} message={state.cartRefusal} />
        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby={STEP_HEADING}
          className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
        >
          <CheckoutSteps step={step} method={method} />
          <h2
            id={STEP_HEADING}
            tabIndex={-1}
            className="mt-6 mb-4 font-serif text-2xl font-semibold focus-visible:outline-none"
          >
            {t(`checkout.heading.${current}`)}
          </h2>
          {current === 'shipping' && (
            <ShippingStep
              values={shipping}
              errors={state.shippingErrors}
              emailOptional={emailOptional}
              onChange={editShipping}
              picker={
                address.saved.length > 0 && (
                  <SavedAddressPicker
                    addresses={address.saved}
                    value={address.choice}
                    onChange={address.choose}
                  />
                )
              }
              addressPicked={address.choice !== 'new'}
              addressesLoading={address.loading}
              saveChoice={
                <SaveAddressChoice
                  save={state.saveAddress}
                  full={address.full}
                  onChange={(save) => dispatch({ type: 'saveAddressSet', save })}
                />
              }
            />
          )}
          {current === 'delivery' && (
            <DeliveryStep
              value={location}
              district={shipping.district}
              onChange={(next) => dispatch({ type: 'locationChosen', location: next })}
            />
          )}
          {current === 'payment' && (
            <PaymentMethodStep
              value={method}
              location={location}
              online={shop?.onlinePayments}
              onChange={(next) => dispatch({ type: 'methodChosen', method: next })}
            />
          )}
          <Suspense fallback={null}>
            {current === 'instructions' && isManualMethod(method) && (
              <PaymentInstructionsStep
                method={method}
                total={totals.total}
                shop={shop}
                transactionId={state.transactionId}
                transactionIdError={state.transactionIdError}
                onTransactionId={(value) => dispatch({ type: 'transactionIdTyped', value })}
                proof={proof.state}
                onChooseProof={(file) => void proof.choose(file)}
                onRemoveProof={proof.remove}
              />
            )}
            {current === 'review' && (
              <OrderReview
                items={lines}
                shipping={shipping}
                payment={payment}
                totals={totals}
                onEdit={goTo}
                points={
                  pointsBox &&
                  quote.data?.points &&
                  quote.data.points.balance > 0 &&
                  pointsBox({
                    points: quote.data.points,
                    refusal: pointsRefusal,
                    onUse: (next) => {
                      setPointsRefusal(null);
                      setPoints(next);
                    },
                    onRemove: () => {
                      setPointsRefusal(null);
                      setPoints(0);
                    },
                  })
                }
                credit={creditBox && creditChoice && creditBox(creditChoice)}
                coupon={{
                  code,
                  quote: quote.data,
                  failed: quote.isError && !quote.isFetching,
                  checking: quote.isFetching,
                  onApply: setCode,
                  onRemove: () => setCode(null),
                }}
              />
            )}
          </Suspense>
          <CheckoutButtons
            step={step}
            method={method}
            processing={order.processing}
            uploading={uploading}
            blocked={last && (problems.length > 0 || lines.length === 0)}
            onBack={() => goTo(step - 1)}
          />
        </form>
      </div>
      <div className={current === 'review' ? 'hidden lg:block' : undefined}>
        <OrderSummary items={cart.items} totals={totals} quote={quote.data} />
      </div>
    </div>
  );
}
