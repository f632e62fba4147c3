import { type FormEvent, useId, useState } from 'react';
import { asciiDigits } from '#shared/numbers';
import type { CreditSettings } from '#shared/schemas/credit';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Switch } from '../../../../components/ui/switch';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useCreditSettings, useSaveCreditSettings } from '../../api/credit-settings';
import { withoutFieldName } from '../../utils/without-field-name';
import { FormErrorAlert } from '../layout/form-error-alert';
import { ListError } from '../layout/list-states';

/** Store credit (decision 049): whether a return's refund may be taken as credit, and its months. */
export function CreditCard() {
  const { t } = useI18n();
  const settings = useCreditSettings();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h3 id={headingId} className="font-serif text-xl font-semibold text-stone-900">
          {t('admin.credit.title')}
        </h3>
        <p className="mt-1 text-sm text-stone-700">{t('admin.credit.description')}</p>
      </div>
      {settings.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : settings.isError ? (
        <ListError
          title={t('admin.credit.loadFailed')}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        // Keyed: what was saved (or changed elsewhere) is what the fields start from again.
        <CreditForm key={JSON.stringify(settings.data)} saved={settings.data} />
      )}
    </section>
  );
}

function CreditForm({ saved }: { saved: CreditSettings }) {
  const { t, number } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const save = useSaveCreditSettings();
  const [refunds, setRefunds] = useState(saved.refunds);
  const [months, setMonths] = useState(() => number(saved.expireMonths));
  const [error, setError] = useState<{ text: string; months: boolean } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // Typed as staff type it (Bangla digits too) and judged by the server: anything not a whole
    // number travels as NaN, sent as null, and comes back refused in the server's words.
    const typed = asciiDigits(months.trim()).replace(/,/g, '');
    const expireMonths = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
    try {
      await save.mutateAsync({ refunds, expireMonths });
      toast.success(t('admin.credit.saved'));
    } catch (failure) {
      const text = errorText(failure, 'admin.credit.failed');
      const aboutMonths = text.startsWith('expireMonths: ');
      setError({ text: withoutFieldName(text, 'expireMonths'), months: aboutMonths });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-refunds`} className="space-y-4">
      <FormErrorAlert message={error?.text ?? null} />
      <div className="flex items-center justify-between gap-4 sm:justify-start">
        <label
          id={`${id}-refunds`}
          htmlFor={`${id}-switch`}
          className="text-sm font-medium text-stone-800"
        >
          {t('admin.credit.refunds')}
        </label>
        <Switch
          id={`${id}-switch`}
          checked={refunds}
          onChange={(event) => setRefunds(event.currentTarget.checked)}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-months`} className="block text-sm font-medium text-stone-800">
          {t('admin.credit.expireMonths')}
        </label>
        <Input
          id={`${id}-months`}
          value={months}
          onChange={(event) => setMonths(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={error?.months ? true : undefined}
          className="w-32"
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('admin.credit.saving') : t('admin.credit.save')}
      </Button>
    </form>
  );
}
