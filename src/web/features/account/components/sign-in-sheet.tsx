/**
 * Signing in without leaving the page (issue 18): a sheet from the bottom on a phone, a dialog on a
 * wider screen, with the phone form. Loaded only when it first opens (LazyDialog), so the form, its
 * words and Radix Dialog stay out of the shopping pages' first load.
 */
import { Link } from 'react-router';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { AreaMessages, useI18n } from '../../../lib/i18n';
import { loginPathFor } from '../utils/safe-redirect';
import { textLink } from './auth-card';
import { PhoneSignIn } from './phone-sign-in';
import { PHONE_SIGN_IN_WORDS } from './phone-sign-in-words';

export type SignInSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs once the new session is loaded: the action the shopper was refused is tried again. */
  onSignedIn: () => void;
  /** Where the e-mail sign-in page should come back to: the page the shopper is on. */
  returnTo: string;
};

export default function SignInSheet(props: SignInSheetProps) {
  return (
    <AreaMessages load={PHONE_SIGN_IN_WORDS}>
      <Sheet {...props} />
    </AreaMessages>
  );
}

function Sheet({ open, onOpenChange, onSignedIn, returnTo }: SignInSheetProps) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-auto bottom-0 w-full max-w-none translate-y-0 rounded-b-none sm:top-1/2 sm:bottom-auto sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-y-1/2 sm:rounded-xl">
        <DialogTitle>{t('account.phone.sheet.title')}</DialogTitle>
        <DialogDescription>{t('account.phone.sheet.description')}</DialogDescription>
        <div className="mt-5">
          <PhoneSignIn onSignedIn={onSignedIn} autoFocus />
        </div>
        <p className="mt-5 text-center text-sm">
          <Link
            to={loginPathFor(returnTo)}
            className={textLink}
            onClick={() => onOpenChange(false)}
          >
            {t('account.phone.sheet.useEmail')}
          </Link>
        </p>
      </DialogContent>
    </Dialog>
  );
}
