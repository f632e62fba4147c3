import { useId, useState } from 'react';
import { msg } from '#shared/i18n/translator';
import type { AdminReturn } from '#shared/schemas/returns';
import { Button } from '../../../../components/ui/button';
import { describedBy, FormField, TextField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useReceiveReturn } from '../../api/returns-receive';
import { FormErrorAlert } from '../layout/form-error-alert';
import { wholeNumberOf } from './refund-values';
import { useReturnFailure } from './return-failure';

/**
 * The parcel is back: per line, how many go back on the shelf (all of them to start with; fewer
 * when some came back damaged). The server restocks each variant by that in one transaction.
 */
export function ReceiveForm({ value, onCancel }: { value: AdminReturn; onCancel?: () => void }) {
  const { t, number } = useI18n();
  const failed = useReturnFailure();
  const id = useId();
  const receive = useReceiveReturn();
  const [counts, setCounts] = useState<Record<number, string>>(() =>
    Object.fromEntries(value.lines.map((line) => [line.id, number(line.quantity)])),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [note, setNote] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = () => {
    setServerError(null);
    const found: Record<number, string> = {};
    const lines = value.lines.map((line) => {
      const restock = wholeNumberOf(counts[line.id] ?? '');
      if (restock === null || restock > line.quantity) {
        found[line.id] = msg('validation.returns.restock');
      }
      return { lineId: line.id, restock: restock ?? 0 };
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const trimmed = note.trim();
    receive.mutate(
      { id: value.id, input: { lines, note: trimmed || undefined } },
      {
        onSuccess: () => toast.success(t('admin.returns.receive.done')),
        onError: (failure) => setServerError(failed(failure)),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t('admin.returns.receive.title')}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h4 className="font-medium">{t('admin.returns.receive.title')}</h4>
      <p className="text-sm text-stone-700">{t('admin.returns.receive.hint')}</p>
      <FormErrorAlert message={serverError} />
      <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
        {value.lines.map((line) => {
          const fieldId = `${id}-line-${line.id}`;
          const error = errors[line.id];
          const hint = t('admin.returns.receive.of', { quantity: line.quantity });
          return (
            <li key={line.id} className="grid gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_9rem]">
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words">{line.name}</p>
                {line.variantTitle && <p className="text-stone-700">{line.variantTitle}</p>}
              </div>
              <FormField
                id={fieldId}
                label={t('admin.returns.receive.restock', { name: line.name })}
                error={error}
                hint={hint}
              >
                <Input
                  id={fieldId}
                  inputMode="numeric"
                  autoComplete="off"
                  value={counts[line.id] ?? ''}
                  disabled={receive.isPending}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy({ id: fieldId, error, hint })}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    setCounts((current) => ({ ...current, [line.id]: text }));
                    setErrors((current) => {
                      const { [line.id]: _gone, ...rest } = current;
                      return rest;
                    });
                  }}
                />
              </FormField>
            </li>
          );
        })}
      </ul>
      <TextField
        id={`${id}-note`}
        label={t('admin.returns.note')}
        hint={t('admin.returns.noteOptional')}
        maxLength={500}
        value={note}
        disabled={receive.isPending}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={receive.isPending}>
          {receive.isPending ? t('admin.returns.working') : t('admin.returns.receive.submit')}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={receive.isPending}>
            {t('admin.goBack')}
          </Button>
        )}
      </div>
    </form>
  );
}
