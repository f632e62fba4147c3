import type { QueryClient } from '@tanstack/react-query';
import { isSignedOut } from '../../../lib/api-errors';
import { queryKeys, SHARED_QUERY_ROOTS } from '../../../lib/query-keys';
import { accountQueryOptions } from './get-account';

function dropPrivateQueries(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (query) =>
      query.queryKey[0] !== queryKeys.account[0] && !SHARED_QUERY_ROOTS.has(query.queryKey[0]),
  });
}

/** After sign-out or account deletion: the visitor is signed out and keeps no one's data. */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(queryKeys.account, { account: null });
  dropPrivateQueries(queryClient);
}

/** After sign-in: drop anything left from an earlier session and load the new one. */
export async function loadNewSession(queryClient: QueryClient) {
  dropPrivateQueries(queryClient);
  // A read already under way may have started before the cookie was set.
  await queryClient.cancelQueries({ queryKey: queryKeys.account, exact: true });
  // If this read fails the query shows its error state; the sign-in itself still succeeded.
  await queryClient.fetchQuery({ ...accountQueryOptions, staleTime: 0 }).catch(() => undefined);
}

/** A 401 from an account call means the session ended meanwhile: read it again. */
export function recheckSessionOn401(queryClient: QueryClient, error: unknown) {
  if (isSignedOut(error)) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.account, exact: true });
  }
}
