import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Account, sessionAccountSchema } from '#shared/schemas/account';
import { apiRequest, prefetchedAnswer } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { displayPhone } from '../utils/phone-display';

type SessionAccount = z.infer<typeof sessionAccountSchema>;

export function getAccount(signal?: AbortSignal) {
  return apiRequest<SessionAccount>('/api/account', signal ? { signal } : {});
}

export const accountQueryOptions = queryOptions({
  queryKey: queryKeys.account,
  queryFn: ({ signal }) => getAccount(signal),
  // The server sends the answer with the page when the visitor has no session (signed out).
  initialData: () => prefetchedAnswer<SessionAccount>('/api/account'),
  // A sign-out in another tab shows up when the shopper comes back to this one.
  refetchOnWindowFocus: true,
});

/** `data.account` is the signed-in shopper, or null for a visitor; `data` is undefined while loading. */
export function useAccount() {
  return useQuery(accountQueryOptions);
}

/** What the header and greetings call the shopper: the first name, else the e-mail or number. */
export function accountDisplayName(
  account: Pick<Account, 'firstName' | 'email' | 'phoneNumber'>,
): string {
  return account.firstName.trim() || accountContact(account);
}

/** How the shopper signs in: the e-mail, else (a phone-made account) the mobile number. */
export function accountContact(account: Pick<Account, 'email' | 'phoneNumber'>): string {
  return account.email ?? (account.phoneNumber ? displayPhone(account.phoneNumber) : '');
}
