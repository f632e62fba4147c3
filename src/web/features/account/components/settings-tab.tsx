import type { Account } from '#shared/schemas/account';
import { ChangePasswordSection } from './change-password-section';
import { DeleteAccountSection } from './delete-account-section';
import { NotificationSettingsForm } from './notification-settings-form';

export function SettingsTab({ account }: { account: Account }) {
  return (
    <div className="space-y-6">
      <ChangePasswordSection email={account.email} />
      <NotificationSettingsForm settings={account.notifications} />
      <DeleteAccountSection email={account.email} />
    </div>
  );
}
