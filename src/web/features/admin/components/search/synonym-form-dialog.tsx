import { type FormEvent, useId, useState } from 'react';
import { synonymInputSchema } from '#shared/schemas/search-admin';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Textarea } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSaveSearchSynonym } from '../../api/search-synonyms';
import { FormErrorAlert } from '../layout/form-error-alert';

/** A synonym being written: a new one has no id; `words` is the text as typed. */
export type SynonymDraft = { id?: number; words: string; oneWay: boolean };

/** One word or phrase a line, or between commas (Latin or Arabic): a phone's keyboard has both. */
export function wordsOf(text: string): string[] {
  return text
    .split(/[\n,،]/)
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

/** Add or change a synonym in a dialog; the draft is what it starts from, null when closed. */
export function SynonymFormDialog({
  draft,
  onClose,
}: {
  draft: SynonymDraft | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      {draft && <SynonymForm draft={draft} onDone={onClose} />}
    </Dialog>
  );
}

function SynonymForm({ draft, onDone }: { draft: SynonymDraft; onDone: () => void }) {
  const { t, message } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const save = useSaveSearchSynonym();
  const [words, setWords] = useState(draft.words);
  const [oneWay, setOneWay] = useState(draft.oneWay);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = synonymInputSchema.safeParse({ words: wordsOf(words), oneWay });
    if (!checked.success) {
      setError(message(checked.error.issues[0]?.message ?? ''));
      return;
    }
    setError(null);
    try {
      const saved = await save.mutateAsync({ id: draft.id, input: checked.data });
      toast.success(t('admin.search.form.saved', { words: saved.words.join(', ') }));
      onDone();
    } catch (failure) {
      setError(errorText(failure, 'admin.search.form.saveFailed'));
    }
  };

  return (
    <DialogContent>
      <DialogTitle>
        {t(draft.id === undefined ? 'admin.search.form.addTitle' : 'admin.search.form.editTitle')}
      </DialogTitle>
      <DialogDescription>{t('admin.search.synonyms.intro')}</DialogDescription>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <FormErrorAlert message={error} />
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-words`}>{t('admin.search.form.words')}</Label>
          <Textarea
            id={`${id}-words`}
            rows={4}
            value={words}
            autoCapitalize="none"
            aria-describedby={`${id}-words-hint`}
            aria-invalid={error !== null}
            // A row's search comes first: the caret waits after it, for the next word.
            onFocus={(event) => {
              const end = event.currentTarget.value.length;
              event.currentTarget.setSelectionRange(end, end);
            }}
            onChange={(event) => setWords(event.currentTarget.value)}
          />
          <p id={`${id}-words-hint`} className="text-sm text-stone-600">
            {t('admin.search.form.wordsHint')}
          </p>
        </div>
        <div className="flex gap-3 rounded-lg bg-stone-50 p-3">
          <input
            id={`${id}-one-way`}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-rose-700"
            checked={oneWay}
            aria-describedby={`${id}-one-way-hint`}
            onChange={(event) => setOneWay(event.currentTarget.checked)}
          />
          <div className="space-y-1">
            <Label htmlFor={`${id}-one-way`}>{t('admin.search.form.oneWay')}</Label>
            <p id={`${id}-one-way-hint`} className="text-sm text-stone-600">
              {t('admin.search.form.oneWayHint')}
            </p>
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('admin.search.form.save')}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
