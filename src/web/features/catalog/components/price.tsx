import { formatMoney } from '#shared/money';
import type { Product } from '#shared/schemas/product';
import { cn } from '../../../lib/utils';

export function Price({ product, className }: { product: Product; className?: string }) {
  if (product.salePrice === null) {
    return (
      <span className={cn('font-semibold text-stone-900', className)}>
        {formatMoney(product.price)}
      </span>
    );
  }
  return (
    <span className={cn('inline-flex items-baseline gap-2', className)}>
      <span className="font-semibold text-rose-700">{formatMoney(product.salePrice)}</span>
      <s className="text-sm text-stone-500">
        <span className="sr-only">was </span>
        {formatMoney(product.price)}
      </s>
    </span>
  );
}
