import { MailWarning } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LoginForm } from '#shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { apiErrorCode } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { usePhoneSignIn } from '../api/phone-sign-in';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { useSignIn } from '../api/sign-in';
import { AuthCard, textLink } from '../components/auth-card';
import { CheckboxField, PasswordField, TextField } from '../components/form-field';
import { PhoneOrEmail } from '../components/phone-or-email';
import { SignedOutOnly } from '../components/signed-out-only';
import { safeRedirect } from '../utils/safe-redirect';
import { useToastFailure } from '../utils/toast-failure';

export function LoginPage() {
  const { t } = useI18n();
  const toastFailure = useToastFailure();
  const formId = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const phoneSignIn = usePhoneSignIn();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useSchemaForm<LoginForm>({
    loadSchema: () => import('../utils/form-schemas').then((schemas) => schemas.loginFormSchema),
    defaultValues: { email: '', password: '', rememberMe: true },
  });
  const { errors } = form.formState;
  const busy = signIn.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setUnverifiedEmail(null);
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      if (apiErrorCode(error) === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(values.email);
      toastFailure(error, 'account.login.failed');
      return;
    }
    onSignedIn();
  });

  function onSignedIn() {
    toast.success(t('account.login.welcome'));
    navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  }

  const signingIn = [signIn, phoneSignIn].some((way) => way.isPending || way.isSuccess);
  return (
    <SignedOutOnly stay={signingIn}>
      <AuthCard
        title={t('account.login.title')}
        subtitle={t('account.login.subtitle')}
        footer={
          <>
            {t('account.login.noAccount')}{' '}
            <Link to="/register" className={textLink}>
              {t('account.login.signUp')}
            </Link>
          </>
        }
      >
        <PhoneOrEmail verify={phoneSignIn.mutateAsync} onSignedIn={onSignedIn}>
          {unverifiedEmail && <VerifyEmailNotice email={unverifiedEmail} />}
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            <TextField
              id={`${formId}-email`}
              label={t('account.field.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              error={errors.email?.message}
              disabled={busy}
              {...form.register('email')}
            />
            <PasswordField
              id={`${formId}-password`}
              label={t('account.field.password')}
              autoComplete="current-password"
              error={errors.password?.message}
              disabled={busy}
              {...form.register('password')}
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <CheckboxField
                id={`${formId}-remember`}
                disabled={busy}
                {...form.register('rememberMe')}
              >
                {t('account.login.rememberMe')}
              </CheckboxField>
              <Link to="/forgot-password" className={`${textLink} text-sm`}>
                {t('account.login.forgotPassword')}
              </Link>
            </div>
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {t(busy ? 'account.login.submitting' : 'account.login.submit')}
            </Button>
          </form>
        </PhoneOrEmail>
      </AuthCard>
    </SignedOutOnly>
  );
}

/** Shown after a sign-in refused because the address is not verified yet. */
function VerifyEmailNotice({ email }: { email: string }) {
  const { t } = useI18n();
  const toastFailure = useToastFailure();
  const resend = useSendVerificationEmail();
  const onResend = async () => {
    try {
      await resend.mutateAsync(email);
      toast.success(t('account.verify.sent'));
    } catch (error) {
      toastFailure(error, 'account.verify.failed');
    }
  };
  return (
    <div
      role="status"
      className="mb-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <div className="flex gap-3">
        <MailWarning className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <div>
          <p className="font-semibold">{t('account.verify.heading')}</p>
          <p className="mt-1">
            {richText(t('account.verify.body'), {
              email: <span className="font-medium break-all">{email}</span>,
            })}
          </p>
          <Button
            type="button"
            variant="outline"
            className="mt-3"
            disabled={resend.isPending}
            onClick={onResend}
          >
            {t(resend.isPending ? 'account.sending' : 'account.verify.resend')}
          </Button>
        </div>
      </div>
    </div>
  );
}
