import { MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ForgotPasswordForm } from '#shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard, textLink } from '../components/auth-card';
import { TextField } from '../components/form-field';
import { useToastFailure } from '../utils/toast-failure';

export function ForgotPasswordPage() {
  const { t } = useI18n();
  const toastFailure = useToastFailure();
  const formId = useId();
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm<ForgotPasswordForm>({
    loadSchema: () =>
      import('../utils/form-schemas').then((schemas) => schemas.forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const busy = requestReset.isPending;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestReset.mutateAsync(email);
    } catch (error) {
      toastFailure(error, 'account.forgot.failed');
      return;
    }
    toast.success(t('account.forgot.sent'));
    setSentTo(email);
  });

  if (sentTo) {
    return (
      <AuthCard title={t('account.forgot.checkTitle')}>
        <div className="text-center">
          <MailCheck className="mx-auto size-12 text-rose-700" aria-hidden="true" />
          <p className="mt-4 text-stone-700" role="status">
            {richText(t('account.forgot.sentBody'), {
              email: <span className="font-semibold break-all">{sentTo}</span>,
            })}
          </p>
          <p className="mt-2 text-sm text-stone-600">{t('account.forgot.noEmail')}</p>
        </div>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              requestReset.reset();
              setSentTo(null);
            }}
          >
            {t('account.forgot.tryDifferent')}
          </Button>
          <Button asChild>
            <Link to="/login">{t('account.backToLogin')}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('account.forgot.title')}
      subtitle={t('account.forgot.subtitle')}
      footer={
        <>
          {t('account.forgot.remembered')}{' '}
          <Link to="/login" className={textLink}>
            {t('account.backToLogin')}
          </Link>
        </>
      }
    >
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
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {t(busy ? 'account.sending' : 'account.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
