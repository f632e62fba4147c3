import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { type ForgotPasswordForm, forgotPasswordFormSchema } from '#shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard, textLink } from '../components/auth-card';
import { TextField } from '../components/form-field';
import { toastFailure } from '../utils/toast-failure';

export function ForgotPasswordPage() {
  const formId = useId();
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const busy = requestReset.isPending;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestReset.mutateAsync(email);
    } catch (error) {
      toastFailure(error, 'Failed to send reset email');
      return;
    }
    toast.success('Password reset email sent!');
    setSentTo(email);
  });

  if (sentTo) {
    return (
      <AuthCard title="Check Your Email">
        <div className="text-center">
          <MailCheck className="mx-auto size-12 text-rose-700" aria-hidden="true" />
          <p className="mt-4 text-stone-700" role="status">
            If an account exists for <span className="font-semibold break-all">{sentTo}</span>, we
            have sent it a link to reset the password. The link works once, for one hour.
          </p>
          <p className="mt-2 text-sm text-stone-600">
            No e-mail after a few minutes? Check your spam folder or try again.
          </p>
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
            Try Different Email
          </Button>
          <Button asChild>
            <Link to="/login">Back to Login</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter your email and we'll send you a link to reset your password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={textLink}>
            Back to Login
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          id={`${formId}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          disabled={busy}
          {...form.register('email')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthCard>
  );
}
