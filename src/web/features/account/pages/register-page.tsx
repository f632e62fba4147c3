import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type RegisterForm, registerFormSchema } from '#shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { useSignUp } from '../api/sign-up';
import { AuthCard, textLink } from '../components/auth-card';
import { CheckboxField, PasswordField, TextField } from '../components/form-field';
import { SignedOutOnly } from '../components/signed-out-only';
import { errorCode, toastFailure } from '../utils/toast-failure';

export function RegisterPage() {
  const formId = useId();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
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
      if (errorCode(error) === 'USER_ALREADY_EXISTS') {
        toast.error('An account with this email already exists');
      } else {
        toastFailure(error, 'Failed to create account');
      }
      return;
    }
    toast.success('Account created successfully! Please check your email to verify your account.');
    navigate('/login');
  });

  return (
    <SignedOutOnly stay={busy || signUp.isSuccess}>
      <AuthCard
        title="Create Account"
        subtitle="Join us for beauty and fashion delivered across Bangladesh."
        footer={
          <>
            Already have an account?{' '}
            <Link to="/login" className={textLink}>
              Sign in
            </Link>
          </>
        }
      >
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id={`${formId}-first-name`}
              label="First name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              disabled={busy}
              {...form.register('firstName')}
            />
            <TextField
              id={`${formId}-last-name`}
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              disabled={busy}
              {...form.register('lastName')}
            />
          </div>
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
          <PasswordField
            id={`${formId}-password`}
            label="Password"
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
          <CheckboxField
            id={`${formId}-terms`}
            error={errors.acceptTerms?.message}
            disabled={busy}
            {...form.register('acceptTerms')}
          >
            I agree to the{' '}
            <Link to="/terms" className={textLink} target="_blank">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className={textLink} target="_blank">
              Privacy Policy
            </Link>
          </CheckboxField>
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? 'Creating Account...' : 'Create Account'}
          </Button>
        </form>
      </AuthCard>
    </SignedOutOnly>
  );
}
