import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { loadNewSession, recheckSessionOn401 } from './session-cache';

/** Any form of a Bangladeshi mobile; the server keeps +8801XXXXXXXXX. */
export function sendPhoneCode(phoneNumber: string) {
  return apiRequest<{ status: boolean }>('/api/auth/phone-number/send-otp', {
    method: 'POST',
    body: { phoneNumber },
  });
}

export type VerifyPhoneCodeInput = {
  phoneNumber: string;
  code: string;
  rememberMe?: boolean;
  /** Only for a number with no account yet: the server answers 422 NAMES_REQUIRED without them. */
  firstName?: string;
  lastName?: string;
};

export function verifyPhoneCode(input: VerifyPhoneCodeInput & { updatePhoneNumber?: true }) {
  return apiRequest<unknown>('/api/auth/phone-number/verify', { method: 'POST', body: input });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}

/** Signs in (or up) with the code; resolves once the new session is loaded, as e-mail sign-in. */
export function usePhoneSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyPhoneCodeInput) => verifyPhoneCode(input),
    onSuccess: () => loadNewSession(queryClient),
  });
}

/** A signed-in shopper adds or changes the account's number with the code sent to it. */
export function useChangePhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phoneNumber, code }: { phoneNumber: string; code: string }) =>
      verifyPhoneCode({ phoneNumber, code, updatePhoneNumber: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account, exact: true }),
    onError: (error) => recheckSessionOn401(queryClient, error),
  });
}
