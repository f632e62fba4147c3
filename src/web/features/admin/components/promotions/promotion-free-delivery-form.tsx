import { useId, useState } from 'react';
import { msg } from '#shared/i18n/translator';
import { poishaToTaka, takaToPoisha } from '#shared/money';
import {
  type FreeDeliverySettings,
  freeDeliverySettingsSchema,
} from '#shared/schemas/admin-promotions';
import { Button } from '../../../../components/ui/button';
import { describedBy, FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import {
  useFreeDeliverySettings,
  useSaveFreeDeliverySettings,
} from '../../api/promotions-free-delivery';
import { ListError } from '../layout/list-states';

type Field = 'dhakaOver' | 'everywhereOver';
const FIELDS: Field[] = ['dhakaOver', 'everywhereOver'];

const takaText = (poisha: number | null) => (poisha === null ? '' : String(poishaToTaka(poisha)));

/** Taka typed → poisha; '' is off. A message key when it is not an amount. */
function amountFrom(text: string): { value: number | null; error?: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const taka = Number(trimmed);
  if (!Number.isFinite(taka)) return { value: null, error: msg('admin.promotions.form.notNumber') };
  if (/\.\d{3,}$/.test(trimmed))
    return { value: null, error: msg('admin.promotions.form.decimals') };
  return { value: takaToPoisha(taka) };
}

/** The shop's free-delivery offer: two taka amounts, an empty one is off. */
export function FreeDeliveryForm() {
  const { t } = useI18n();
  const settings = useFreeDeliverySettings();
  return (
    <section
      aria-labelledby="free-delivery-title"
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h3 id="free-delivery-title" className="font-serif text-xl font-semibold text-stone-900">
        {t('admin.promotions.freeDelivery.title')}
      </h3>
      <p className="mt-1 text-sm text-stone-700">
        {t('admin.promotions.freeDelivery.description')}
      </p>
      <div className="mt-4">
        {settings.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : settings.isError ? (
          <ListError
            title={t('admin.promotions.freeDelivery.loadFailed')}
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <FreeDeliveryFields saved={settings.data} />
        )}
      </div>
    </section>
  );
}

function FreeDeliveryFields({ saved }: { saved: FreeDeliverySettings }) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const save = useSaveFreeDeliverySettings();
  const [values, setValues] = useState<Record<Field, string>>({
    dhakaOver: takaText(saved.dhakaOver),
    everywhereOver: takaText(saved.everywhereOver),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const onSubmit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const amounts = Object.fromEntries(
      FIELDS.map((field) => {
        const converted = amountFrom(values[field]);
        if (converted.error) found[field] = converted.error;
        return [field, converted.value];
      }),
    );
    const parsed = freeDeliverySettingsSchema.safeParse(amounts);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t('admin.promotions.freeDelivery.saved')),
      onError: (error) =>
        toast.error(t('admin.promotions.freeDelivery.saveFailed'), {
          description: errorText(error),
        }),
    });
  };

  const labels: Record<Field, string> = {
    dhakaOver: t('admin.promotions.freeDelivery.dhaka'),
    everywhereOver: t('admin.promotions.freeDelivery.everywhere'),
  };
  const hint = t('admin.promotions.freeDelivery.off');
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {FIELDS.map((field) => {
        const fieldId = `${id}-${field}`;
        return (
          <div key={field} className="sm:w-56">
            <FormField id={fieldId} label={labels[field]} error={errors[field]} hint={hint}>
              <Input
                id={fieldId}
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.currentTarget.value })}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={describedBy({ id: fieldId, error: errors[field], hint })}
                disabled={save.isPending}
              />
            </FormField>
          </div>
        );
      })}
      <Button type="submit" className="sm:mt-6.5" disabled={save.isPending}>
        {save.isPending
          ? t('admin.promotions.form.saving')
          : t('admin.promotions.freeDelivery.save')}
      </Button>
    </form>
  );
}
