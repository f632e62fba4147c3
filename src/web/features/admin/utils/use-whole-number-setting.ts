import { type FormEvent, useState } from 'react';
import type { MessageKey } from '#shared/i18n/keys';
import { asciiDigits } from '#shared/numbers';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { withoutFieldName } from './without-field-name';

type Options<Field extends string> = {
  field: Field;
  saved: number;
  save: (body: Record<Field, number>) => Promise<Record<Field, number>>;
  onSaved: (value: number) => void;
  failed: MessageKey;
};

/**
 * One whole-number setting as staff type it (Bangla digits too), judged by the server: the rule's
 * words live in the server's catalogue, not the admin chunk, so its refusal is what staff read,
 * without the field's name it starts with. Anything not a number travels as NaN, sent as null.
 */
export function useWholeNumberSetting<Field extends string>(options: Options<Field>) {
  const { number } = useI18n();
  const { errorText } = useApiErrorText();
  const [text, setText] = useState(number(options.saved));
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const typed = asciiDigits(text.trim());
    const value = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
    try {
      const after = await options.save({ [options.field]: value } as Record<Field, number>);
      options.onSaved(after[options.field]);
    } catch (failure) {
      setError(withoutFieldName(errorText(failure, options.failed), options.field));
    }
  };

  return { text, setText, error, submit };
}
