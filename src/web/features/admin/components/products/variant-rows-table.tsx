import { Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { PRODUCT_VARIANT_STATUSES, SHADE_FAMILIES } from '#shared/catalog';
import type { MessageKey } from '#shared/i18n/keys';
import { Button } from '../../../../components/ui/button';
import { fieldClasses, Input } from '../../../../components/ui/input';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { type FigureAccess, READ_ONLY_FIGURE } from '../../utils/product-figures';
import type { VariantField, VariantRow, VariantRowErrors } from '../../utils/product-form-variants';
import { VariantPicturesPicker } from './variant-pictures-picker';

type Props = {
  rows: VariantRow[];
  errors: Record<number, VariantRowErrors>;
  /** Show the swatch and shade family columns (an option is a shade or colour). */
  shades: boolean;
  /** The product's pictures, for each variant to choose from. */
  images: string[];
  onRow: (index: number, row: VariantRow) => void;
  onRemove: (index: number) => void;
  /** Figures without their permission are read-only; without both, SKUs and the rows are fixed. */
  may: FigureAccess;
  disabled: boolean;
};

const CELL = 'px-2 py-2 align-top';
const SMALL_FIELD = 'h-9 px-2';

/**
 * One row per variant. Wide, so it scrolls sideways inside its own box on a phone; the first
 * column (which variant) stays in view.
 */
export function VariantRowsTable({
  rows,
  errors,
  shades,
  images,
  onRow,
  onRemove,
  may,
  disabled,
}: Props) {
  const { t } = useI18n();
  const head = (key: MessageKey) => (
    <th scope="col" className="px-2 py-2 text-start font-medium whitespace-nowrap">
      {t(key)}
    </th>
  );
  return (
    <div className="relative overflow-x-auto rounded-lg border border-stone-200">
      <table className="w-max min-w-full border-collapse text-sm">
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            <th
              scope="col"
              className="sticky start-0 z-10 bg-stone-50 px-2 py-2 text-start font-medium"
            >
              {t('admin.variants.variant')}
            </th>
            {head('admin.variants.sku')}
            {head('admin.variants.price')}
            {head('admin.variants.salePrice')}
            {head('admin.variants.stock')}
            {head('admin.variants.status')}
            {shades && head('admin.variants.swatch')}
            {shades && head('admin.variants.shadeFamily')}
            {head('admin.variants.pictures')}
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">{t('admin.delete')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {rows.map((row, index) => (
            <VariantRowEditor
              key={row.key}
              row={row}
              errors={errors[index] ?? {}}
              shades={shades}
              images={images}
              onChange={(next) => onRow(index, next)}
              onRemove={() => onRemove(index)}
              may={may}
              disabled={disabled}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function VariantRowEditor({
  row,
  errors,
  shades,
  images,
  onChange,
  onRemove,
  may,
  disabled,
}: {
  row: VariantRow;
  errors: VariantRowErrors;
  shades: boolean;
  images: string[];
  onChange: (row: VariantRow) => void;
  onRemove: () => void;
  may: FigureAccess;
  disabled: boolean;
}) {
  const { t, message } = useI18n();
  const id = useId();
  const name = row.values.join(' / ');
  const invalid = Object.keys(errors).length > 0;
  const set = <Field extends keyof VariantRow>(field: Field, value: VariantRow[Field]) =>
    onChange({ ...row, [field]: value });
  /** A control's label (its column and its variant) and its error, tied together. */
  const control = (field: VariantField, label: MessageKey) => ({
    'aria-label': `${t(label)}: ${name}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
    disabled,
  });
  const problem = (field: VariantField) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="mt-1 max-w-48 text-xs text-red-700">
        {message(errors[field])}
      </p>
    );
  /** Taka take two decimals (poisha); stock, whole units. Called, not mounted, so focus stays. */
  const numberCell = (
    field: 'price' | 'salePrice' | 'stockQuantity',
    label: MessageKey,
    kind: 'money' | 'whole' = 'money',
  ) => (
    <td className={CELL}>
      <Input
        {...control(field, label)}
        readOnly={!(kind === 'whole' ? may.stock : may.prices)}
        className={cn(SMALL_FIELD, READ_ONLY_FIGURE, kind === 'whole' ? 'w-20' : 'w-24')}
        type="number"
        inputMode={kind === 'whole' ? 'numeric' : 'decimal'}
        step={kind === 'whole' ? '1' : '0.01'}
        min="0"
        value={row[field]}
        onChange={(event) => set(field, event.target.value)}
      />
      {problem(field)}
    </td>
  );
  return (
    <tr className={cn(invalid && 'bg-red-50', row.status === 'inactive' && 'text-stone-500')}>
      <th
        scope="row"
        className={cn(
          'sticky start-0 z-10 max-w-36 px-2 py-2 text-start align-top font-medium text-stone-900',
          invalid ? 'bg-red-50' : 'bg-white',
        )}
      >
        <span className="flex items-center gap-2">
          {row.swatch && (
            <span
              className="size-4 shrink-0 rounded-full border border-stone-300"
              style={{ backgroundColor: row.swatch }}
              aria-hidden="true"
            />
          )}
          <span className="break-words">{name}</span>
        </span>
        {problem('values')}
      </th>
      <td className={CELL}>
        <Input
          {...control('sku', 'admin.variants.sku')}
          readOnly={!may.variants}
          className={cn(SMALL_FIELD, READ_ONLY_FIGURE, 'w-52 font-mono uppercase')}
          value={row.sku}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => set('sku', event.target.value)}
        />
        {problem('sku')}
      </td>
      {numberCell('price', 'admin.variants.price')}
      {numberCell('salePrice', 'admin.variants.salePrice')}
      {numberCell('stockQuantity', 'admin.variants.stock', 'whole')}
      <td className={CELL}>
        <select
          {...control('status', 'admin.variants.status')}
          className={cn(fieldClasses, SMALL_FIELD, 'w-28')}
          value={row.status}
          onChange={(event) => set('status', event.target.value as VariantRow['status'])}
        >
          {PRODUCT_VARIANT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin.variants.status.${status}`)}
            </option>
          ))}
        </select>
      </td>
      {shades && (
        <td className={CELL}>
          <SwatchField
            row={row}
            label={`${t('admin.variants.swatch')}: ${name}`}
            clearLabel={`${t('admin.variants.noSwatch')}: ${name}`}
            onChange={(swatch) => set('swatch', swatch)}
            disabled={disabled}
          />
          {problem('swatch')}
        </td>
      )}
      {shades && (
        <td className={CELL}>
          <select
            {...control('shadeFamily', 'admin.variants.shadeFamily')}
            className={cn(fieldClasses, SMALL_FIELD, 'w-32')}
            value={row.shadeFamily}
            onChange={(event) =>
              set('shadeFamily', event.target.value as VariantRow['shadeFamily'])
            }
          >
            <option value="">{t('admin.variants.noFamily')}</option>
            {SHADE_FAMILIES.map((family) => (
              <option key={family} value={family}>
                {t(`admin.variants.family.${family}`)}
              </option>
            ))}
          </select>
          {problem('shadeFamily')}
        </td>
      )}
      <td className={CELL}>
        <VariantPicturesPicker
          label={`${t('admin.variants.pictures')}: ${name}`}
          images={images}
          chosen={row.images}
          onChange={(chosen) => set('images', chosen)}
          disabled={disabled}
        />
        {problem('images')}
      </td>
      <td className={CELL}>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-9"
          disabled={disabled || !may.variants}
          aria-label={t('admin.variants.removeRow', { name })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </td>
    </tr>
  );
}

/** A colour input, with a way back to no swatch (a colour input cannot be empty). */
function SwatchField({
  row,
  label,
  clearLabel,
  onChange,
  disabled,
}: {
  row: VariantRow;
  label: string;
  clearLabel: string;
  onChange: (swatch: string) => void;
  disabled: boolean;
}) {
  return (
    <span className="flex items-center gap-1">
      <input
        type="color"
        aria-label={label}
        className="h-9 w-12 cursor-pointer rounded border border-stone-300 bg-white p-0.5 disabled:cursor-not-allowed"
        value={row.swatch || '#ffffff'}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      {row.swatch && (
        <button
          type="button"
          className="rounded-full p-1 text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-rose-600"
          aria-label={clearLabel}
          title={clearLabel}
          disabled={disabled}
          onClick={() => onChange('')}
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </span>
  );
}
