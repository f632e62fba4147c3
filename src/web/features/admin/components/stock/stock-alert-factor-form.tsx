import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSaveStockAlertSettings } from '../../api/stock-alerts';
import { useStaffAccess } from '../../utils/staff-access';
import { useWholeNumberSetting } from '../../utils/use-whole-number-setting';
import { FormErrorAlert } from '../layout/form-error-alert';

/** Shoppers told per unit that comes back; only staff holding products.stock change it. */
export function StockAlertFactorForm({ saved }: { saved: number }) {
  const { t } = useI18n();
  const { can } = useStaffAccess();
  const id = useId();
  const save = useSaveStockAlertSettings();
  const canChange = can('products.stock');
  const setting = useWholeNumberSetting({
    field: 'factor',
    saved,
    save: save.mutateAsync,
    onSaved: (factor) => toast.success(t('admin.stockAlerts.factor.saved', { factor })),
    failed: 'admin.stockAlerts.factor.failed',
  });

  return (
    <form
      onSubmit={setting.submit}
      noValidate
      aria-label={t('admin.stockAlerts.factor.label')}
      className="space-y-2"
    >
      <FormErrorAlert message={setting.error} />
      <div className="space-y-1">
        <Label htmlFor={`${id}-factor`} className="block">
          {t('admin.stockAlerts.factor.label')}
        </Label>
        <div className="flex items-center gap-3">
          <Input
            id={`${id}-factor`}
            value={setting.text}
            onChange={(event) => setting.setText(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
            disabled={!canChange}
            aria-describedby={`${id}-hint`}
            aria-invalid={setting.error ? true : undefined}
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
