import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PurchaseOrder } from '#shared/schemas/purchasing';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useReceiveGoods } from '../../api/purchasing';
import { FormErrorAlert } from '../layout/form-error-alert';

const FIELDS = [
  'quantity',
  'batchCode',
  'manufacturedOn',
  'expiresOn',
  'originCountry',
  'importer',
] as const;
type Field = (typeof FIELDS)[number];
const DATE_FIELDS: readonly Field[] = ['manufacturedOn', 'expiresOn'];

/** A delivery: per line still due, how many came and their batch; empty lines are left out. */
export function ReceiveForm({ order }: { order: PurchaseOrder }) {
  const { t, number } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const navigate = useNavigate();
  const receive = useReceiveGoods(order.id);
  const due = order.lines.filter((line) => line.due > 0);
  const [values, setValues] = useState<Record<number, Partial<Record<Field, string>>>>({});
  const [error, setError] = useState<string | null>(null);
  const set = (lineId: number, field: Field, value: string) =>
    setValues({ ...values, [lineId]: { ...values[lineId], [field]: value } });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const lines = due
      .filter((line) => values[line.id]?.quantity?.trim())
      .map((line) => {
        const typed = values[line.id] ?? {};
        const text = (field: Field) => typed[field]?.trim() || null;
        return {
          lineId: line.id,
          quantity: Number(typed.quantity),
          batchCode: text('batchCode'),
          manufacturedOn: text('manufacturedOn'),
          expiresOn: text('expiresOn'),
          originCountry: text('originCountry'),
          importer: text('importer'),
        };
      });
    if (lines.length === 0) {
      setError(t('admin.purchases.receive.nothing'));
      return;
    }
    setError(null);
    try {
      const receipt = await receive.mutateAsync({ lines });
      toast.success(t('admin.purchases.receive.done'));
      navigate(`/admin/purchases/receipts/${receipt.id}`);
    } catch (failure) {
      setError(errorText(failure, 'admin.purchases.failed') ?? null);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('admin.purchases.receive')}
      className="space-y-4"
    >
      <FormErrorAlert message={error} />
      {due.map((line) => (
        <fieldset key={line.id} className="space-y-2 rounded-lg border border-stone-200 p-3">
          <legend className="px-1 text-sm font-medium">
            {line.product} · {line.sku} ·{' '}
            {t('admin.purchases.receive.due', { count: number(line.due) })}
          </legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {FIELDS.map((field) => (
              <div key={field} className="space-y-1">
                <Label htmlFor={`${id}-${line.id}-${field}`}>
                  {t(`admin.purchases.receive.${field}`)}
                </Label>
                <Input
                  id={`${id}-${line.id}-${field}`}
                  type={DATE_FIELDS.includes(field) ? 'date' : 'text'}
                  inputMode={field === 'quantity' ? 'numeric' : undefined}
                  value={values[line.id]?.[field] ?? ''}
                  onChange={(event) => set(line.id, field, event.target.value)}
                />
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <Button type="submit" disabled={receive.isPending}>
        {t('admin.purchases.receive.save')}
      </Button>
    </form>
  );
}
