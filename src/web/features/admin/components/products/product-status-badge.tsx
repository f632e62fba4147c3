import type { ProductStatus } from '#shared/catalog';
import { Badge } from '../../../../components/ui/badge';
import { cn } from '../../../../lib/utils';

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  out_of_stock: 'Out of stock',
};

const STATUS_CLASSES: Record<ProductStatus, string> = {
  active: 'bg-green-100 text-green-900 ring-green-200',
  inactive: 'bg-stone-100 text-stone-800 ring-stone-300',
  out_of_stock: 'bg-orange-100 text-orange-900 ring-orange-200',
};

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <Badge
      variant="outline"
      className={cn('border-0 whitespace-nowrap ring-1 ring-inset', STATUS_CLASSES[status])}
    >
      {PRODUCT_STATUS_LABELS[status]}
    </Badge>
  );
}
