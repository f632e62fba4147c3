import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Supplier } from '#shared/schemas/purchasing';
import { Button } from '../../../../components/ui/button';
import { fieldClasses, Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { useCreatePurchaseOrder, variantBySku } from '../../api/purchasing';
import { FormErrorAlert } from '../layout/form-error-alert';

type Line = { sku: string; quantity: string; unitCost: string };
const emptyLine = (): Line => ({ sku: '', quantity: '', unitCost: '' });

/** A draft purchase order: a supplier and lines by SKU, costs typed in taka, sent in poisha. */
export function PurchaseOrderForm({ suppliers }: { suppliers: Supplier[] }) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const navigate = useNavigate();
  const create = useCreatePurchaseOrder();
  const [supplierId, setSupplierId] = useState('');
  const [notes, setNotes] = useState('');
  const [lines, setLines] = useState<Line[]>([emptyLine()]);
  const [error, setError] = useState<string | null>(null);
  const setLine = (index: number, change: Partial<Line>) =>
    setLines(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const filled = lines.filter((line) => line.sku.trim());
      const found = await Promise.all(filled.map((line) => variantBySku(line.sku.trim())));
      const made = await create.mutateAsync({
        supplierId: Number(supplierId),
        notes,
        lines: filled.map((line, index) => ({
          variantId: found[index]?.variantId ?? 0,
          quantity: Number(line.quantity),
          unitCost: Math.round(Number(line.unitCost) * 100),
        })),
      });
      navigate(`/admin/purchases/${made.id}`);
    } catch (failure) {
      setError(errorText(failure, 'admin.purchases.failed') ?? null);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('admin.purchases.new')}
      className="space-y-3"
    >
      <FormErrorAlert message={error} />
      <div className="space-y-1">
        <Label htmlFor={`${id}-supplier`}>{t('admin.purchases.supplier')}</Label>
        <select
          id={`${id}-supplier`}
          className={fieldClasses}
          value={supplierId}
          onChange={(event) => setSupplierId(event.target.value)}
        >
          <option value="">{t('admin.purchases.chooseSupplier')}</option>
          {suppliers.map((supplier) => (
            <option key={supplier.id} value={supplier.id}>
              {supplier.name}
            </option>
          ))}
        </select>
      </div>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id until saved
        <div key={index} className="grid items-end gap-2 sm:grid-cols-[1fr_7rem_9rem_auto]">
          <div className="space-y-1">
            <Label htmlFor={`${id}-sku-${index}`}>{t('admin.purchases.line.sku')}</Label>
            <Input
              id={`${id}-sku-${index}`}
              value={line.sku}
              onChange={(event) => setLine(index, { sku: event.target.value })}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-quantity-${index}`}>{t('admin.purchases.line.quantity')}</Label>
            <Input
              id={`${id}-quantity-${index}`}
              inputMode="numeric"
              value={line.quantity}
              onChange={(event) => setLine(index, { quantity: event.target.value })}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-cost-${index}`}>{t('admin.purchases.line.unitCost')}</Label>
            <Input
              id={`${id}-cost-${index}`}
              inputMode="decimal"
              value={line.unitCost}
              onChange={(event) => setLine(index, { unitCost: event.target.value })}
            />
          </div>
          <Button
            type="button"
            variant="outline"
            disabled={lines.length === 1}
            onClick={() => setLines(lines.filter((_, at) => at !== index))}
          >
            {t('admin.purchases.line.remove')}
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" onClick={() => setLines([...lines, emptyLine()])}>
        {t('admin.purchases.line.add')}
      </Button>
      <div className="space-y-1">
        <Label htmlFor={`${id}-notes`}>{t('admin.purchases.notes')}</Label>
        <Input
          id={`${id}-notes`}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        {t('admin.purchases.create')}
      </Button>
    </form>
  );
}
