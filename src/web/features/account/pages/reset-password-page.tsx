import { LinkIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '#shared/password-length';
import type { NewPasswordForm } from '#shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { apiErrorCode } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/form-field';
import { useToastFailure } from '../utils/toast-failure';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [linkRefused, setLinkRefused] = useState(false);

  if (!token || searchParams.has('error') || linkRefused) return <ExpiredLink />;
  return <ChooseNewPassword token={token} onLinkRefused={() => setLinkRefused(true)} />;
}

function ChooseNewPassword({ token, onLinkRefused }: { token: string; onLinkRefused: () => void }) {
  const { t } = useI18n();
  const toastFailure = useToastFailure();
  const formId = useId();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useSchemaForm<NewPasswordForm>({
    loadSchema: () =>
      import('../utils/form-schemas').then((schemas) => schemas.newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const busy = resetPassword.isPending;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword.mutateAsync({ token, newPassword: password });
    } catch (error) {
      if (apiErrorCode(error) === 'INVALID_TOKEN') onLinkRefused();
      else toastFailure(error, 'account.reset.failed');
      return;
    }
    toast.success(t('account.reset.done'));
    navigate('/login', { replace: true });
  });

  return (
    <AuthCard title={t('account.reset.title')} subtitle={t('account.reset.subtitle')}>
      {/* The token is in this page's address: keep it out of Referer headers. */}
      <meta name="referrer" content="no-referrer" />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <PasswordField
          id={`${formId}-password`}
          label={t('account.field.newPassword')}
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
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {t(busy ? 'account.reset.submitting' : 'account.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

function ExpiredLink() {
  const { t } = useI18n();
  return (
    <AuthCard title={t('account.reset.title')}>
      <div className="text-center">
        <LinkIcon className="mx-auto size-12 text-stone-400" aria-hidden="true" />
        <p role="alert" className="mt-4 text-stone-800">
          {t('account.reset.expired')}
        </p>
        <Button asChild size="lg" className="mt-6 w-full">
          <Link to="/forgot-password">{t('account.reset.requestNew')}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
