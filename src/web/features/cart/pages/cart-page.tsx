import { useIsMutating } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { EMPTY_CART } from '#shared/cart';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { lineDiscountOf, useCouponCode } from '../../../lib/coupon-code';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { useClearCart } from '../api/clear-cart';
import { useCart } from '../api/get-cart';
import { useCartQuote } from '../api/get-cart-quote';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { CartLineItem } from '../components/cart-line-item';
import { CartSummary } from '../components/cart-summary';
import { keyOf } from '../utils/cart-lines';

export type CartPageProps = {
  /** Undefined while the session loads; composed in by the app, which owns the session. */
  signedIn: boolean | undefined;
  /** Opens the sign-in sheet over the cart (the account feature's, composed in by the app). */
  onSignIn: () => void;
};

function Title() {
  return <PageTitle of="/cart" />;
}

function SignedOut({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useI18n();
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <Title />
      <ShoppingBag className="mx-auto size-12 text-stone-400" aria-hidden="true" />
      <h1 className="mt-4 font-serif text-3xl font-semibold">{t('cart.heading')}</h1>
      <p className="mt-3 text-stone-700">{t('cart.signedOut.prompt')}</p>
      <Button className="mt-6" onClick={onSignIn}>
        {t('cart.signedOut.signIn')}
      </Button>
    </main>
  );
}

export function CartPage({ signedIn, onSignIn }: CartPageProps) {
  const { t } = useI18n();
  const cart = useCart(signedIn === true);
  const [code, setCode] = useCouponCode();
  // The cart has no delivery choice: it quotes the common case, inside Dhaka, cash on delivery
  // (no COD charge there), and says what outside Dhaka costs; checkout quotes the shopper's choice.
  const quote = useCartQuote(cart.data ?? EMPTY_CART, {
    ...(code ? { code } : {}),
    location: 'dhaka',
    paymentMethod: 'cod',
  });
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const clear = useClearCart();
  const busy = useIsMutating({ mutationKey: queryKeys.cart }) > 0;
  const heading = useRef<HTMLHeadingElement>(null);
  // A removed line takes its focused button with it: keep keyboard users on the page.
  const refocus = () => heading.current?.focus();

  useEffect(() => {
    // The id keeps one toast when a language switch runs this again.
    if (cart.isError) toast.error(t('cart.loadFailed.toast'), { id: 'cart-load-failed' });
  }, [cart.isError, t]);

  if (signedIn === false) return <SignedOut onSignIn={onSignIn} />;
  if (signedIn === undefined || cart.isPending) {
    return (
      <>
        <Title />
        <PageSpinner />
      </>
    );
  }
  if (cart.isError) {
    return (
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        <Title />
        <h1 className="font-serif text-3xl font-semibold">{t('cart.heading')}</h1>
        <p role="alert" className="mt-3 text-stone-700">
          {t('cart.loadFailed.body')}
        </p>
        <Button className="mt-6" onClick={() => void cart.refetch()}>
          {t('cart.tryAgain')}
        </Button>
      </main>
    );
  }

  const { items } = cart.data;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <Title />
      <div className="flex items-end justify-between gap-4">
        <h1
          ref={heading}
          tabIndex={-1}
          className="font-serif text-3xl font-semibold focus-visible:outline-none sm:text-4xl"
        >
          {t('cart.heading')}
        </h1>
        {items.length > 0 && (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => {
              clear.mutate();
              refocus();
            }}
          >
            {t('cart.clear')}
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <div className="mx-auto mt-8 max-w-lg">
          <EmptyState
            icon={ShoppingBag}
            title={t('cart.empty.title')}
            action={
              <Button asChild>
                <Link to="/products">{t('cart.empty.action')}</Link>
              </Button>
            }
          >
            {t('cart.empty.body')}
          </EmptyState>
        </div>
      ) : (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
          <ul
            aria-label={t('cart.list.label')}
            aria-busy={busy}
            className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white px-4 sm:px-5"
          >
            {items.map((line) => (
              <CartLineItem
                key={`${line.productId}-${line.variant?.id ?? ''}`}
                line={line}
                discount={lineDiscountOf(quote.data, line)}
                busy={busy}
                onQuantity={(quantity) => {
                  update.mutate({ ...keyOf(line), quantity });
                  if (quantity <= 0) refocus();
                }}
                onRemove={() => {
                  remove.mutate(keyOf(line));
                  refocus();
                }}
              />
            ))}
          </ul>
          <CartSummary
            cart={cart.data}
            quote={quote.data}
            quoteFailed={quote.isError && !quote.isFetching}
            quoteFetching={quote.isFetching}
            code={code}
            onCode={setCode}
          />
        </div>
      )}
    </main>
  );
}
