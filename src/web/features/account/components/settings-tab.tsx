import type { Account } from '#shared/schemas/account';
import { accountContact } from '../api/get-account';
import { ChangePasswordSection } from './change-password-section';
import { DeleteAccountSection } from './delete-account-section';
import { NotificationSettingsForm } from './notification-settings-form';

export function SettingsTab({ account }: { account: Account }) {
  // A phone-made account has no e-mail and no password: it signs in with a code by SMS.
  const { email } = account;
  return (
    <div className="space-y-6">
      {email !== null && <ChangePasswordSection email={email} />}
      <NotificationSettingsForm settings={account.notifications} />
      <DeleteAccountSection email={accountContact(account)} />
    </div>
  );
}
