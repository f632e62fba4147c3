/**
 * Account deletion: a button that opens the confirmation dialog, which loads on first open.
 */
import { lazy, useRef, useState } from 'react';
import type { Account } from '#shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { LazyDialog } from '../../../components/ui/lazy-dialog';
import { useI18n } from '../../../lib/i18n';
import { AccountSection } from './account-section';

const DeleteAccountDialog = lazy(() =>
  import('./delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })),
);

export function DeleteAccountSection({
  account,
}: {
  account: Pick<Account, 'email' | 'phoneNumber' | 'hasPassword'>;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <AccountSection
      title={t('account.delete.title')}
      danger
      description={t('account.delete.description')}
    >
      <Button
        ref={opener}
        variant="destructive"
        className="w-full sm:w-auto"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {t('account.delete.open')}
      </Button>
      <LazyDialog open={open}>
        <DeleteAccountDialog account={account} open={open} onOpenChange={setOpen} opener={opener} />
      </LazyDialog>
    </AccountSection>
  );
}
