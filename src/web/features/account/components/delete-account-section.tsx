import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { deleteAccountSchema } from '#shared/schemas/account';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { useToastFailure } from '../utils/toast-failure';
import { AccountSection } from './account-section';
import { AccountUsername, PasswordField } from './form-field';

type DeleteAccountForm = z.infer<typeof deleteAccountSchema>;

export function DeleteAccountSection({ email }: { email: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <AccountSection
      title={t('account.delete.title')}
      danger
      description={t('account.delete.description')}
    >
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="destructive" className="w-full sm:w-auto">
            {t('account.delete.open')}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <ConfirmDeletion email={email} onCancel={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </AccountSection>
  );
}

function ConfirmDeletion({ email, onCancel }: { email: string; onCancel: () => void }) {
  const { t } = useI18n();
  const toastFailure = useToastFailure();
  const formId = useId();
  const deleteAccount = useDeleteAccount();
  const form = useForm<DeleteAccountForm>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const busy = deleteAccount.isPending;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await deleteAccount.mutateAsync(password);
    } catch (error) {
      toastFailure(error, 'account.delete.failed');
      return;
    }
    toast.success(t('account.delete.done'));
  });

  return (
    <>
      <DialogTitle>{t('account.delete.confirmTitle')}</DialogTitle>
      <DialogDescription>{t('account.delete.confirmDescription')}</DialogDescription>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
        <AccountUsername email={email} />
        <PasswordField
          id={`${formId}-password`}
          label={t('account.field.password')}
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          disabled={busy}
          {...form.register('password')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
              {t('account.delete.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={busy}>
            {t(busy ? 'account.delete.submitting' : 'account.delete.submit')}
          </Button>
        </div>
      </form>
    </>
  );
}
