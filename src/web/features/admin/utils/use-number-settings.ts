import { type FormEvent, useState } from 'react';
import type { MessageKey } from '#shared/i18n/keys';
import { asciiDigits } from '#shared/numbers';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { withoutFieldName } from './without-field-name';

type Options<Field extends string> = {
  fields: readonly Field[];
  saved: Record<Field, number>;
  /** Sends the numbers with whatever else the form holds (its switch). */
  save: (numbers: Record<Field, number>) => Promise<unknown>;
  savedMessage: MessageKey;
  failed: MessageKey;
};

/**
 * A settings form's whole numbers as staff type them (Bangla digits too), judged by the server:
 * anything not a whole number travels as NaN, sent as null, and comes back refused in the server's
 * words, which name the field first; the form shows the rest and marks that field.
 */
export function useNumberSettings<Field extends string>(options: Options<Field>) {
  const { fields, saved } = options;
  const { t, number } = useI18n();
  const { errorText } = useApiErrorText();
  const [texts, setTexts] = useState(
    () => Object.fromEntries(fields.map((f) => [f, number(saved[f])])) as Record<Field, string>,
  );
  const [error, setError] = useState<{ text: string; field: Field | undefined } | null>(null);

  const setText = (field: Field, text: string) => setTexts((now) => ({ ...now, [field]: text }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const numbers = Object.fromEntries(
      fields.map((field) => {
        const typed = asciiDigits(texts[field].trim()).replace(/,/g, '');
        return [field, /^\d+$/.test(typed) ? Number(typed) : Number.NaN];
      }),
    ) as Record<Field, number>;
    try {
      await options.save(numbers);
      toast.success(t(options.savedMessage));
    } catch (failure) {
      const text = errorText(failure, options.failed);
      const field = fields.find((name) => text.startsWith(`${name}: `));
      setError({ text: field ? withoutFieldName(text, field) : text, field });
    }
  };

  return { texts, setText, error, submit };
}
