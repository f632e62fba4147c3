import { useId } from 'react';
import { Switch } from '../../../../components/ui/switch';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useBuyersMayAnswer } from '../../api/questions-settings';

/** The owner's choice, saved as it is switched: may shoppers who bought a product answer? */
export function BuyersAnswerSwitch({ allowed }: { allowed: boolean }) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const save = useBuyersMayAnswer();
  // The switch shows what was asked for while it saves, then what the server kept.
  const checked = save.isPending ? save.variables : allowed;
  const onChange = (next: boolean) =>
    save.mutate(next, {
      onSuccess: ({ buyersMayAnswer }) =>
        toast.success(
          t(buyersMayAnswer ? 'admin.questions.buyersOn' : 'admin.questions.buyersOff'),
        ),
      onError: (error) => toast.error(errorText(error, 'admin.questions.failed')),
    });
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-stone-200 bg-white p-4">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-stone-900">
          {t('admin.questions.buyersMayAnswer')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {t('admin.questions.buyersMayAnswerHint')}
        </p>
      </div>
      <Switch
        id={id}
        role="switch"
        checked={checked}
        disabled={save.isPending}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </div>
  );
}
