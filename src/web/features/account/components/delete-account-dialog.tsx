/**
 * The dialog that confirms deleting the account with the password. Its own module, loaded when the
 * shopper opens it: Radix Dialog and the form stay out of the account page's first load
 * (docs/decisions/007).
 */
import { type RefObject, useId } from 'react';
import type { z } from 'zod';
import type { deleteAccountSchema } from '#shared/schemas/account';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useI18n } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { useToastFailure } from '../utils/toast-failure';
import { AccountUsername, PasswordField } from './form-field';

type DeleteAccountForm = z.infer<typeof deleteAccountSchema>;

export function DeleteAccountDialog({
  email,
  open,
  onOpenChange,
  opener,
}: {
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there on close, as with a Radix trigger. */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <ConfirmDeletion email={email} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ConfirmDeletion({ email, onCancel }: { email: string; onCancel: () => void }) {
  const { t } = useI18n();
  const toastFailure = useToastFailure();
  const formId = useId();
  const deleteAccount = useDeleteAccount();
  const form = useSchemaForm<DeleteAccountForm>({
    loadSchema: () =>
      import('../utils/form-schemas').then((schemas) => schemas.deleteAccountSchema),
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
