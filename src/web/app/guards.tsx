import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { useAccount } from '../features/account/api/get-account';
import { loginPathFor } from '../features/account/utils/safe-redirect';
import { useI18n } from '../lib/i18n';

/** When the session cannot be read (server or connection down), say so rather than guess. */
export function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <main className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="font-serif text-2xl font-semibold">{t('common.error.title')}</h1>
      <p role="alert" className="mt-2 text-stone-700">
        {t('common.session.unavailable')}
      </p>
      <Button className="mt-6" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </main>
  );
}

/**
 * Pages that need a signed-in shopper: a spinner while the session loads, then signed-out
 * visitors go to /login with the page to come back to.
 */
export function RequireSignIn() {
  const location = useLocation();
  const navigation = useNavigation();
  const session = useAccount();
  if (session.isPending) return <PageSpinner />;
  if (session.isError && !session.data) {
    return <SessionUnavailable onRetry={() => void session.refetch()} />;
  }
  if (!session.data?.account) {
    // Signing out leaves for the home page; the page still on screen must not send the
    // visitor to /login meanwhile.
    if (navigation.state !== 'idle') return <PageSpinner />;
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}

/** Inside RequireSignIn: shoppers who are not admins go home. */
export function RequireAdmin() {
  const account = useAccount().data?.account;
  if (!account?.isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
