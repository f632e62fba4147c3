import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '#shared/password-length';
import type { RegisterForm } from '#shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { apiErrorCode } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { usePhoneSignIn } from '../api/phone-sign-in';
import { useSignUp } from '../api/sign-up';
import { AuthCard, textLink } from '../components/auth-card';
import { CheckboxField, PasswordField, TextField } from '../components/form-field';
import { NameFields } from '../components/name-fields';
import { PhoneOrEmail } from '../components/phone-or-email';
import { SignedOutOnly } from '../components/signed-out-only';
import { safeRedirect } from '../utils/safe-redirect';
import { useToastFailure } from '../utils/toast-failure';

export function RegisterPage() {
  const { t } = useI18n();
  const toastFailure = useToastFailure();
  const formId = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signUp = useSignUp();
  // A number new to the shop makes the account as it signs in (names asked once).
  const phoneSignIn = usePhoneSignIn();
  const form = useSchemaForm<RegisterForm>({
    loadSchema: () => import('../utils/form-schemas').then((schemas) => schemas.registerFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });
  const { errors } = form.formState;
  const busy = signUp.isPending;

  const onSubmit = form.handleSubmit(async ({ firstName, lastName, email, password }) => {
    try {
      await signUp.mutateAsync({ firstName, lastName, email, password });
    } catch (error) {
      if (apiErrorCode(error) === 'USER_ALREADY_EXISTS') {
        toast.error(t('account.register.exists'));
      } else {
        toastFailure(error, 'account.register.failed');
      }
      return;
    }
    toast.success(t('account.register.created'));
    navigate('/login');
  });

  const onPhoneSignedIn = () => {
    toast.success(t('account.phone.signedIn'));
    navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  };

  const staying = busy || signUp.isSuccess || phoneSignIn.isPending || phoneSignIn.isSuccess;
  return (
    <SignedOutOnly stay={staying}>
      <AuthCard
        title={t('account.register.title')}
        subtitle={t('account.register.subtitle')}
        footer={
          <>
            {t('account.register.haveAccount')}{' '}
            <Link to="/login" className={textLink}>
              {t('account.register.signIn')}
            </Link>
          </>
        }
      >
        <PhoneOrEmail verify={phoneSignIn.mutateAsync} onSignedIn={onPhoneSignedIn}>
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            <NameFields id={formId} register={form.register} errors={errors} disabled={busy} />
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
              autoComplete="new-password"
              hint={t('account.field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              error={errors.password?.message}
              disabled={busy}
              {...form.register('password')}
            />
            <PasswordField
              id={`${formId}-confirm-password`}
              label={t('account.field.confirmPassword')}
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              disabled={busy}
              {...form.register('confirmPassword')}
            />
            <CheckboxField
              id={`${formId}-terms`}
              error={errors.acceptTerms?.message}
              disabled={busy}
              {...form.register('acceptTerms')}
            >
              {richText(t('account.register.terms'), {
                terms: (
                  <Link to="/terms" className={textLink} target="_blank">
                    {t('account.register.termsLink')}
                  </Link>
                ),
                privacy: (
                  <Link to="/privacy" className={textLink} target="_blank">
                    {t('account.register.privacyLink')}
                  </Link>
                ),
              })}
            </CheckboxField>
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {t(busy ? 'account.register.submitting' : 'account.register.submit')}
            </Button>
          </form>
        </PhoneOrEmail>
      </AuthCard>
    </SignedOutOnly>
  );
}
