import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n';
import type { VerifyPhoneCodeInput } from '../api/phone-sign-in';
import { PhoneSignInForm } from './phone-sign-in-form';

/**
 * /login and /register: the mobile number first (most shoppers here live on it), then the e-mail
 * form as it always was, both on the page at once.
 */
export function PhoneOrEmail({
  verify,
  onSignedIn,
  children,
}: {
  verify: (input: VerifyPhoneCodeInput) => Promise<unknown>;
  onSignedIn: () => void;
  /** The e-mail form. */
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      <section>
        <h2 className="mb-4 font-semibold text-stone-900">{t('account.phone.section')}</h2>
        <PhoneSignInForm verify={verify} onDone={onSignedIn} />
      </section>
      <div className="my-7 flex items-center gap-3 text-sm text-stone-600">
        <span className="h-px flex-1 bg-stone-200" aria-hidden="true" />
        <h2>{t('account.phone.orEmail')}</h2>
        <span className="h-px flex-1 bg-stone-200" aria-hidden="true" />
      </div>
      {children}
    </>
  );
}
