/**
 * The dialog that confirms deleting the account with the password, or for an account without
 * one (made by phone) with a code texted to its number. Its own module, loaded when the shopper
 * opens it: Radix Dialog and the form stay out of the account page's first load
 * (docs/decisions/007).
 */
import { type RefObject, useId, useState } from 'react';
import type { Account, DeletionCodeForm } from '#shared/schemas/account';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { answeredByServer, useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { useDeleteAccount, useSendDeletionCode } from '../api/delete-account';
import { accountContact } from '../api/get-account';
import { displayPhone } from '../utils/phone-display';
import { useToastFailure } from '../utils/toast-failure';
import { AccountUsername, PasswordField, TextField } from './form-field';
import { RESEND_AFTER_MS, useSecondsUntil } from './phone-sign-in-form';

type DeleteAccountForm = { password: string };
type DeletingAccount = Pick<Account, 'email' | 'phoneNumber' | 'hasPassword'>;

/** What stays and what goes, and the one choice: the photos sent with returns. */
function WhatStays({
  removePhotos,
  onRemovePhotos,
}: {
  removePhotos: boolean;
  onRemovePhotos: (remove: boolean) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="mt-4 space-y-3 text-sm text-stone-700">
      <p>{t('account.delete.kept')}</p>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4 accent-rose-700"
          checked={removePhotos}
          onChange={(event) => onRemovePhotos(event.currentTarget.checked)}
        />
        <label htmlFor={id}>{t('account.delete.removeReturnPhotos')}</label>
      </div>
    </div>
  );
}

export function DeleteAccountDialog({
  account,
  open,
  onOpenChange,
  opener,
}: {
  account: DeletingAccount;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there on close, as with a Radix trigger. */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const [removeReturnPhotos, setRemoveReturnPhotos] = useState(false);
  const choice = { removeReturnPhotos, onRemovePhotos: setRemoveReturnPhotos };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        {account.hasPassword ? (
          <ConfirmWithPassword
            email={accountContact(account)}
            choice={choice}
            onCancel={() => onOpenChange(false)}
          />
        ) : (
          <ConfirmWithCode
            phoneNumber={account.phoneNumber ?? ''}
            choice={choice}
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

type PhotoChoice = { removeReturnPhotos: boolean; onRemovePhotos: (remove: boolean) => void };

function ConfirmWithPassword({
  email,
  choice,
  onCancel,
}: {
  email: string;
  choice: PhotoChoice;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const toastFailure = useToastFailure();
  const formId = useId();
  const deleteAccount = useDeleteAccount();
  const form = useSchemaForm<DeleteAccountForm>({
    loadSchema: () =>
      import('../utils/form-schemas').then((schemas) => schemas.deletePasswordFormSchema),
    defaultValues: { password: '' },
  });
  const busy = deleteAccount.isPending;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await deleteAccount.mutateAsync({
        password,
        removeReturnPhotos: choice.removeReturnPhotos,
      });
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
      <WhatStays removePhotos={choice.removeReturnPhotos} onRemovePhotos={choice.onRemovePhotos} />
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
        <DialogButtons busy={busy} onCancel={onCancel} />
      </form>
    </>
  );
}

function DialogButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useI18n();
  return (
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
  );
}

/**
 * An account without a password: a code is texted to its number (the sign-in codes' limits
 * apply), and the code typed here confirms the deletion.
 */
function ConfirmWithCode({
  phoneNumber,
  choice,
  onCancel,
}: {
  phoneNumber: string;
  choice: PhotoChoice;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const toastFailure = useToastFailure();
  const formId = useId();
  const sendCode = useSendDeletionCode();
  const deleteAccount = useDeleteAccount();
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useSecondsUntil(resendAt ?? 0);
  const form = useSchemaForm<DeletionCodeForm, { code: string }>({
    loadSchema: () =>
      import('../utils/form-schemas').then((schemas) => schemas.deletionCodeFormSchema),
    defaultValues: { code: '' },
  });
  const busy = deleteAccount.isPending;
  const phone = displayPhone(phoneNumber);

  const onSend = async () => {
    try {
      await sendCode.mutateAsync();
    } catch (error) {
      toast.error(t('account.delete.code.sendFailed'), { description: errorText(error) });
      return;
    }
    setResendAt(Date.now() + RESEND_AFTER_MS);
  };

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await deleteAccount.mutateAsync({ code, removeReturnPhotos: choice.removeReturnPhotos });
    } catch (error) {
      // A wrong or spent code is answered by the field; anything else by a toast.
      if (answeredByServer(error) && [400, 403, 429].includes(error.status)) {
        form.setError('code', { message: error.message });
      } else {
        toastFailure(error, 'account.delete.failed');
      }
      return;
    }
    toast.success(t('account.delete.done'));
  });

  return (
    <>
      <DialogTitle>{t('account.delete.confirmTitle')}</DialogTitle>
      <DialogDescription>{t('account.delete.confirmDescription')}</DialogDescription>
      <WhatStays removePhotos={choice.removeReturnPhotos} onRemovePhotos={choice.onRemovePhotos} />
      {resendAt === null ? (
        <div className="mt-5 space-y-5">
          <p className="text-sm text-stone-700">{t('account.delete.code.intro', { phone })}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" onClick={onCancel}>
                {t('account.delete.cancel')}
              </Button>
            </DialogClose>
            <Button type="button" disabled={sendCode.isPending} onClick={() => void onSend()}>
              {t(sendCode.isPending ? 'account.delete.code.sending' : 'account.delete.code.send')}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
          <p role="status" className="text-sm text-stone-700">
            {t('account.delete.code.sent', { phone })}
          </p>
          <TextField
            id={`${formId}-code`}
            label={t('account.delete.code.label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            className="text-lg tracking-[0.3em]"
            autoFocus
            error={form.formState.errors.code?.message}
            disabled={busy}
            {...form.register('code')}
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={secondsLeft > 0 || sendCode.isPending || busy}
            onClick={() => void onSend()}
          >
            {secondsLeft > 0
              ? t('account.delete.code.resendIn', { seconds: secondsLeft })
              : t(
                  sendCode.isPending ? 'account.delete.code.sending' : 'account.delete.code.resend',
                )}
          </Button>
          <DialogButtons busy={busy} onCancel={onCancel} />
        </form>
      )}
    </>
  );
}
