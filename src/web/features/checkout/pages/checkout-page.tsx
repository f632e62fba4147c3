import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isOnlineMethod } from '#shared/payments';
import type { Cart } from '#shared/schemas/cart';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../lib/i18n';
import { type MarketingData, rememberPurchase } from '../../../lib/marketing';
import { PageTitle } from '../../../lib/page-title';
import { purchaseEventId, track } from '../../../lib/track';
import { CheckoutFlow } from '../components/checkout-flow';
import { shippingFromAccount } from '../utils/checkout-form';
import type { CreditBox, PointsBox, UseQuote } from '../utils/quoted-totals';

type CheckoutAccount = {
  /** Null for an account made by phone: its e-mail is optional here. */
  email: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  address: string | null;
};

export type CheckoutPageProps = {
  /** The cart query as the app holds it; composed in, since features don't import each other. */
  cart: { data: Cart | undefined; isError: boolean; refetch: () => unknown };
  /** The signed-in shopper (the route is guarded); undefined while it loads. */
  account: CheckoutAccount | undefined;
  /** The cart feature's quote of the cart (POST /api/cart/quote), composed in by the app. */
  useQuote: UseQuote;
  /** The points feature's "use points" box for the review, composed in by the app. */
  pointsBox?: PointsBox;
  /** The points feature's "use store credit" box for the review, composed in by the app. */
  creditBox?: CreditBox;
};

export function CheckoutPage({ cart, account, useQuote, pointsBox, creditBox }: CheckoutPageProps) {
  const { t } = useI18n();
  const TITLE = <PageTitle of="/checkout" />;
  const navigate = useNavigate();
  // Placing the order empties the cart: show nothing rather than "Your cart is empty" meanwhile.
  const [placed, setPlaced] = useState(false);

  // With data in hand a failed refetch keeps the form, and everything typed into it, on screen.
  if (cart.data === undefined && cart.isError) {
    return (
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        {TITLE}
        <h1 className="font-serif text-3xl font-semibold">{t('checkout.page.heading')}</h1>
        <p role="alert" className="mt-3 text-stone-700">
          {t('checkout.page.loadFailed')}
        </p>
        <Button className="mt-6" onClick={() => void cart.refetch()}>
          {t('checkout.page.tryAgain')}
        </Button>
      </main>
    );
  }
  if (cart.data === undefined || account === undefined || placed) {
    return (
      <>
        {TITLE}
        <PageSpinner />
      </>
    );
  }
  if (cart.data.items.length === 0) {
    return (
      <main className="mx-auto max-w-lg px-4 py-10">
        {TITLE}
        <h1 className="mb-6 font-serif text-3xl font-semibold">{t('checkout.page.heading')}</h1>
        <EmptyState
          icon={ShoppingBag}
          title={t('checkout.empty.title')}
          action={
            <Button asChild>
              <Link to="/products">{t('checkout.empty.action')}</Link>
            </Button>
          }
        >
          {t('checkout.empty.body')}
        </EmptyState>
      </main>
    );
  }

  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      {TITLE}
      <h1 className="font-serif text-3xl font-semibold sm:text-4xl">
        {t('checkout.page.heading')}
      </h1>
      <CheckoutFlow
        cart={cart.data}
        initialShipping={shippingFromAccount(account)}
        emailOptional={account.email === null}
        useQuote={useQuote}
        pointsBox={pointsBox}
        creditBox={creditBox}
        onPlaced={(order) => {
          setPlaced(true);
          const purchase: MarketingData = {
            value: order.total / 100,
            currency: 'BDT',
            content_ids: order.items.flatMap((item) => (item.sku ? [item.sku] : [])),
            content_type: 'product',
            num_items: order.items.reduce((sum, item) => sum + item.quantity, 0),
          };
          // An online order is a purchase once paid: the gateway sends the shopper back to say so.
          if (isOnlineMethod(order.paymentMethod)) rememberPurchase(order.id, purchase);
          else track('Purchase', purchase, purchaseEventId(order.id));
          // An online order goes on to its gateway (the flow sends it); the others to the orders.
          if (!isOnlineMethod(order.paymentMethod)) void navigate('/account?tab=orders');
        }}
      />
    </main>
  );
}
