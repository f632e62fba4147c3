import { accountDisplayName, useAccount } from '../features/account/api/get-account';
import { AdminPage } from '../features/admin/pages/admin-page';

/** Composes the admin area with the signed-in admin (RequireAdmin has checked who it is). */
export function AdminRoute() {
  const account = useAccount().data?.account;
  return <AdminPage adminName={account ? accountDisplayName(account) : ''} />;
}
