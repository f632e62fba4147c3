import { type FormEvent, useId, useState } from 'react';
import { asciiDigits } from '#shared/numbers';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSaveCartReminderSettings } from '../../api/cart-reminders';
import { withoutFieldName } from '../../utils/without-field-name';
import { FormErrorAlert } from '../layout/form-error-alert';

/** "Send a reminder after [3] hours (0 = off)": one field, judged by the server. */
export function CartReminderHoursForm({ saved }: { saved: number }) {
  const { t, number } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const save = useSaveCartReminderSettings();
  const [hours, setHours] = useState(number(saved));
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const typed = asciiDigits(hours.trim());
    try {
      // NaN travels as null: the rule's words live in the server's catalogue, not the admin chunk.
      const after = await save.mutateAsync({
        hours: /^\d+$/.test(typed) ? Number(typed) : Number.NaN,
      });
      toast.success(
        after.hours === 0
          ? t('admin.cartReminders.savedOff')
          : t('admin.cartReminders.saved', { count: after.hours }),
      );
    } catch (failure) {
      setError(withoutFieldName(errorText(failure, 'admin.cartReminders.failed'), 'hours'));
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-before ${id}-after`}
      className="space-y-2"
    >
      <FormErrorAlert message={error} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-stone-800">
        <label id={`${id}-before`} htmlFor={`${id}-hours`}>
          {t('admin.cartReminders.hours.before')}
        </label>
        {/* Field and unit together: on a phone the sentence breaks before them, not between. */}
        <span className="flex items-center gap-2">
          <Input
            id={`${id}-hours`}
            value={hours}
            onChange={(event) => setHours(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
            aria-labelledby={`${id}-before ${id}-after`}
            aria-invalid={error ? true : undefined}
            className="w-20"
          />
          <span id={`${id}-after`}>{t('admin.cartReminders.hours.after')}</span>
        </span>
        <Button type="submit" disabled={save.isPending}>
          {t('admin.cartReminders.save')}
        </Button>
      </div>
    </form>
  );
}
