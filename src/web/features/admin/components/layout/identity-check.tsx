/**
 * Sensitive acts (a refund, an export of customers, a staff change) are refused with
 * CONFIRM_IDENTITY once a sign-in is 15 minutes old. This asks the member to sign in again, with
 * their password or a code to their phone, then does the act once more.
 */
import { createContext, type FormEvent, type ReactNode, useContext, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { TextField } from '../../../../components/ui/form-field';
import { apiRequest } from '../../../../lib/api-client';
import { apiErrorCode, useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { type SignInWay, useStaffAccess } from '../../utils/staff-access';

type Retry = () => void;
const IdentityCheckContext = createContext<(retry: Retry) => void>(() => {});

export function needsIdentityCheck(error: unknown): boolean {
  return apiErrorCode(error) === 'CONFIRM_IDENTITY';
}

/** `confirmThen(retry)`: asks for a fresh sign-in, then runs `retry`. */
export function useIdentityCheck() {
  return useContext(IdentityCheckContext);
}

export function IdentityCheckProvider({ children }: { children: ReactNode }) {
  const [retry, setRetry] = useState<Retry | null>(null);
  return (
    <IdentityCheckContext.Provider value={(next) => setRetry(() => next)}>
      {children}
      <Dialog open={retry !== null} onOpenChange={(open) => !open && setRetry(null)}>
        <DialogContent>
          {retry && (
            <IdentityForm
              onConfirmed={() => {
                setRetry(null);
                retry();
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </IdentityCheckContext.Provider>
  );
}

function IdentityForm({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const { signIn } = useStaffAccess();
  const byPassword = signIn.hasPassword && signIn.email !== null;
  const [secret, setSecret] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const attempt = async (call: () => Promise<unknown>, then: () => void) => {
    setBusy(true);
    setError(undefined);
    try {
      await call();
      then();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!byPassword && !codeSent) {
      void attempt(
        () => sendCode(signIn),
        () => setCodeSent(true),
      );
      return;
    }
    void attempt(() => confirm(signIn, byPassword, secret), onConfirmed);
  };

  const asking = byPassword || codeSent;
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <DialogTitle>{t('admin.identity.title')}</DialogTitle>
      <DialogDescription>
        {t(byPassword ? 'admin.identity.byPassword' : 'admin.identity.byCode', {
          phone: signIn.phoneNumber ?? '',
        })}
      </DialogDescription>
      {asking && (
        <TextField
          id="identity-secret"
          label={t(byPassword ? 'admin.identity.password' : 'admin.identity.code')}
          type={byPassword ? 'password' : 'text'}
          inputMode={byPassword ? undefined : 'numeric'}
          autoComplete={byPassword ? 'current-password' : 'one-time-code'}
          required
          autoFocus
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          error={error}
        />
      )}
      {!asking && error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy || (asking && secret.trim() === '')}>
          {t(asking ? 'admin.identity.confirm' : 'admin.identity.sendCode')}
        </Button>
      </div>
    </form>
  );
}

function sendCode(way: SignInWay) {
  return apiRequest('/api/auth/phone-number/send-otp', {
    method: 'POST',
    body: { phoneNumber: way.phoneNumber },
  });
}

/** A new sign-in, as the login page makes one: its session is the fresh one the act needs. */
function confirm(way: SignInWay, byPassword: boolean, secret: string) {
  return byPassword
    ? apiRequest('/api/auth/sign-in/email', {
        method: 'POST',
        body: { email: way.email, password: secret, rememberMe: true },
      })
    : apiRequest('/api/auth/phone-number/verify', {
        method: 'POST',
        body: { phoneNumber: way.phoneNumber, code: secret.trim() },
      });
}
