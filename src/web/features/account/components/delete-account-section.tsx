import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
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
import { useDeleteAccount } from '../api/delete-account';
import { toastFailure } from '../utils/toast-failure';
import { AccountSection } from './account-section';
import { AccountUsername, PasswordField } from './form-field';

type DeleteAccountForm = z.infer<typeof deleteAccountSchema>;

export function DeleteAccountSection({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <AccountSection
      title="Delete Account"
      danger
      description="Deleting your account removes your personal data (name, e-mail, phone and address) with your cart, wishlist and reviews, and signs you out. Your past orders are kept, anonymised, for the shop's records. This cannot be undone."
    >
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="destructive" className="w-full sm:w-auto">
            Delete Account
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
      toastFailure(error, 'Failed to delete account');
      return;
    }
    toast.success('Your account has been deleted');
  });

  return (
    <>
      <DialogTitle>Delete your account?</DialogTitle>
      <DialogDescription>
        Your personal data, cart, wishlist and reviews are removed and you are signed out. Your
        orders stay in the shop's records, anonymised. Enter your password to confirm.
      </DialogDescription>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
        <AccountUsername email={email} />
        <PasswordField
          id={`${formId}-password`}
          label="Password"
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          disabled={busy}
          {...form.register('password')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? 'Deleting...' : 'Delete My Account'}
          </Button>
        </div>
      </form>
    </>
  );
}
