import { adminMessages as adminBnMessages } from '#shared/i18n/bn/admin';
import { complaintMessages as complaintsBn } from '#shared/i18n/bn/complaints';
import { orderPages as orderPagesBn } from '#shared/i18n/bn/order-pages';
import { vatInvoiceMessages as vatInvoiceBn } from '#shared/i18n/bn/vat-invoice';
import { adminMessages as adminEnMessages } from '#shared/i18n/en/admin';
import { complaintMessages as complaintsEn } from '#shared/i18n/en/complaints';
import { orderPages as orderPagesEn } from '#shared/i18n/en/order-pages';
import { vatInvoiceMessages as vatInvoiceEn } from '#shared/i18n/en/vat-invoice';
import { accountDisplayName, useAccount } from '../features/account/api/get-account';
import { AdminPage } from '../features/admin/pages/admin-page';
import { ExtraMessages } from '../lib/i18n';

// The order pages' words too: the orders list filters by the payment words they hold. The
// complaints' topics, statuses and outcomes are the shopper's words, read in Admin → Complaints.
// The Mushak-6.3 and 6.7 read the same to staff and to the buyer, whose copy loads them alone.
const MESSAGES = {
  en: { ...orderPagesEn, ...complaintsEn, ...vatInvoiceEn, ...adminEnMessages },
  bn: { ...orderPagesBn, ...complaintsBn, ...vatInvoiceBn, ...adminBnMessages },
};

/**
 * Composes the admin area with the signed-in admin (RequireAdmin has checked who it is). The admin
 * catalogues are imported here, so they travel in the lazy admin chunk, not the storefront's.
 */
export function AdminRoute() {
  const account = useAccount().data?.account;
  if (!account) return null;
  return (
    <ExtraMessages messages={MESSAGES}>
      <AdminPage
        adminName={accountDisplayName(account)}
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
