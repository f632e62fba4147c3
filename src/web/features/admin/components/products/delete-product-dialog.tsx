import { toast } from 'sonner';
import type { AdminProduct } from '#shared/schemas/admin';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { useDeleteAdminProduct } from '../../api/products-delete';

/** Asks before deleting; a product that orders hold is archived instead, and the server says so. */
export function DeleteProductDialog({
  product,
  onClose,
}: {
  product: AdminProduct | null;
  onClose: () => void;
}) {
  const deleteProduct = useDeleteAdminProduct();

  const onConfirm = () => {
    if (!product) return;
    deleteProduct.mutate(product.id, {
      onSuccess: ({ outcome, message }) => {
        if (outcome === 'archived') toast.info(message);
        else toast.success('Product deleted successfully');
        onClose();
      },
      onError: (error) => toast.error('Failed to delete product', { description: error.message }),
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
        <DialogTitle>Delete product</DialogTitle>
        <DialogDescription>Are you sure you want to delete this product?</DialogDescription>
        {product && (
          <p className="mt-3 rounded-md bg-stone-50 px-3 py-2 text-sm font-medium text-stone-900">
            {product.name}
          </p>
        )}
        {product && product.orderCount > 0 && (
          <p className="mt-3 text-sm text-stone-700">
            Orders hold this product, so it will be archived (made inactive) rather than deleted.
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={deleteProduct.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={deleteProduct.isPending}>
            {deleteProduct.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
