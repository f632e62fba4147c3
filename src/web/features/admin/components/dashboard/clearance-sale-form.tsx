import { BadgePercent } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { asciiDigits } from '#shared/numbers';
import type { Promotion } from '#shared/schemas/admin-promotions';
import { clearanceInputSchema, type ExpiringStock } from '#shared/schemas/stock';
import { Button } from '../../../../components/ui/button';
import { DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useStartClearance } from '../../api/stock-expiring';
import { FormErrorAlert } from '../layout/form-error-alert';
import { ConfirmDialog } from '../orders/confirm-dialog';

/** The owner's suggestion: enough to move stock, little enough to keep some margin. */
const DEFAULT_PERCENT = '20';

/**
 * One sale on every shade whose expiring batches still have units on sale, until the latest of
 * their expiries, as the server makes it. The confirmation says what a sale is: a price on the
 * shade, so its fresher batches sell at it too.
 */
export function ClearanceSaleForm({ stock }: { stock: ExpiringStock }) {
  const { t, date, message } = useI18n();
  const { errorText } = useApiErrorText();
  const id = useId();
  const start = useStartClearance();
  const [percent, setPercent] = useState(DEFAULT_PERCENT);
  const [asked, setAsked] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [started, setStarted] = useState<Promotion | null>(null);

  const onSale = stock.batches.filter((batch) => batch.quantity > 0);
  if (onSale.length === 0 && !started) return null;
  const shades = new Set(onSale.map((batch) => batch.variantId)).size;
  const lastDay = [stock.today, ...onSale.map((batch) => batch.expiresOn)].sort().at(-1);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = asciiDigits(percent.trim());
    const checked = clearanceInputSchema.safeParse({
      percent: /^\d+$/.test(typed) ? Number(typed) : Number.NaN,
    });
    if (!checked.success) {
      setError(message(checked.error.issues[0]?.message ?? ''));
      return;
    }
    setError(null);
    setAsked(checked.data.percent);
  };

  const confirm = async () => {
    if (asked === null) return;
    setAsked(null);
    try {
      const sale = await start.mutateAsync({ percent: asked });
      setStarted(sale);
      toast.success(t('admin.stock.clearance.done', { name: sale.name }));
    } catch (failure) {
      setError(errorText(failure, 'admin.stock.clearance.failed') ?? null);
    }
  };

  return (
    <div className="mt-4 space-y-3 border-t border-stone-100 pt-4">
      <FormErrorAlert message={error} />
      {started ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {t('admin.stock.clearance.done', { name: started.name })}{' '}
          <Link
            to={`/admin/promotions/${started.id}/edit`}
            className="font-medium text-rose-700 underline-offset-4 hover:underline"
          >
            {t('admin.stock.clearance.view')}
          </Link>
        </p>
      ) : null}
      {onSale.length > 0 ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-percent`}>{t('admin.stock.clearance.percent')}</Label>
            <Input
              id={`${id}-percent`}
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
              inputMode="numeric"
              autoComplete="off"
              className="w-24"
            />
          </div>
          <Button type="submit" disabled={start.isPending}>
            <BadgePercent aria-hidden="true" />
            {t('admin.stock.clearance.start')}
          </Button>
        </form>
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        confirmLabel={t('admin.stock.clearance.confirmButton')}
        onConfirm={() => void confirm()}
      >
        <DialogTitle>{t('admin.stock.clearance.confirmTitle')}</DialogTitle>
        <DialogDescription>
          {t('admin.stock.clearance.confirm', {
            percent: asked ?? 0,
            count: shades,
            date: date(lastDay ?? stock.today),
          })}
        </DialogDescription>
      </ConfirmDialog>
    </div>
  );
}
