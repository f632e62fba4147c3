/**
 * Account → Profile for an account made by phone: "no e-mail yet", and a form that mails a link
 * to the address the shopper types. The account shows the address once the link is opened.
 */
import { MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { AddEmailInput } from '#shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { answeredByServer, useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { useAddEmail } from '../api/add-email';
import { AccountSection } from './account-section';
import { TextField } from './form-field';

export function AddEmailSection() {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <AccountSection title={t('account.field.email')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-medium text-stone-900">{t('account.email.none')}</p>
          <p className="mt-1 text-sm text-stone-700">{t('account.email.noneHint')}</p>
        </div>
        <Button
          type="button"
          variant="outline"
          aria-expanded={editing}
          onClick={() => setEditing((open) => !open)}
        >
          {t(editing ? 'account.email.cancel' : 'account.email.add')}
        </Button>
      </div>
      {sentTo !== null && !editing && (
        <p role="status" className="mt-4 flex items-start gap-2 text-sm text-emerald-800">
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('account.email.sent', { email: sentTo })}
        </p>
      )}
      {editing && (
        <AddEmailForm
          onSent={(email) => {
            setSentTo(email);
            setEditing(false);
          }}
        />
      )}
    </AccountSection>
  );
}

function AddEmailForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const formId = useId();
  const addEmail = useAddEmail();
  const form = useSchemaForm<AddEmailInput>({
    loadSchema: () => import('../utils/form-schemas').then((schemas) => schemas.addEmailSchema),
    defaultValues: { email: '' },
  });
  const busy = addEmail.isPending;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await addEmail.mutateAsync(email);
    } catch (error) {
      // A refusal the shopper can act on (a bad address, too many tries) goes by the field.
      if (answeredByServer(error) && [400, 429].includes(error.status)) {
        form.setError('email', { message: error.message });
      } else {
        toast.error(t('account.email.failed'), { description: errorText(error) });
      }
      return;
    }
    onSent(email);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 max-w-md space-y-4">
      <TextField
        id={`${formId}-email`}
        label={t('account.email.new')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoFocus
        error={form.formState.errors.email?.message}
        disabled={busy}
        {...form.register('email')}
      />
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {t(busy ? 'account.email.sending' : 'account.email.send')}
      </Button>
    </form>
  );
}
