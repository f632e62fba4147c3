import { PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useHoldForCall } from '../../api/delivery-hold';
import { FormErrorAlert } from '../layout/form-error-alert';

/** Hold the order for a confirmation call (nothing can book it meanwhile), or release it. */
export function HoldControl({ orderId, held }: { orderId: string; held: boolean }) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const hold = useHoldForCall();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const noteId = `hold-note-${orderId}`;

  const send = () => {
    setError(null);
    hold.mutate(
      { id: orderId, held: !held, note: note.trim() || undefined },
      {
        onSuccess: () => {
          setNote('');
          toast.success(held ? t('admin.delivery.releaseDone') : t('admin.delivery.holdDone'));
        },
        onError: (failure) => setError(errorText(failure, 'admin.delivery.holdFailed')),
      },
    );
  };

  return (
    <div className="space-y-2">
      {held && (
        <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <PhoneCall className="size-5 shrink-0" aria-hidden="true" />
          {t('admin.delivery.held')}
        </p>
      )}
      <FormErrorAlert message={error} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={noteId} className="mb-1 block text-xs text-stone-700">
            {t('admin.delivery.holdNote')} {t('admin.delivery.book.optional')}
          </label>
          <Input
            id={noteId}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        </div>
        <Button variant="outline" disabled={hold.isPending} onClick={send}>
          {hold.isPending
            ? t('admin.delivery.working')
            : held
              ? t('admin.delivery.release')
              : t('admin.delivery.hold')}
        </Button>
      </div>
    </div>
  );
}
