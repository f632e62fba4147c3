import { type FormEvent, useId, useState } from 'react';
import { asciiDigits } from '#shared/numbers';
import type { PointsSettings } from '#shared/schemas/points';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Switch } from '../../../../components/ui/switch';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { usePointsSettings, useSavePointsSettings } from '../../api/points-settings';
import { withoutFieldName } from '../../utils/without-field-name';
import { FormErrorAlert } from '../layout/form-error-alert';
import { ListError } from '../layout/list-states';

type NumberField = Exclude<keyof PointsSettings, 'enabled'>;
const FIELDS: NumberField[] = ['earnTaka', 'worthTaka', 'expireMonths', 'maxPercent'];

/** Loyalty points (decision 048): on or off, and the four whole numbers of the rule. */
export function PointsCard() {
  const { t } = useI18n();
  const settings = usePointsSettings();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={headingId} className="font-serif text-xl font-semibold text-stone-900">
            {t('admin.points.title')}
          </h3>
          {settings.data && (
            <Badge variant={settings.data.enabled ? 'secondary' : 'outline'}>
              {settings.data.enabled ? t('admin.points.on') : t('admin.points.off')}
            </Badge>
          )}
        </div>
        <p className="mt-1 text-sm text-stone-700">{t('admin.points.description')}</p>
      </div>
      {settings.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : settings.isError ? (
        <ListError
          title={t('admin.points.loadFailed')}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        // Keyed: what was saved (or changed elsewhere) is what the fields start from again.
        <PointsForm key={JSON.stringify(settings.data)} saved={settings.data} />
      )}
    </section>
  );
}

function PointsForm({ saved }: { saved: PointsSettings }) {
  const { t, number } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const save = useSavePointsSettings();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [texts, setTexts] = useState(
    () =>
      Object.fromEntries(FIELDS.map((f) => [f, number(saved[f])])) as Record<NumberField, string>,
  );
  const [error, setError] = useState<{ text: string; field: string | undefined } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // Typed as staff type it (Bangla digits too) and judged by the server: anything not a whole
    // number travels as NaN, sent as null, and comes back refused in the server's words.
    const numbers = Object.fromEntries(
      FIELDS.map((field) => {
        const typed = asciiDigits(texts[field].trim()).replace(/,/g, '');
        return [field, /^\d+$/.test(typed) ? Number(typed) : Number.NaN];
      }),
    ) as Record<NumberField, number>;
    try {
      await save.mutateAsync({ enabled, ...numbers });
      toast.success(t('admin.points.saved'));
    } catch (failure) {
      const text = errorText(failure, 'admin.points.failed');
      const field = FIELDS.find((name) => text.startsWith(`${name}: `));
      setError({ text: field ? withoutFieldName(text, field) : text, field });
    }
  };

  const labels: Record<NumberField, string> = {
    earnTaka: t('admin.points.earnTaka'),
    worthTaka: t('admin.points.worthTaka'),
    expireMonths: t('admin.points.expireMonths'),
    maxPercent: t('admin.points.maxPercent'),
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-enabled`} className="space-y-4">
      <FormErrorAlert message={error?.text ?? null} />
      <div className="flex items-center justify-between gap-4 sm:justify-start">
        <label
          id={`${id}-enabled`}
          htmlFor={`${id}-switch`}
          className="text-sm font-medium text-stone-800"
        >
          {t('admin.points.enabled')}
        </label>
        <Switch
          id={`${id}-switch`}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {FIELDS.map((field) => (
          <div key={field} className="space-y-1.5">
            <label htmlFor={`${id}-${field}`} className="block text-sm font-medium text-stone-800">
              {labels[field]}
            </label>
            <Input
              id={`${id}-${field}`}
              value={texts[field]}
              onChange={(event) => setTexts({ ...texts, [field]: event.currentTarget.value })}
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={error?.field === field ? true : undefined}
              className="w-32"
            />
          </div>
        ))}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('admin.points.saving') : t('admin.points.save')}
      </Button>
    </form>
  );
}
