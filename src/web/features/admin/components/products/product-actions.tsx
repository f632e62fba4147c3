import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminProduct } from '#shared/schemas/admin';
import { Button } from '../../../../components/ui/button';

/** Edit and Delete for one product; the delete asks for confirmation first (the caller's dialog). */
export function ProductActions({
  product,
  onDelete,
}: {
  product: AdminProduct;
  onDelete: (product: AdminProduct) => void;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" size="sm" asChild>
        <Link to={`/admin/products/${product.id}/edit`} aria-label={`Edit ${product.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Link>
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        aria-label={`Delete ${product.name}`}
        onClick={() => onDelete(product)}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}
