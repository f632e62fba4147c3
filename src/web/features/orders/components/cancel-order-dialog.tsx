import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { useI18n } from '../../../lib/i18n';
import { useCancelOrder } from '../api/cancel-order';

/** 'Cancel Order' with a confirmation: only offered while the order has not shipped. */
export function CancelOrderDialog({ orderId }: { orderId: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" className="border-red-300 text-red-800 hover:bg-red-50">
          {t('orders.cancel.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('orders.cancel.title')}</DialogTitle>
        <DialogDescription>{t('orders.cancel.body')}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={cancel.isPending}>
              {t('orders.cancel.keep')}
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(orderId, { onSettled: () => setOpen(false) })}
          >
            {t(cancel.isPending ? 'orders.cancel.cancelling' : 'orders.cancel.button')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
