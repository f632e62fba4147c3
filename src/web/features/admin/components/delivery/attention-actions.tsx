import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import type { DeliveryAttention } from '#shared/delivery';
import { Button } from '../../../../components/ui/button';
import { DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSettleDeliveryAttention } from '../../api/delivery-attention';
import { FormErrorAlert } from '../layout/form-error-alert';
import { ConfirmDialog } from '../orders/confirm-dialog';

/**
 * After a parcel came back (returned, cancelled, partly delivered) the stock is not put back by
 * itself: the admin restocks (cancelling the order), marks it resolved, or books it again below.
 */
export function AttentionActions({
  orderId,
  attention,
}: {
  orderId: string;
  attention: DeliveryAttention;
}) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const settle = useSettleDeliveryAttention();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const noteId = `attention-note-${orderId}`;

  const send = (action: 'restock' | 'resolve') => {
    setConfirming(false);
    setError(null);
    settle.mutate(
      { id: orderId, action, note: note.trim() || undefined },
      {
        onSuccess: () =>
          toast.success(
            action === 'restock'
              ? t('admin.delivery.attention.restocked')
              : t('admin.delivery.attention.resolved'),
          ),
        onError: (failure) => setError(errorText(failure, 'admin.delivery.attention.failed')),
      },
    );
  };

  return (
    <div className="space-y-3 rounded-lg border border-red-200 bg-red-50/60 p-3">
      <p className="flex gap-2 text-sm text-red-950">
        <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{t(`admin.delivery.attention.${attention}`)}</strong>{' '}
          {t('admin.delivery.attention.hint')}
        </span>
      </p>
      <FormErrorAlert message={error} />
      <div>
        <label htmlFor={noteId} className="mb-1 block text-xs text-stone-700">
          {t('admin.delivery.attention.note')} {t('admin.delivery.book.optional')}
        </label>
        <Input
          id={noteId}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="destructive"
          disabled={settle.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('admin.delivery.attention.restock')}
        </Button>
        <Button variant="outline" disabled={settle.isPending} onClick={() => send('resolve')}>
          {t('admin.delivery.attention.resolve')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        confirmLabel={t('admin.delivery.attention.restock')}
        destructive
        onConfirm={() => send('restock')}
      >
        <DialogTitle>{t('admin.delivery.attention.restockTitle')}</DialogTitle>
        <DialogDescription>{t('admin.delivery.attention.restockDescription')}</DialogDescription>
      </ConfirmDialog>
    </div>
  );
}
