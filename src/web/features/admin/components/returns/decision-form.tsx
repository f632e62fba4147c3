import { useId, useState } from 'react';
import { returnDecisionInputSchema } from '#shared/schemas/returns';
import { Button } from '../../../../components/ui/button';
import { describedBy, FormField } from '../../../../components/ui/form-field';
import { Textarea } from '../../../../components/ui/input';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useDecideReturn } from '../../api/returns-decision';
import { FormErrorAlert } from '../layout/form-error-alert';
import { useReturnFailure } from './return-failure';

type Decision = 'accept' | 'refuse';

/** Accept (a note is optional) or refuse (the note is the reason the shopper reads). */
export function DecisionForm({ returnId }: { returnId: string }) {
  const { t } = useI18n();
  const failed = useReturnFailure();
  const id = useId();
  const decide = useDecideReturn();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const noteId = `${id}-note`;

  const send = (decision: Decision) => {
    setServerError(null);
    const parsed = returnDecisionInputSchema.safeParse({ decision, note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    const trimmed = note.trim();
    decide.mutate(
      { id: returnId, input: { decision, note: trimmed || undefined } },
      {
        onSuccess: () =>
          toast.success(
            decision === 'accept' ? t('admin.returns.accepted') : t('admin.returns.refused'),
          ),
        onError: (failure) => setServerError(failed(failure)),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t('admin.returns.decide')}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        send('accept');
      }}
    >
      <FormErrorAlert message={serverError} />
      <FormField
        id={noteId}
        label={
          <>
            {t('admin.returns.note')}{' '}
            <span className="font-normal text-stone-600">{t('admin.returns.noteHint')}</span>
          </>
        }
        error={error}
      >
        <Textarea
          id={noteId}
          value={note}
          maxLength={500}
          rows={3}
          disabled={decide.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id: noteId, error })}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setError(undefined);
          }}
        />
      </FormField>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={decide.isPending}>
          {decide.isPending ? t('admin.returns.working') : t('admin.returns.accept')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={decide.isPending}
          onClick={() => send('refuse')}
        >
          {t('admin.returns.refuse')}
        </Button>
      </div>
    </form>
  );
}
