import {
  type FormEvent,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { msg } from '#shared/i18n/translator';
import { isOnlineMethod, needsTransactionId } from '#shared/payments';
import { type DeliveryLocation, orderTotals, type PaymentMethod } from '#shared/pricing';
import { ADDRESSES_MAX, locationOfDistrict, type SavedAddress } from '#shared/schemas/address';
import type { Cart } from '#shared/schemas/cart';
import type { Order } from '#shared/schemas/order';
import { Button } from '../../../components/ui/button';
import { apiErrorCode, apiErrorMessage } from '../../../lib/api-errors';
import { useCouponCode } from '../../../lib/coupon-code';
import { useI18n } from '../../../lib/i18n';
import { useSavedAddresses } from '../../../lib/saved-addresses';
import { useShopInfo } from '../../../lib/shop-info';
import { toast } from '../../../lib/toast';
import {
  failedPagePath,
  gatewayUnreachable,
  goToGateway,
  orderPagePath,
  payOrder,
} from '../api/online-payment';
import { isCartRefusal, usePlaceOrder } from '../api/place-order';
import { usePaymentProof } from '../hooks/use-payment-proof';
import {
  checkoutBody,
  isManualMethod,
  type PaymentDetails,
  REQUIRED_FIELDS_MESSAGE,
  type ShippingErrors,
  type ShippingField,
  type ShippingValues,
  TRANSACTION_ID_FIELD,
  TRANSACTION_ID_MESSAGE,
} from '../utils/checkout-form';
import {
  clampStep,
  isLastStep,
  primaryButtonLabel,
  stepAt,
  stepsFor,
} from '../utils/checkout-steps';
import { IdempotencyKeys } from '../utils/idempotency';
import { shownTotals, type UseQuote } from '../utils/quoted-totals';
import { CART_PROBLEMS_ALERT, CartProblemsAlert } from './cart-problems-alert';
import { CheckoutSteps } from './checkout-steps';
import { DeliveryStep } from './delivery-step';
import { orderPlacedNote } from './order-placed-note';
import { OrderSummary } from './order-summary';
import { PaymentMethodStep } from './payment-method-step';
import { type AddressChoice, SavedAddressPicker } from './saved-address-picker';
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

/**
 * An online order is placed first (stock taken, cart emptied), then paid at its gateway. If the
 * gateway cannot be reached the order stays pending: the failure page offers another try or cash
 * on delivery. Runs on after the form unmounts (the page shows a spinner meanwhile).
 */
async function sendToGateway(
  orderId: string,
  { navigate, failed }: { navigate: NavigateFunction; failed: (refusal: string) => void },
) {
  try {
    const { redirectUrl } = await payOrder(orderId);
    goToGateway(redirectUrl);
  } catch (error) {
    if (gatewayUnreachable(error)) {
      void navigate(failedPagePath(orderId, 'unavailable'));
      return;
    }
    failed(apiErrorMessage(error, msg('checkout.error.generic')));
    void navigate(orderPagePath(orderId));
  }
}

type CheckoutFlowProps = {
  cart: Cart;
  initialShipping: ShippingValues;
  /** A shopper signed in by phone may leave the e-mail out (their order news comes by SMS). */
  emailOptional?: boolean;
  /** The server's quote of the cart (the cart feature's, composed in by the app). */
  useQuote: UseQuote;
  /** The order is in; with an online method the flow then sends the browser to its gateway. */
  onPlaced: (order: Order) => void;
};

export function CheckoutFlow({
  cart,
  initialShipping,
  emailOptional = false,
  useQuote,
  onPlaced,
}: CheckoutFlowProps) {
  const { t, message } = useI18n();
  const shop = useShopInfo();
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const proof = usePaymentProof();
  const keys = useRef(new IdempotencyKeys());
  const [requestedStep, setStep] = useState(1);
  const [shipping, setShipping] = useState(initialShipping);
  const [shippingErrors, setShippingErrors] = useState<ShippingErrors>({});
  const [location, setLocation] = useState<DeliveryLocation>('dhaka');
  const address = useAddressChoice(initialShipping, setShipping, setShippingErrors, setLocation);
  const [method, setMethod] = useState<PaymentMethod>('bkash');
  const [transactionId, setTransactionId] = useState('');
  const [transactionIdError, setTransactionIdError] = useState<string>();
  const [cartRefusal, setCartRefusal] = useState<string | null>(null);

  // Switching to cash on delivery on a later step lands on its last step, the review.
  const step = clampStep(requestedStep, method);
  const current = stepAt(step, method);
  const last = isLastStep(step, method);
  const processing = placeOrder.isPending;
  const uploading = proof.state.status === 'uploading';
  const problems = cart.items.filter((line) => line.problem !== null);
  const lines = cart.items.filter((line) => line.problem === null);
  const [code, setCode] = useCouponCode();
  // The browser previews with the server's quote for this place and payment (the order
  // transaction decides again); until it answers, or if it cannot, the plain sums.
  const quote = useQuote(cart, { ...(code ? { code } : {}), location, paymentMethod: method });
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
    transactionId,
    paymentProof: proof.state.status === 'done' ? proof.state.ref : null,
  };

  // What to focus once the next render is on screen: a new step's heading (not the page top),
  // or the field or alert that needs the shopper.
  const pendingFocus = useRef<string | null>(null);
  const focusById = (id: string) => {
    pendingFocus.current = id;
  };
  useEffect(() => {
    if (pendingFocus.current === null) return;
    // Kept until the element is on screen: a render can come first (the quote refreshing).
    const target = document.getElementById(pendingFocus.current);
    if (!target) return;
    target.focus();
    pendingFocus.current = null;
  });

  const goTo = (next: number) => {
    setStep(clampStep(next, method));
    focusById('checkout-step-heading');
  };

  /** The first field in error, or null when the shipping details pass. */
  const shippingInvalidField = async (): Promise<ShippingField | null> => {
    const { checkShipping } = await loadShippingCheck();
    const { errors, missingRequired } = checkShipping(shipping, { emailOptional });
    setShippingErrors(errors);
    const invalid = Object.keys(errors) as ShippingField[];
    const first = invalid[0];
    if (first === undefined) return null;
    toast.error(
      message(
        missingRequired ? REQUIRED_FIELDS_MESSAGE : (errors[first] ?? REQUIRED_FIELDS_MESSAGE),
      ),
    );
    return first;
  };

  const transactionIdIsValid = () => {
    if (!needsTransactionId(method) || transactionId.trim() !== '') return true;
    setTransactionIdError(TRANSACTION_ID_MESSAGE);
    toast.error(message(TRANSACTION_ID_MESSAGE));
    return false;
  };

  const placeFailed = (error: Error) => {
    // Kept as it came (a key or the server's words): shown through message() where it lands.
    const refusal = apiErrorMessage(error, msg('checkout.error.generic'));
    toast.error(t('checkout.toast.placeFailed'), { description: message(refusal) });
    const code = apiErrorCode(error);
    if (code === 'IDEMPOTENCY_KEY_REUSED') keys.current.forget();
    // usePlaceOrder reloads the cart; the alert says why the order was refused.
    if (isCartRefusal(error)) {
      setCartRefusal(refusal);
      focusById(CART_PROBLEMS_ALERT);
    }
    if (code === 'TRANSACTION_ID_USED') {
      setTransactionIdError(refusal);
      goTo(stepsFor(method).indexOf('instructions') + 1);
      focusById(TRANSACTION_ID_FIELD);
    }
  };

  const submitOrder = async () => {
    // Checked again here: Edit on the review can send the shopper back to change anything.
    if ((await shippingInvalidField()) !== null) return goTo(1);
    if (!transactionIdIsValid()) return goTo(stepsFor(method).indexOf('instructions') + 1);
    if (processing || uploading || problems.length > 0) return;
    setCartRefusal(null);
    // Only a code the server has just accepted: a refused one is shown with its reason instead.
    const body = checkoutBody(shipping, payment, totals.couponCode);
    placeOrder.mutate(
      { idempotencyKey: keys.current.keyFor(body), ...body },
      {
        onSuccess: (order) => {
          keys.current.forget();
          if (isOnlineMethod(order.paymentMethod)) {
            onPlaced(order);
            void sendToGateway(order.id, {
              navigate,
              failed: (refusal) =>
                toast.error(t('payments.toast.payFailed'), { description: message(refusal) }),
            });
            return;
          }
          toast.success(t('checkout.toast.placed'), {
            description: orderPlacedNote(t, shop),
            duration: 10_000,
          });
          onPlaced(order);
        },
        onError: placeFailed,
      },
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (last) return submitOrder();
    if (current === 'shipping') {
      loadLaterSteps();
      const first = await shippingInvalidField();
      if (first !== null) return focusById(shippingFieldId(first));
    }
    if (current === 'instructions') {
      if (uploading) return;
      if (!transactionIdIsValid()) return focusById(TRANSACTION_ID_FIELD);
    }
    goTo(step + 1);
  };

  const editShipping = (field: ShippingField, value: string) => {
    loadLaterSteps(); // ready before Continue
    address.typed();
    setShipping((values) => ({ ...values, [field]: value }));
    if (field === 'district' && value) setLocation(locationOfDistrict(value));
    // An error goes away once the shopper has fixed that field; new ones wait for Continue.
    setShippingErrors((errors) => (errors[field] ? { ...errors, [field]: undefined } : errors));
  };

  const chooseMethod = (next: PaymentMethod) => {
    setMethod(next);
    if (!needsTransactionId(next)) setTransactionIdError(undefined);
  };

  const blocked = last && (problems.length > 0 || lines.length === 0);

  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-4">
        <CartProblemsAlert problems={problems} message={cartRefusal} />
        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="checkout-step-heading"
          className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
        >
          <CheckoutSteps step={step} method={method} />
          <h2
            id="checkout-step-heading"
            tabIndex={-1}
            className="mt-6 mb-4 font-serif text-2xl font-semibold focus-visible:outline-none"
          >
            {t(`checkout.heading.${current}`)}
          </h2>
          {current === 'shipping' && (
            <ShippingStep
              values={shipping}
              errors={shippingErrors}
              emailOptional={emailOptional}
              onChange={editShipping}
              {...addressParts(address)}
            />
          )}
          {current === 'delivery' && (
            <DeliveryStep value={location} district={shipping.district} onChange={setLocation} />
          )}
          {current === 'payment' && (
            <PaymentMethodStep
              value={method}
              location={location}
              online={shop?.onlinePayments}
              onChange={chooseMethod}
            />
          )}
          <Suspense fallback={null}>
            {current === 'instructions' && isManualMethod(method) && (
              <PaymentInstructionsStep
                method={method}
                total={totals.total}
                shop={shop}
                transactionId={transactionId}
                transactionIdError={transactionIdError}
                onTransactionId={(value) => {
                  setTransactionId(value);
                  setTransactionIdError(undefined);
                }}
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
          <div className="mt-6 flex gap-3 border-t border-stone-200 pt-5">
            <Button
              type="button"
              variant="outline"
              size="lg"
              className="flex-1 sm:flex-none"
              disabled={step === 1 || processing}
              onClick={() => goTo(step - 1)}
            >
              {t('checkout.button.back')}
            </Button>
            <Button
              type="submit"
              size="lg"
              className="flex-1 sm:ml-auto sm:flex-none sm:min-w-40"
              disabled={processing || uploading || blocked}
              aria-describedby={blocked ? 'checkout-blocked' : undefined}
            >
              {t(primaryButtonLabel(step, method, processing))}
            </Button>
          </div>
          {blocked && (
            <p id="checkout-blocked" className="mt-2 text-right text-sm text-red-700">
              {t('checkout.blocked')}
            </p>
          )}
        </form>
      </div>
      <div className={current === 'review' ? 'hidden lg:block' : undefined}>
        <OrderSummary items={cart.items} totals={totals} quote={quote.data} />
      </div>
    </div>
  );
}

/**
 * Step 1's saved addresses: the default one fills the step once the list is in (unless the shopper
 * has started typing), picking one fills it again, and "A new address" empties the address fields.
 * A new address is kept for next time unless the shopper unticks it.
 */
function useAddressChoice(
  initial: ShippingValues,
  setShipping: (update: (values: ShippingValues) => ShippingValues) => void,
  setErrors: (errors: ShippingErrors) => void,
  setLocation: (location: DeliveryLocation) => void,
) {
  const list = useSavedAddresses();
  const saved = list.data?.addresses ?? [];
  const [choice, setChoice] = useState<AddressChoice | null>(null);
  const [save, setSave] = useState(true);
  const typedBefore = useRef(false);

  const fill = (address: SavedAddress) => {
    setShipping((values) => ({
      ...values,
      firstName: address.firstName,
      lastName: address.lastName,
      phone: address.phone,
      address: address.address,
      district: address.district,
      area: address.area ?? '',
      city: address.city,
      zipCode: address.zipCode ?? '',
    }));
    setLocation(locationOfDistrict(address.district));
    setErrors({});
  };
  const choose = (next: AddressChoice) => {
    setChoice(next);
    const address = saved.find((candidate) => candidate.id === next);
    if (address) return fill(address);
    setShipping((values) => ({
      ...initial,
      email: values.email,
    }));
    setErrors({});
  };

  // Until the shopper chooses, the default (listed first) is the choice, filled in just after.
  const first = typedBefore.current ? undefined : saved[0];
  const shown: AddressChoice = choice ?? first?.id ?? 'new';
  // Before the screen shows it, so a Continue at once sends the address it shows.
  useLayoutEffect(() => {
    if (choice !== null || !first) return;
    setChoice(first.id);
    fill(first);
  });

  const full = saved.length >= ADDRESSES_MAX;
  return {
    saved,
    loading: list.isPending,
    choice: shown,
    choose,
    typed: () => {
      typedBefore.current = true;
    },
    /** Only a new address is saved, and only while there is room (the server checks again). */
    saveWanted: shown === 'new' && save && !full,
    save,
    setSave,
    full,
  };
}

/** The saved addresses' parts of step 1: the picker (when there are any) and the save box. */
function addressParts(address: ReturnType<typeof useAddressChoice>) {
  return {
    picker: address.saved.length > 0 && (
      <SavedAddressPicker
        addresses={address.saved}
        value={address.choice}
        onChange={address.choose}
      />
    ),
    addressPicked: address.choice !== 'new',
    addressesLoading: address.loading,
    saveChoice: <SaveAddressChoice {...address} />,
  };
}

function SaveAddressChoice({
  save,
  setSave,
  full,
}: {
  save: boolean;
  setSave: (save: boolean) => void;
  full: boolean;
}) {
  const { t } = useI18n();
  if (full) {
    return (
      <p className="text-sm text-stone-600">{t('address.saveFull', { max: ADDRESSES_MAX })}</p>
    );
  }
  return (
    <label className="flex items-center gap-2 text-sm text-stone-800">
      <input
        type="checkbox"
        checked={save}
        onChange={(event) => setSave(event.target.checked)}
        className="size-4 accent-rose-700"
      />
      {t('address.save')}
    </label>
  );
}
