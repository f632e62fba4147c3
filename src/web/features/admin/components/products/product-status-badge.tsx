import type { ProductStatus } from '#shared/catalog';
import type { Translator } from '#shared/i18n/translator';
import { Badge } from '../../../../components/ui/badge';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';

/** 'Active', 'Inactive' or 'Out of stock'. */
export function productStatusLabel(t: Translator['t'], status: ProductStatus): string {
  return t(`admin.products.status.${status}`);
}

const STATUS_CLASSES: Record<ProductStatus, string> = {
  active: 'bg-green-100 text-green-900 ring-green-200',
  inactive: 'bg-stone-100 text-stone-800 ring-stone-300',
  out_of_stock: 'bg-orange-100 text-orange-900 ring-orange-200',
};

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useI18n();
  return (
    <Badge
      variant="outline"
      className={cn('border-0 whitespace-nowrap ring-1 ring-inset', STATUS_CLASSES[status])}
    >
      {productStatusLabel(t, status)}
    </Badge>
  );
}
