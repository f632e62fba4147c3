/**
 * The phone form signing the shopper in, with the greeting: in the sign-in sheet and in /checkout's
 * inline sign-in. Its own module because both of those load lazily: a module that is a lazy chunk
 * of its own and also imported by another lazy chunk makes the bundler split shared helpers out of
 * the first-load chunk (about 1.7 KB more on every page).
 */
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { usePhoneSignIn } from '../api/phone-sign-in';
import { PhoneSignInForm } from './phone-sign-in-form';

export function PhoneSignIn({
  onSignedIn,
  autoFocus = false,
}: {
  onSignedIn: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useI18n();
  const signIn = usePhoneSignIn();
  return (
    <PhoneSignInForm
      verify={signIn.mutateAsync}
      autoFocus={autoFocus}
      onDone={() => {
        toast.success(t('account.phone.signedIn'));
        onSignedIn();
      }}
    />
  );
}
