import { type FormEvent, useId, useState } from 'react';
import { categoryLabel, PRODUCT_CATEGORIES, type ProductCategory } from '#shared/catalog';
import type { StockCountApplied, StockCountPreview } from '#shared/schemas/stock-count';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { countSheetFile, useApplyStockCount, useStockCountPreview } from '../../api/stock-count';
import { downloadFile } from '../../utils/download-file';
import { FormErrorAlert } from '../layout/form-error-alert';
import { CountDifferences } from './count-differences';

const categoryOf = (value: string): ProductCategory | null =>
  PRODUCT_CATEGORIES.find((category) => category === value) ?? null;

/**
 * The count sheet for a category or the whole shop, the filled sheet's differences with their
 * value, and one button applying them. The sheet checked is the sheet applied: a new file or
 * category clears the differences shown.
 */
export function StockCountTools() {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const [category, setCategory] = useState<ProductCategory | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<{ csv: string; preview: StockCountPreview } | null>(null);
  const [applied, setApplied] = useState<StockCountApplied | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useStockCountPreview();
  const apply = useApplyStockCount();

  const restart = () => {
    setChecked(null);
    setApplied(null);
    setError(null);
  };

  const download = async () => {
    setError(null);
    const sheet = countSheetFile(category);
    try {
      await downloadFile(sheet.href, sheet.fileName);
    } catch (failure) {
      setError(errorText(failure, 'admin.stockCount.downloadFailed') ?? null);
    }
  };

  const onCheck = async (event: FormEvent) => {
    event.preventDefault();
    restart();
    if (!file) {
      setError(t('validation.stockCount.csv'));
      return;
    }
    try {
      const csv = await file.text();
      setChecked({ csv, preview: await preview.mutateAsync({ category, csv }) });
    } catch (failure) {
      setError(errorText(failure, 'admin.stockCount.checkFailed') ?? null);
    }
  };

  const onApply = async () => {
    if (!checked) return;
    setError(null);
    try {
      const done = await apply.mutateAsync({ category, csv: checked.csv });
      const words = t('admin.stockCount.applied', {
        id: done.id,
        count: done.differences.length,
      });
      setChecked(null);
      setApplied(done);
      toast.success(words);
    } catch (failure) {
      setError(errorText(failure, 'admin.stockCount.applyFailed') ?? null);
    }
  };

  return (
    <>
      <FormErrorAlert message={error} />
      <div className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-end">
        <div className="space-y-1">
          <Label htmlFor={`${id}-category`}>{t('admin.stockCount.category')}</Label>
          <select
            id={`${id}-category`}
            className="block h-10 w-full rounded-md border border-stone-300 bg-white px-2 sm:w-56"
            value={category ?? ''}
            onChange={(event) => {
              setCategory(categoryOf(event.target.value));
              restart();
            }}
          >
            <option value="">{t('admin.stockCount.wholeShop')}</option>
            {PRODUCT_CATEGORIES.map((one) => (
              <option key={one} value={one}>
                {categoryLabel(t, one)}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" variant="outline" onClick={download}>
          {t('admin.stockCount.download')}
        </Button>
      </div>
      <form
        onSubmit={onCheck}
        noValidate
        aria-label={t('admin.stockCount.check')}
        className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-end"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <Label htmlFor={`${id}-file`}>{t('admin.stockCount.file')}</Label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            className="block w-full text-sm"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              restart();
            }}
          />
        </div>
        <Button type="submit" variant="outline" disabled={preview.isPending}>
          {t('admin.stockCount.check')}
        </Button>
      </form>
      {checked && (
        <section className="space-y-3" aria-label={t('admin.stockCount.col.difference')}>
          <CountDifferences preview={checked.preview} />
          {checked.preview.differences.length > 0 && (
            <Button type="button" onClick={onApply} disabled={apply.isPending}>
              {t('admin.stockCount.apply')}
            </Button>
          )}
        </section>
      )}
      {applied && (
        <section className="space-y-3" aria-live="polite">
          <p className="font-medium text-green-900">
            {t('admin.stockCount.applied', {
              id: applied.id,
              count: applied.differences.length,
            })}
          </p>
          <CountDifferences preview={applied} />
        </section>
      )}
    </>
  );
}
