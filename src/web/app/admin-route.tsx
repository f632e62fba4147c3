import { adminMessages as adminBnMessages } from '#shared/i18n/bn/admin';
import { adminMessages as adminEnMessages } from '#shared/i18n/en/admin';
import { accountDisplayName, useAccount } from '../features/account/api/get-account';
import { AdminPage } from '../features/admin/pages/admin-page';
import { ExtraMessages } from '../lib/i18n';

/**
 * Composes the admin area with the signed-in admin (RequireAdmin has checked who it is). The admin
 * catalogues are imported here, so they travel in the lazy admin chunk, not the storefront's.
 */
export function AdminRoute() {
  const account = useAccount().data?.account;
  if (!account) return null;
  return (
    <ExtraMessages messages={{ en: adminEnMessages, bn: adminBnMessages }}>
      <AdminPage
        adminName={accountDisplayName(account)}
        // The server reports the role that counts: the owner e-mail is a super_admin
        // (shared/spec/decisions.md #12).
        role={account.role === 'super_admin' ? 'super_admin' : 'admin'}
        adminUserId={account.id}
        access={{
          staffRole: account.staffRole,
          permissions: account.permissions,
          signIn: {
            email: account.email,
            phoneNumber: account.phoneNumber,
            hasPassword: account.hasPassword,
          },
        }}
      />
    </ExtraMessages>
  );
}
