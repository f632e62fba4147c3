import { type FormEvent, useId, useState } from 'react';
import type { z } from 'zod';
import type { MessageKey } from '#shared/i18n/keys';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useI18n } from '../../../lib/i18n';

type QaTextFormProps = {
  label: MessageKey;
  hint?: MessageKey;
  submit: MessageKey;
  /** The shared schema the server checks too, so the shopper sees the same words sooner. */
  schema: z.ZodType<{ text: string }>;
  maxLength: number;
  pending: boolean;
  onSend: (text: string) => Promise<unknown>;
};

/** A question or an answer: one text box, checked as the server will, cleared once sent. */
export function QaTextForm({
  label,
  hint,
  submit,
  schema,
  maxLength,
  pending,
  onSend,
}: QaTextFormProps) {
  const { t, message } = useI18n();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const checked = schema.safeParse({ text });
    if (!checked.success) {
      setError(message(checked.error.issues[0]?.message ?? ''));
      return;
    }
    setError(null);
    try {
      await onSend(checked.data.text);
      setText('');
    } catch {
      // The caller has said what went wrong; what was typed stays.
    }
  };
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim();
  return (
    <form onSubmit={send} noValidate className="mt-3 space-y-2">
      <Label htmlFor={`${id}-text`}>{t(label)}</Label>
      <Textarea
        id={`${id}-text`}
        rows={3}
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        disabled={pending}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {t(hint)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {t(submit)}
      </Button>
    </form>
  );
}
