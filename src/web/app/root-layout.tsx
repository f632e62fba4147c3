import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster, toast } from 'sonner';
import { Footer } from '../components/layout/footer';
import { Header, type HeaderUser } from '../components/layout/header';
import { accountDisplayName, useAccount } from '../features/account/api/get-account';
import { useSignOut } from '../features/account/api/sign-out';
import { VerificationLanding } from '../features/account/components/verification-landing';

export function RootLayout() {
  const session = useAccount();
  const signOut = useSignOut();
  const account = session.data?.account;
  const user: HeaderUser =
    account === undefined
      ? undefined
      : account && {
          name: accountDisplayName(account),
          email: account.email,
          isAdmin: account.isAdmin,
        };

  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => toast.success('Signed out successfully'),
      onError: () => toast.error('Failed to sign out. Please try again.'),
    });

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header
        counts={{ cart: 0, wishlist: 0 }}
        user={user}
        onSignOut={onSignOut}
        signingOut={signOut.isPending}
      />
      <div id="main" className="flex-1">
        <Outlet />
      </div>
      <Footer />
      <Toaster position="top-center" richColors closeButton duration={4500} />
      <VerificationLanding />
      <ScrollRestoration />
    </div>
  );
}
