import { type ComponentType, lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import type { ToasterProps } from 'sonner';
import { ConsentGate } from '../components/layout/consent-gate';
import { Footer } from '../components/layout/footer';
import { Header, type HeaderUser } from '../components/layout/header';
import {
  accountContact,
  accountDisplayName,
  useAccount,
} from '../features/account/api/get-account';
import { useSignOut } from '../features/account/api/sign-out';
import { VerificationLanding } from '../features/account/components/verification-landing';
import { useCart } from '../features/cart/api/get-cart';
import { useWishlist } from '../features/wishlist/api/get-wishlist';
import { HydrateLater } from '../lib/hydration';
import { useI18n } from '../lib/i18n';
import { toast, useToastRequested } from '../lib/toast';
import { ShopActionsProvider } from './shop-actions-provider';
import { useAccountLanguage } from './use-account-language';

// Sonner loads with the first toast (lib/toast); a failed load shows no toasts, not an error page.
const Toaster = lazy(() =>
  import('sonner').then(
    (sonner): { default: ComponentType<ToasterProps> } => ({ default: sonner.Toaster }),
    () => ({ default: () => null }),
  ),
);

export function RootLayout() {
  const { t } = useI18n();
  const toastRequested = useToastRequested();
  const session = useAccount();
  const signOut = useSignOut();
  const account = session.data?.account;
  const signedIn = Boolean(account);
  const onLanguageChange = useAccountLanguage(account);
  // A visitor has no cart or wishlist; sign-out drops both queries, so no one sees another's.
  const cartCount = useCart(signedIn).data?.itemCount ?? 0;
  const wishlistCount = useWishlist(signedIn).data?.items.length ?? 0;
  const user: HeaderUser =
    account === undefined
      ? undefined
      : account && {
          name: accountDisplayName(account),
          email: accountContact(account),
          isAdmin: account.isAdmin,
        };

  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => toast.success(t('common.signOut.success')),
      onError: () => toast.error(t('common.signOut.failed')),
    });

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('common.skipToContent')}
      </a>
      <HydrateLater>
        <Header
          counts={{ cart: signedIn ? cartCount : 0, wishlist: signedIn ? wishlistCount : 0 }}
          user={user}
          onSignOut={onSignOut}
          signingOut={signOut.isPending}
          onLanguageChange={onLanguageChange}
        />
      </HydrateLater>
      <div id="main" className="flex-1">
        <ShopActionsProvider>
          <Outlet />
        </ShopActionsProvider>
      </div>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      {toastRequested && (
        <Suspense fallback={null}>
          <Toaster
            position="top-center"
            // Below the sticky header (64 px on phones, 92 with the tagline bar): a toast must
            // not cover the menu, cart or search the shopper reaches for next.
            mobileOffset={{ top: 72 }}
            offset={{ top: 100 }}
            richColors
            closeButton
            duration={4500}
            containerAriaLabel={t('common.toast.region')}
            toastOptions={{ closeButtonAriaLabel: t('common.toast.close') }}
          />
        </Suspense>
      )}
      <VerificationLanding />
      <ConsentGate />
      <ScrollRestoration />
    </div>
  );
}
