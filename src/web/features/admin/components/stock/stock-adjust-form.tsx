import { type FormEvent, useId, useState } from 'react';
import { asciiDigits } from '#shared/numbers';
import {
  type StockAdjustmentInput,
  stockAdjustmentSchema,
  type VariantStock,
} from '#shared/schemas/stock';
import { ADJUSTMENT_REASONS, type AdjustmentReason } from '#shared/stock';
import { Button } from '../../../../components/ui/button';
import { fieldClasses, Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { cn } from '../../../../lib/utils';
import { useAdjustStock } from '../../api/stock';
import { FormErrorAlert } from '../layout/form-error-alert';

/** '-3', '+২', '৫' → a whole number; NaN for anything else (the schema then says what to type). */
function wholeNumberOf(text: string): number {
  const typed = asciiDigits(text.trim()).replace('−', '-');
  return /^[+-]?\d+$/.test(typed) ? Number(typed) : Number.NaN;
}

/**
 * A hand change of one variant's stock with its reason: minus for damaged or lost units, plus for
 * found ones, either for a count. A batch may be named; otherwise the first to expire gives.
 */
export function StockAdjustForm({ variant }: { variant: VariantStock }) {
  const { t, number, message } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const adjust = useAdjustStock();
  const [change, setChange] = useState('');
  const [reason, setReason] = useState<AdjustmentReason>('damaged');
  const [batchId, setBatchId] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input: StockAdjustmentInput = {
      variantId: variant.variantId,
      change: wholeNumberOf(change),
      reason,
      batchId: batchId === '' ? null : Number(batchId),
      note,
    };
    const checked = stockAdjustmentSchema.safeParse(input);
    if (!checked.success) {
      setError(message(checked.error.issues[0]?.message ?? ''));
      return;
    }
    setError(null);
    try {
      const after = await adjust.mutateAsync(input);
      toast.success(t('admin.stock.adjust.done', { count: number(after.stock) }));
      setChange('');
      setNote('');
    } catch (failure) {
      setError(errorText(failure, 'admin.stock.adjust.failed') ?? null);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('admin.stock.adjust.title', { sku: variant.sku })}
      className="space-y-3 rounded-lg border border-stone-200 p-3"
    >
      <FormErrorAlert message={error} />
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr_1fr]">
        <div className="space-y-1">
          <Label htmlFor={`${id}-change`}>{t('admin.stock.adjust.change')}</Label>
          <Input
            id={`${id}-change`}
            value={change}
            onChange={(event) => setChange(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
            placeholder="-2"
            aria-describedby={`${id}-hint`}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-reason`}>{t('admin.stock.adjust.reason')}</Label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value as AdjustmentReason)}
            className={cn(fieldClasses, 'h-10')}
          >
            {ADJUSTMENT_REASONS.map((option) => (
              <option key={option} value={option}>
                {t(`admin.stock.reason.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-batch`}>{t('admin.stock.adjust.batch')}</Label>
          <select
            id={`${id}-batch`}
            value={batchId}
            onChange={(event) => setBatchId(event.target.value)}
            className={cn(fieldClasses, 'h-10')}
          >
            <option value="">{t('admin.stock.adjust.anyBatch')}</option>
            {variant.batches.map((batch) => (
              <option key={batch.id} value={batch.id}>
                {batch.code ?? t('admin.stock.batch.unnamed', { id: batch.id })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {t('admin.stock.adjust.hint')}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1">
          <Label htmlFor={`${id}-note`}>{t('admin.stock.adjust.note')}</Label>
          <Input
            id={`${id}-note`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={500}
          />
        </div>
        <Button type="submit" disabled={adjust.isPending}>
          {t('admin.stock.adjust.save')}
        </Button>
      </div>
    </form>
  );
}
