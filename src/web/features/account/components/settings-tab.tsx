import type { Account } from '#shared/schemas/account';
import { ChangePasswordSection } from './change-password-section';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { NotificationSettingsForm } from './notification-settings-form';

export function SettingsTab({ account }: { account: Account }) {
  // A phone-made account has no password (it signs in with a code by SMS), even once it has
  // added an e-mail; it confirms deleting itself with a code too.
  const { email, hasPassword } = account;
  return (
    <div className="space-y-6">
      {email !== null && hasPassword && <ChangePasswordSection email={email} />}
      <NotificationSettingsForm settings={account.notifications} />
      <DataExportSection />
      <DeleteAccountSection account={account} />
    </div>
  );
}
