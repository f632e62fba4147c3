import { type FormEvent, useId, useState } from 'react';
import { asciiDigits } from '#shared/numbers';
import { stockSettingsSchema } from '#shared/schemas/stock';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSaveStockSettings, useStockSettings } from '../../api/stock';
import { useStaffAccess } from '../../utils/staff-access';
import { FormErrorAlert } from '../layout/form-error-alert';

/** The minimum shelf life a batch needs to be sold; only staff holding products.stock change it. */
export function ShelfLifeForm() {
  const settings = useStockSettings();
  if (!settings.data) return null;
  return <ShelfLifeFields saved={settings.data.minShelfLifeDays} />;
}

function ShelfLifeFields({ saved }: { saved: number }) {
  const { t, number, message } = useI18n();
  const { can } = useStaffAccess();
  const { errorText } = useApiErrorText();
  const id = useId();
  const save = useSaveStockSettings();
  const [days, setDays] = useState(String(saved));
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = asciiDigits(days.trim());
    const checked = stockSettingsSchema.safeParse({
      minShelfLifeDays: /^\d+$/.test(typed) ? Number(typed) : Number.NaN,
    });
    if (!checked.success) {
      setError(message(checked.error.issues[0]?.message ?? ''));
      return;
    }
    setError(null);
    try {
      const after = await save.mutateAsync(checked.data);
      toast.success(
        t('admin.stock.settings.done', {
          withdrawn: number(after.withdrawn),
          released: number(after.released),
        }),
      );
    } catch (failure) {
      setError(errorText(failure, 'admin.stock.settings.failed') ?? null);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('admin.stock.settings.title')}
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
    >
      <FormErrorAlert message={error} />
      <p className="font-medium text-stone-900">{t('admin.stock.settings.title')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="space-y-1">
          <Label htmlFor={`${id}-days`}>{t('admin.stock.settings.label')}</Label>
          <Input
            id={`${id}-days`}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
            disabled={!can('products.stock')}
            aria-describedby={`${id}-hint`}
            className="sm:w-32"
          />
        </div>
        {can('products.stock') ? (
          <Button type="submit" disabled={save.isPending}>
            {t('admin.stock.settings.save')}
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {t('admin.stock.settings.hint')}
      </p>
    </form>
  );
}
