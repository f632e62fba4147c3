import { type FormEvent, useId, useState } from 'react';
import { supplierInputSchema } from '#shared/schemas/purchasing';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSaveSupplier } from '../../api/purchasing';
import { FormErrorAlert } from '../layout/form-error-alert';

const FIELDS = ['name', 'phone', 'address', 'notes'] as const;
type Field = (typeof FIELDS)[number];

/** Adds a supplier, or changes the one given (with a Cancel beside Save when `onCancel` is set). */
export function SupplierForm({
  supplier,
  onDone,
  onCancel,
}: {
  supplier?: { id: number } & Record<Field, string | null>;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const { t, message } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const save = useSaveSupplier();
  const [values, setValues] = useState<Record<Field, string>>({
    name: supplier?.name ?? '',
    phone: supplier?.phone ?? '',
    address: supplier?.address ?? '',
    notes: supplier?.notes ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = supplierInputSchema.safeParse(values);
    if (!checked.success) {
      setError(message(checked.error.issues[0]?.message ?? ''));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ ...values, ...(supplier ? { id: supplier.id } : {}) });
      toast.success(t('admin.purchases.changed'));
      if (!supplier) setValues({ name: '', phone: '', address: '', notes: '' });
      onDone?.();
    } catch (failure) {
      setError(errorText(failure, 'admin.purchases.failed') ?? null);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <FormErrorAlert message={error} />
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field} className="space-y-1">
            <Label htmlFor={`${id}-${field}`}>{t(`admin.purchases.supplier.${field}`)}</Label>
            <Input
              id={`${id}-${field}`}
              value={values[field]}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {supplier ? t('admin.purchases.supplier.save') : t('admin.purchases.supplier.add')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('admin.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
