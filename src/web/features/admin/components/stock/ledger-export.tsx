import { type FormEvent, useId, useState } from 'react';
import { ledgerExportQuerySchema } from '#shared/schemas/stock';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { downloadFile } from '../../utils/download-file';
import { dhakaToday } from '../../utils/payouts-form';
import { FormErrorAlert } from '../layout/form-error-alert';

/** The stock ledger between two Dhaka days as CSV, for the accountant or a stocktake. */
export function LedgerExport() {
  const { t, message } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const today = dhakaToday();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = ledgerExportQuerySchema.safeParse({ from, to });
    if (!checked.success) {
      setError(message(checked.error.issues[0]?.message ?? ''));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const query = new URLSearchParams(checked.data);
      await downloadFile(
        `/api/admin/stock/ledger.csv?${query}`,
        `sajghor-stock-${from}-to-${to}.csv`,
      );
    } catch (failure) {
      setError(errorText(failure, 'admin.stock.export.failed') ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('admin.stock.export.title')}
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
    >
      <FormErrorAlert message={error} />
      <p className="font-medium text-stone-900">{t('admin.stock.export.title')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="space-y-1">
          <Label htmlFor={`${id}-from`}>{t('admin.stock.export.from')}</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-to`}>{t('admin.stock.export.to')}</Label>
          <Input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <Button type="submit" variant="outline" disabled={busy}>
          {t('admin.stock.export.download')}
        </Button>
      </div>
    </form>
  );
}
