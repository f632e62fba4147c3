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
import { useCancelOrder } from '../api/cancel-order';

/** 'Cancel Order' with a confirmation: only offered while the order has not shipped. */
export function CancelOrderDialog({ orderId }: { orderId: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" className="border-red-300 text-red-800 hover:bg-red-50">
          Cancel Order
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Cancel this order?</DialogTitle>
        <DialogDescription>
          The items go back on sale. If you have already paid, the shop will refund the amount to
          you.
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={cancel.isPending}>
              Keep Order
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(orderId, { onSettled: () => setOpen(false) })}
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel Order'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
