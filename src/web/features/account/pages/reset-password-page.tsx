import { zodResolver } from '@hookform/resolvers/zod';
import { LinkIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { type NewPasswordForm, newPasswordFormSchema } from '#shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/form-field';
import { errorCode, toastFailure } from '../utils/toast-failure';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [linkRefused, setLinkRefused] = useState(false);

  if (!token || searchParams.has('error') || linkRefused) return <ExpiredLink />;
  return <ChooseNewPassword token={token} onLinkRefused={() => setLinkRefused(true)} />;
}

function ChooseNewPassword({ token, onLinkRefused }: { token: string; onLinkRefused: () => void }) {
  const formId = useId();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const busy = resetPassword.isPending;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword.mutateAsync({ token, newPassword: password });
    } catch (error) {
      if (errorCode(error) === 'INVALID_TOKEN') onLinkRefused();
      else toastFailure(error, 'Failed to reset password');
      return;
    }
    toast.success('Password reset successfully! Please sign in with your new password.');
    navigate('/login', { replace: true });
  });

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      {/* The token is in this page's address: keep it out of Referer headers. */}
      <meta name="referrer" content="no-referrer" />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <PasswordField
          id={`${formId}-password`}
          label="New password"
          autoComplete="new-password"
          hint="At least 6 characters."
          error={errors.password?.message}
          disabled={busy}
          {...form.register('password')}
        />
        <PasswordField
          id={`${formId}-confirm-password`}
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          disabled={busy}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}

function ExpiredLink() {
  return (
    <AuthCard title="Reset Password">
      <div className="text-center">
        <LinkIcon className="mx-auto size-12 text-stone-400" aria-hidden="true" />
        <p role="alert" className="mt-4 text-stone-800">
          This reset link has expired or has already been used.
        </p>
        <Button asChild size="lg" className="mt-6 w-full">
          <Link to="/forgot-password">Request a new link</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
