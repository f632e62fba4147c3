import { AlertCircle, Wand2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { useI18n } from '../../../../lib/i18n';
import type { FigureAccess } from '../../utils/product-figures';
import {
  combinationsOf,
  generateVariantRows,
  isShadeOption,
  MAX_PRODUCT_OPTIONS,
  type OptionDraft,
  setForAll,
  type VariantErrors,
  type VariantRow,
} from '../../utils/product-form-variants';
import { VariantOptionsField } from './variant-options-field';
import { VariantRowsTable } from './variant-rows-table';

type Props = {
  options: OptionDraft[];
  rows: VariantRow[];
  onOptions: (options: OptionDraft[]) => void;
  onRows: (rows: VariantRow[]) => void;
  errors: VariantErrors;
  /** The product's pictures (filled rows of the images field). */
  images: string[];
  /** For new rows: SKU suggestion and starting price and stock. */
  defaults: { brand: string; name: string; price: string; stockQuantity: string };
  /** The figures this member may change; the rest are shown read-only. */
  may: FigureAccess;
  disabled: boolean;
};

const comboKey = (values: readonly string[]) => values.map((v) => v.toLowerCase()).join('\u0000');

/** "Options and variants": define options, generate the combinations, edit every variant. */
export function VariantsEditor(props: Props) {
  const { options, rows, onOptions, onRows, errors, images, defaults, may, disabled } = props;
  // Adding, removing or renaming variants sets prices and stock: without both, the list is fixed.
  const listFixed = disabled || !may.variants;
  const { t, message } = useI18n();
  const combos = combinationsOf(options);
  const outOfDate =
    combos.length > 0 &&
    (combos.length !== rows.length ||
      combos.some((combo, index) => comboKey(combo) !== comboKey(rows[index]?.values ?? [])));
  const rowProblems = Object.keys(errors.rows).length > 0;
  return (
    <section
      aria-labelledby="variants-title"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="variants-title" className="text-base font-semibold text-stone-900">
          {t('admin.variants.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          {t('admin.variants.intro', { max: MAX_PRODUCT_OPTIONS })}
        </p>
      </div>
      {!may.variants && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('admin.variants.locked')}
        </p>
      )}
      <VariantOptionsField options={options} onChange={onOptions} disabled={listFixed} />
      {errors.options && (
        <p role="alert" className="text-sm text-red-700">
          {message(errors.options)}
        </p>
      )}
      {options.length > 0 && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button
            type="button"
            variant={outOfDate || rows.length === 0 ? 'default' : 'outline'}
            disabled={listFixed || combos.length === 0}
            onClick={() => onRows(generateVariantRows(options, rows, defaults))}
          >
            <Wand2 aria-hidden="true" />
            {t('admin.variants.generate')}
          </Button>
          <p className="text-xs text-stone-600">{t('admin.variants.generateHint')}</p>
        </div>
      )}
      {outOfDate && rows.length > 0 && (
        <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          {t('admin.variants.outOfDate')}
        </p>
      )}
      {options.length > 0 && rows.length === 0 && (
        <p className="text-sm text-stone-600">{t('admin.variants.empty')}</p>
      )}
      {rows.length > 0 && (
        <>
          <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
            <p
              className="basis-full text-sm font-medium text-stone-800 sm:me-auto sm:basis-auto"
              aria-live="polite"
            >
              {t('admin.variants.count', { count: rows.length })}
            </p>
            {may.prices && (
              <BulkSet
                label={t('admin.variants.setPriceAll')}
                inputMode="decimal"
                step="0.01"
                disabled={disabled}
                onApply={(value) => onRows(setForAll(rows, 'price', value))}
              />
            )}
            {may.stock && (
              <BulkSet
                label={t('admin.variants.setStockAll')}
                inputMode="numeric"
                step="1"
                disabled={disabled}
                onApply={(value) => onRows(setForAll(rows, 'stockQuantity', value))}
              />
            )}
          </div>
          {rowProblems && (
            <p role="alert" className="flex items-center gap-2 text-sm text-red-700">
              <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
              {t('admin.variants.fixRows')}
            </p>
          )}
          <VariantRowsTable
            rows={rows}
            errors={errors.rows}
            shades={options.some((option) => isShadeOption(option.name))}
            images={images}
            onRow={(index, row) =>
              onRows(rows.map((current, at) => (at === index ? row : current)))
            }
            onRemove={(index) => onRows(rows.filter((_, at) => at !== index))}
            may={may}
            disabled={disabled}
          />
        </>
      )}
    </section>
  );
}

function BulkSet({
  label,
  inputMode,
  step,
  disabled,
  onApply,
}: {
  label: string;
  inputMode: 'decimal' | 'numeric';
  step: string;
  disabled: boolean;
  onApply: (value: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [value, setValue] = useState('');
  const apply = () => {
    if (value.trim() === '') return;
    onApply(value.trim());
    setValue('');
  };
  return (
    <div className="flex items-end gap-1">
      <div className="space-y-1">
        <label htmlFor={id} className="block text-xs font-medium text-stone-700">
          {label}
        </label>
        <Input
          id={id}
          className="h-9 w-28"
          type="number"
          min="0"
          step={step}
          inputMode={inputMode}
          value={value}
          disabled={disabled}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
      </div>
      <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={apply}>
        {t('admin.variants.apply')}
      </Button>
    </div>
  );
}
