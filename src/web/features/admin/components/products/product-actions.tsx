import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminProduct } from '#shared/schemas/admin';
import { Button } from '../../../../components/ui/button';
import { useI18n } from '../../../../lib/i18n';

/** Edit and Delete for one product; the delete asks for confirmation first (the caller's dialog). */
export function ProductActions({
  product,
  onDelete,
}: {
  product: AdminProduct;
  onDelete: (product: AdminProduct) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" size="sm" asChild>
        <Link
          to={`/admin/products/${product.id}/edit`}
          aria-label={t('admin.editItem', { name: product.name })}
        >
          <Pencil aria-hidden="true" />
          {t('admin.edit')}
        </Link>
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        aria-label={t('admin.deleteItem', { name: product.name })}
        onClick={() => onDelete(product)}
      >
        <Trash2 aria-hidden="true" />
        {t('admin.delete')}
      </Button>
    </div>
  );
}
