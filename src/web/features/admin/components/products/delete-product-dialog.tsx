import type { AdminProduct } from '#shared/schemas/admin';
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
import { useDeleteAdminProduct } from '../../api/products-delete';

/** Asks before deleting; a product that orders hold is archived instead, and the server says so. */
export function DeleteProductDialog({
  product,
  onClose,
}: {
  product: AdminProduct | null;
  onClose: () => void;
}) {
  const { t, message: translate } = useI18n();
  const { errorText } = useApiErrorText();
  const deleteProduct = useDeleteAdminProduct();

  const onConfirm = () => {
    if (!product) return;
    deleteProduct.mutate(product.id, {
      onSuccess: ({ outcome, message }) => {
        // The server words the archive notice (in the admin's language).
        if (outcome === 'archived') toast.info(translate(message));
        else toast.success(t('admin.products.delete.done'));
        onClose();
      },
      onError: (error) =>
        toast.error(t('admin.products.delete.failed'), { description: errorText(error) }),
    });
  };

  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open && !deleteProduct.isPending) onClose();
      }}
    >
      <DialogContent>
        <DialogTitle>{t('admin.products.delete.title')}</DialogTitle>
        <DialogDescription>{t('admin.products.delete.question')}</DialogDescription>
        {product && (
          <p className="mt-3 rounded-md bg-stone-50 px-3 py-2 text-sm font-medium text-stone-900">
            {product.name}
          </p>
        )}
        {product && product.orderCount > 0 && (
          <p className="mt-3 text-sm text-stone-700">{t('admin.products.delete.archiveNote')}</p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={deleteProduct.isPending}>
              {t('admin.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={deleteProduct.isPending}>
            {deleteProduct.isPending ? t('admin.products.delete.deleting') : t('admin.delete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
