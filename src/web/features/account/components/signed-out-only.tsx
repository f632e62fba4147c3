import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAccount } from '../api/get-account';

/**
 * Sign-in and sign-up are for visitors: a signed-in shopper goes home (history replaced).
 * `stay` keeps the page while it finishes its own sign-in and moves on by itself.
 */
export function SignedOutOnly({ stay = false, children }: { stay?: boolean; children: ReactNode }) {
  const session = useAccount();
  if (stay) return children;
  if (session.isPending) return <PageSpinner />;
  if (session.data?.account) return <Navigate to="/" replace />;
  return children;
}
