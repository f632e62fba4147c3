/**
 * /checkout's sign-in for a signed-out shopper (issue 18): the phone form on the page itself, so
 * signing in keeps the shopper at checkout with the cart they came with. Loaded only then.
 */
import { Link } from 'react-router';
import { AreaMessages, useI18n } from '../../../lib/i18n';
import { loginPathFor } from '../utils/safe-redirect';
import { textLink } from './auth-card';
import { PhoneSignIn } from './phone-sign-in';
import { PHONE_SIGN_IN_WORDS } from './phone-sign-in-words';

export default function InlineSignIn({ returnTo }: { returnTo: string }) {
  return (
    <AreaMessages load={PHONE_SIGN_IN_WORDS}>
      <SignInPanel returnTo={returnTo} />
    </AreaMessages>
  );
}

function SignInPanel({ returnTo }: { returnTo: string }) {
  const { t } = useI18n();
  return (
    <main className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="font-serif text-2xl font-semibold">{t('account.phone.checkout.title')}</h1>
        <p className="mt-2 text-stone-700">{t('account.phone.checkout.description')}</p>
        <div className="mt-6">
          {/* The account query turns the page into the checkout once the session is loaded. */}
          <PhoneSignIn onSignedIn={() => undefined} />
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to={loginPathFor(returnTo)} className={textLink}>
            {t('account.phone.sheet.useEmail')}
          </Link>
        </p>
      </div>
    </main>
  );
}
