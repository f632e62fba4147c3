import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useI18n } from '../../../lib/i18n';

type DeleteReviewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
};

export function DeleteReviewDialog({
  open,
  onOpenChange,
  onConfirm,
  pending,
}: DeleteReviewDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>{t('reviews.delete.title')}</DialogTitle>
        <DialogDescription>{t('reviews.delete.body')}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {t(pending ? 'reviews.delete.pending' : 'reviews.delete.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
