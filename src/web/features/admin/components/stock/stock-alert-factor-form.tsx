import { type FormEvent, useId, useState } from 'react';
import { asciiDigits } from '#shared/numbers';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSaveStockAlertSettings } from '../../api/stock-alerts';
import { useStaffAccess } from '../../utils/staff-access';
import { withoutFieldName } from '../../utils/without-field-name';
import { FormErrorAlert } from '../layout/form-error-alert';

/** Shoppers told per unit that comes back; only staff holding products.stock change it. */
export function StockAlertFactorForm({ saved }: { saved: number }) {
  const { t, number } = useI18n();
  const { can } = useStaffAccess();
  const { errorText } = useApiErrorText();
  const id = useId();
  const save = useSaveStockAlertSettings();
  const [factor, setFactor] = useState(number(saved));
  const [error, setError] = useState<string | null>(null);
  const canChange = can('products.stock');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const typed = asciiDigits(factor.trim());
    try {
      // The server judges the figure (NaN travels as null): its refusal comes in the staff's
      // language, while the rule's words live in the server's catalogue, not the admin chunk.
      const after = await save.mutateAsync({
        factor: /^\d+$/.test(typed) ? Number(typed) : Number.NaN,
      });
      toast.success(t('admin.stockAlerts.factor.saved', { factor: after.factor }));
    } catch (failure) {
      setError(withoutFieldName(errorText(failure, 'admin.stockAlerts.factor.failed'), 'factor'));
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('admin.stockAlerts.factor.label')}
      className="space-y-2"
    >
      <FormErrorAlert message={error} />
      <div className="space-y-1">
        <Label htmlFor={`${id}-factor`} className="block">
          {t('admin.stockAlerts.factor.label')}
        </Label>
        <div className="flex items-center gap-3">
          <Input
            id={`${id}-factor`}
            value={factor}
            onChange={(event) => setFactor(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
            disabled={!canChange}
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
            className="w-24"
          />
          {canChange ? (
            <Button type="submit" disabled={save.isPending}>
              {t('admin.stockAlerts.factor.save')}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {t('admin.stockAlerts.factor.hint')}
      </p>
    </form>
  );
}
