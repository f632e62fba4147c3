import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { categoryLabel, PRODUCT_CATEGORIES, type ProductCategory } from '#shared/catalog';
import { COD_CLOCK_STARTS } from '#shared/deadlines';
import type { LegalSettings } from '#shared/schemas/vat';
import { Button } from '../../../../components/ui/button';
import { describedBy, FormField } from '../../../../components/ui/form-field';
import { fieldClasses, Input, Textarea } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { cn } from '../../../../lib/utils';
import { useSaveLegalSettings } from '../../api/settings-legal';
import {
  type CategoryRateRow,
  type LegalFormValues,
  legalFormValues,
  legalInputFrom,
  nextCategory,
} from '../../utils/legal-settings-form';
import { FormErrorAlert } from '../layout/form-error-alert';

type TextField = Exclude<
  keyof LegalFormValues,
  'vatRegistered' | 'categoryRates' | 'codClockStarts'
>;

/**
 * Who the seller is on invoices, the numbers the footer shows, and the VAT registration with its
 * rates. The server checks and normalises what is sent (BIN and DBID kept as digits); its message
 * shows above the fields, and the form then shows what was saved.
 */
export function LegalSettingsForm({
  settings,
  labelledBy,
}: {
  settings: LegalSettings;
  labelledBy: string;
}) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const save = useSaveLegalSettings();
  const [values, setValues] = useState(() => legalFormValues(settings));
  const [error, setError] = useState<string | null>(null);
  const busy = save.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const saved = await save.mutateAsync(legalInputFrom(values));
      setValues(legalFormValues(saved));
      toast.success(t('admin.settings.legal.saved'));
    } catch (failure) {
      setError(errorText(failure, 'admin.settings.legal.saveFailed'));
    }
  };

  const text = (name: TextField, hint?: boolean) => {
    const fieldId = `${id}-${name}`;
    return {
      id: fieldId,
      value: values[name],
      disabled: busy,
      'aria-describedby': describedBy({ id: fieldId, hint }),
      onChange: (event: { currentTarget: { value: string } }) =>
        setValues({ ...values, [name]: event.currentTarget.value }),
    };
  };
  const setRates = (categoryRates: CategoryRateRow[]) => setValues({ ...values, categoryRates });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} className="space-y-5">
      <FormErrorAlert message={error} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={`${id}-legalName`}
          label={t('admin.settings.legal.legalName')}
          hint={t('admin.settings.legal.legalNameHint')}
          required={values.vatRegistered}
        >
          <Input
            {...text('legalName', true)}
            required={values.vatRegistered}
            maxLength={120}
            autoComplete="organization"
          />
        </FormField>
        <FormField
          id={`${id}-dbid`}
          label={t('admin.settings.legal.dbid')}
          hint={t('admin.settings.legal.dbidHint')}
        >
          <Input {...text('dbid', true)} inputMode="numeric" autoComplete="off" />
        </FormField>
        <div className="sm:col-span-2">
          <FormField
            id={`${id}-legalAddress`}
            label={t('admin.settings.legal.legalAddress')}
            required={values.vatRegistered}
          >
            <Textarea
              {...text('legalAddress')}
              required={values.vatRegistered}
              maxLength={300}
              rows={3}
              className="min-h-20"
              autoComplete="street-address"
            />
          </FormField>
        </div>
        <FormField id={`${id}-tradeLicence`} label={t('admin.settings.legal.tradeLicence')}>
          <Input {...text('tradeLicence')} maxLength={40} autoComplete="off" />
        </FormField>
      </div>

      <div className="space-y-5 border-t border-stone-200 pt-5">
        <div className="flex gap-3 rounded-lg bg-stone-50 p-3">
          <input
            id={`${id}-vatRegistered`}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-rose-700"
            checked={values.vatRegistered}
            disabled={busy}
            aria-describedby={`${id}-vatRegistered-hint`}
            onChange={(event) =>
              setValues({ ...values, vatRegistered: event.currentTarget.checked })
            }
          />
          <div className="space-y-1">
            <Label htmlFor={`${id}-vatRegistered`}>{t('admin.settings.legal.vatRegistered')}</Label>
            <p id={`${id}-vatRegistered-hint`} className="text-sm text-stone-600">
              {t('admin.settings.legal.vatRegisteredHint')}
            </p>
          </div>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id={`${id}-bin`}
            label={t('admin.settings.legal.bin')}
            required={values.vatRegistered}
            hint={t('admin.settings.legal.binHint')}
          >
            <Input
              {...text('bin', true)}
              required={values.vatRegistered}
              maxLength={20}
              autoComplete="off"
            />
          </FormField>
          <FormField id={`${id}-vatRate`} label={t('admin.settings.legal.vatRate')} required>
            <Input
              {...text('vatRate')}
              required
              inputMode="decimal"
              autoComplete="off"
              className="w-28"
            />
          </FormField>
        </div>
        <CategoryRates rows={values.categoryRates} disabled={busy} onChange={setRates} />
      </div>

      <fieldset className="space-y-2" aria-describedby={`${id}-codClock-hint`}>
        <legend className="text-sm font-medium text-stone-800">
          {t('admin.settings.legal.codClock')}
        </legend>
        <p id={`${id}-codClock-hint`} className="text-sm text-stone-600">
          {t('admin.settings.legal.codClockHint')}
        </p>
        {COD_CLOCK_STARTS.map((start) => (
          <div key={start} className="flex items-center gap-2">
            <input
              type="radio"
              id={`${id}-codClock-${start}`}
              name={`${id}-codClock`}
              className="size-4 accent-rose-700"
              checked={values.codClockStarts === start}
              disabled={busy}
              onChange={() => setValues({ ...values, codClockStarts: start })}
            />
            <Label htmlFor={`${id}-codClock-${start}`} className="font-normal">
              {t(`admin.settings.legal.codClock.${start}`)}
            </Label>
          </div>
        ))}
      </fieldset>

      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? t('admin.settings.legal.saving') : t('admin.settings.legal.save')}
      </Button>
    </form>
  );
}

/** The categories taxed at another rate than the standard one: a category and its rate a row. */
function CategoryRates({
  rows,
  disabled,
  onChange,
}: {
  rows: CategoryRateRow[];
  disabled: boolean;
  onChange: (rows: CategoryRateRow[]) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const next = nextCategory(rows);
  const change = (index: number, row: Partial<CategoryRateRow>) =>
    onChange(rows.map((old, at) => (at === index ? { ...old, ...row } : old)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-stone-800">
        {t('admin.settings.legal.categoryRates')}
      </legend>
      {rows.length === 0 && (
        <p className="text-sm text-stone-600">{t('admin.settings.legal.noCategoryRates')}</p>
      )}
      {rows.length > 0 && (
        <ul className="space-y-3">
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row's category may change; rows have no id
            <li key={index} className="grid grid-cols-[minmax(0,1fr)_6rem_auto] items-end gap-2">
              <div className="space-y-1">
                <Label htmlFor={`${id}-category-${index}`}>
                  {t('admin.settings.legal.category')}
                </Label>
                <select
                  id={`${id}-category-${index}`}
                  className={cn(fieldClasses, 'h-10')}
                  value={row.category}
                  disabled={disabled}
                  onChange={(event) =>
                    change(index, { category: event.currentTarget.value as ProductCategory })
                  }
                >
                  {PRODUCT_CATEGORIES.map((category) => (
                    <option
                      key={category}
                      value={category}
                      disabled={rows.some(
                        (other, at) => at !== index && other.category === category,
                      )}
                    >
                      {categoryLabel(t, category)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-rate-${index}`}>{t('admin.settings.legal.rate')}</Label>
                <Input
                  id={`${id}-rate-${index}`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={row.rate}
                  disabled={disabled}
                  onChange={(event) => change(index, { rate: event.currentTarget.value })}
                />
              </div>
              <Button
                type="button"
                variant="outline"
                size="icon"
                disabled={disabled}
                aria-label={t('admin.settings.legal.removeCategoryRate', {
                  category: categoryLabel(t, row.category),
                })}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {next && (
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          onClick={() => onChange([...rows, { category: next, rate: '' }])}
        >
          <Plus aria-hidden="true" /> {t('admin.settings.legal.addCategoryRate')}
        </Button>
      )}
    </fieldset>
  );
}
