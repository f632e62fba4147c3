import { useId } from 'react';
import { msg } from '#shared/i18n/translator';
import { PASSWORD_MIN_LENGTH } from '#shared/password-length';
import type { ChangePasswordForm } from '#shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { apiErrorCode } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { useToastFailure } from '../utils/toast-failure';
import { AccountSection } from './account-section';
import { AccountUsername, PasswordField } from './form-field';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordSection({ email }: { email: string }) {
  const { t } = useI18n();
  const toastFailure = useToastFailure();
  const formId = useId();
  const changePassword = useChangePassword();
  const form = useSchemaForm<ChangePasswordForm>({
    loadSchema: () =>
      import('../utils/form-schemas').then((schemas) => schemas.changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const busy = changePassword.isPending;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      if (apiErrorCode(error) === 'INVALID_PASSWORD') {
        // A key, like the schema's messages: FormField shows it in the current language.
        form.setError('currentPassword', { message: msg('account.password.incorrect') });
      }
      toastFailure(error, 'account.password.failed');
      return;
    }
    toast.success(t('account.password.updated'));
    form.reset(EMPTY);
  });

  return (
    <AccountSection
      title={t('account.password.title')}
      description={t('account.password.description')}
    >
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
        <AccountUsername email={email} />
        <PasswordField
          id={`${formId}-current`}
          label={t('account.password.current')}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          disabled={busy}
          {...form.register('currentPassword')}
        />
        <PasswordField
          id={`${formId}-new`}
          label={t('account.field.newPassword')}
          autoComplete="new-password"
          hint={t('account.field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          error={errors.newPassword?.message}
          disabled={busy}
          {...form.register('newPassword')}
        />
        <PasswordField
          id={`${formId}-confirm`}
          label={t('account.password.confirmNew')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          disabled={busy}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {t(busy ? 'account.password.submitting' : 'account.password.submit')}
        </Button>
      </form>
    </AccountSection>
  );
}
