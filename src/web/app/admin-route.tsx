import { accountDisplayName, useAccount } from '../features/account/api/get-account';
import { AdminPage } from '../features/admin/pages/admin-page';

/** Composes the admin area with the signed-in admin (RequireAdmin has checked who it is). */
export function AdminRoute() {
  const account = useAccount().data?.account;
  if (!account) return null;
  return (
    <AdminPage
      adminName={accountDisplayName(account)}
      // The server reports the role that counts: the owner e-mail is a super_admin (decision 12).
      role={account.role === 'super_admin' ? 'super_admin' : 'admin'}
      adminUserId={account.id}
    />
  );
}
