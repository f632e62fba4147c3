import { useMutation } from '@tanstack/react-query';
import type { RegisterForm } from '#shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';

export type SignUpInput = Pick<RegisterForm, 'firstName' | 'lastName' | 'email' | 'password'>;

/** Creates the account and sends the verification e-mail; no session until it is verified. */
export function signUp(input: SignUpInput) {
  return apiRequest<unknown>('/api/auth/sign-up/email', { method: 'POST', body: input });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
