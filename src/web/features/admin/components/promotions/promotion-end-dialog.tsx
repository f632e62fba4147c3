import type { Promotion } from '#shared/schemas/admin-promotions';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useEndAdminPromotion } from '../../api/promotions';

/** Asks before ending a promotion now; it stays in the list with its figures. */
export function PromotionEndDialog({
  promotion,
  onClose,
}: {
  promotion: Promotion | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const end = useEndAdminPromotion();
  const name = promotion?.code ?? promotion?.name ?? '';

  const onConfirm = () => {
    if (!promotion) return;
    end.mutate(promotion.id, {
      onSuccess: () => {
        toast.success(t('admin.promotions.ended', { name }));
        onClose();
      },
      onError: (error) =>
        toast.error(t('admin.promotions.endFailed'), { description: errorText(error) }),
    });
  };

  return (
    <Dialog
      open={promotion !== null}
      onOpenChange={(open) => {
        if (!open && !end.isPending) onClose();
      }}
    >
      <DialogContent>
        <DialogTitle>{t('admin.promotions.endConfirm.title', { name })}</DialogTitle>
        <DialogDescription>
          {promotion?.kind === 'sale'
            ? t('admin.promotions.endConfirm.sale')
            : t('admin.promotions.endConfirm.coupon')}
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={end.isPending}>
              {t('admin.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={end.isPending}>
            {t('admin.promotions.endNow')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
