import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type ChangePasswordForm, changePasswordFormSchema } from '#shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { useChangePassword } from '../api/change-password';
import { errorCode, toastFailure } from '../utils/toast-failure';
import { AccountSection } from './account-section';
import { AccountUsername, PasswordField } from './form-field';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordSection({ email }: { email: string }) {
  const formId = useId();
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const busy = changePassword.isPending;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      if (errorCode(error) === 'INVALID_PASSWORD') {
        form.setError('currentPassword', { message: 'Your current password is incorrect' });
      }
      toastFailure(error, 'Failed to update password');
      return;
    }
    toast.success('Password updated successfully');
    form.reset(EMPTY);
  });

  return (
    <AccountSection
      title="Change Password"
      description="Changing your password signs you out on every other device; you stay signed in here."
    >
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
        <AccountUsername email={email} />
        <PasswordField
          id={`${formId}-current`}
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          disabled={busy}
          {...form.register('currentPassword')}
        />
        <PasswordField
          id={`${formId}-new`}
          label="New password"
          autoComplete="new-password"
          hint="At least 6 characters."
          error={errors.newPassword?.message}
          disabled={busy}
          {...form.register('newPassword')}
        />
        <PasswordField
          id={`${formId}-confirm`}
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          disabled={busy}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </AccountSection>
  );
}
