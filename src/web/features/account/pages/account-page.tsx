import type { ReactNode } from 'react';
import { Link, useLocation, useNavigation, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { accountDisplayName, useAccount } from '../api/get-account';
import {
  type AccountTab,
  AccountTabs,
  panelId,
  parseAccountTab,
  tabId,
} from '../components/account-tabs';
import { ProfileTab } from '../components/profile-tab';
import { SettingsTab } from '../components/settings-tab';
import { loginPathFor } from '../utils/safe-redirect';

export type AccountPageProps = {
  /** The orders feature's tab, composed in by the app. */
  ordersTab: () => ReactNode;
  /** The wishlist feature's tab, composed in by the app. */
  wishlistTab: () => ReactNode;
  /** The points feature's tab, composed in by the app. */
  pointsTab: () => ReactNode;
};

export function AccountPage({ ordersTab, wishlistTab, pointsTab }: AccountPageProps) {
  const { t } = useI18n();
  const title = <PageTitle of="/account" />;
  const session = useAccount();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseAccountTab(searchParams.get('tab'));
  const navigation = useNavigation();
  const account = session.data?.account;
  // After deleting the account the page is on its way home: no signed-out flash meanwhile.
  const leaving = !account && navigation.state !== 'idle';

  if (session.isPending || leaving) {
    return (
      <>
        {title}
        <PageSpinner />
      </>
    );
  }

  if (!account) {
    const unavailable = session.isError;
    return (
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        {title}
        <h1 className="font-serif text-3xl font-semibold">{t('account.page.title')}</h1>
        {unavailable ? (
          <>
            <p role="alert" className="mt-3 text-stone-700">
              {t('account.page.loadFailed')}
            </p>
            <Button className="mt-6" onClick={() => void session.refetch()}>
              {t('account.page.tryAgain')}
            </Button>
          </>
        ) : (
          <>
            <p className="mt-3 text-stone-700">{t('account.page.signInPrompt')}</p>
            <Button asChild className="mt-6">
              <Link to={loginPathFor(`${location.pathname}${location.search}`)}>
                {t('account.page.goToLogin')}
              </Link>
            </Button>
            <p className="mt-8 text-sm text-stone-700">
              {t('track.signedOut.prompt')}{' '}
              <Link
                to="/track"
                className="font-medium text-rose-700 underline-offset-2 hover:underline"
              >
                {t('track.link')}
              </Link>
            </p>
          </>
        )}
      </main>
    );
  }

  const selectTab = (next: AccountTab) =>
    setSearchParams(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <main className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      {title}
      <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{t('account.page.title')}</h1>
      <p className="mt-1 text-stone-700">
        {t('account.page.welcome', { name: accountDisplayName(account) })}
      </p>
      <div className="mt-6">
        <AccountTabs selected={tab} onSelect={selectTab} />
      </div>
      <div
        id={panelId(tab)}
        role="tabpanel"
        aria-labelledby={tabId(tab)}
        tabIndex={-1}
        className="mt-6 focus-visible:outline-none"
      >
        {tab === 'profile' && <ProfileTab account={account} />}
        {tab === 'orders' && ordersTab()}
        {tab === 'points' && pointsTab()}
        {tab === 'wishlist' && wishlistTab()}
        {tab === 'settings' && <SettingsTab account={account} />}
      </div>
    </main>
  );
}
