import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSaveCartReminderSettings } from '../../api/cart-reminders';
import { useWholeNumberSetting } from '../../utils/use-whole-number-setting';
import { FormErrorAlert } from '../layout/form-error-alert';

/** "Send a reminder after [3] hours (0 = off)": one field, judged by the server. */
export function CartReminderHoursForm({ saved }: { saved: number }) {
  const { t } = useI18n();
  const id = useId();
  const save = useSaveCartReminderSettings();
  const setting = useWholeNumberSetting({
    field: 'hours',
    saved,
    save: save.mutateAsync,
    onSaved: (hours) =>
      toast.success(
        hours === 0
          ? t('admin.cartReminders.savedOff')
          : t('admin.cartReminders.saved', { count: hours }),
      ),
    failed: 'admin.cartReminders.failed',
  });

  return (
    <form
      onSubmit={setting.submit}
      noValidate
      aria-labelledby={`${id}-before ${id}-after`}
      className="space-y-2"
    >
      <FormErrorAlert message={setting.error} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-stone-800">
        <label id={`${id}-before`} htmlFor={`${id}-hours`}>
          {t('admin.cartReminders.hours.before')}
        </label>
        {/* Field and unit together: on a phone the sentence breaks before them, not between. */}
        <span className="flex items-center gap-2">
          <Input
            id={`${id}-hours`}
            value={setting.text}
            onChange={(event) => setting.setText(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
            aria-labelledby={`${id}-before ${id}-after`}
            aria-invalid={setting.error ? true : undefined}
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
