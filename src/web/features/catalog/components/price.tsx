import type { Product } from '#shared/schemas/product';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

export function Price({ product, className }: { product: Product; className?: string }) {
  const { t, money } = useI18n();
  if (product.salePrice === null) {
    return (
      <span className={cn('font-semibold text-stone-900', className)}>{money(product.price)}</span>
    );
  }
  return (
    <span className={cn('inline-flex items-baseline gap-2', className)}>
      <span className="font-semibold text-rose-700">{money(product.salePrice)}</span>
      <s className="text-sm text-stone-500">
        <span className="sr-only">{t('catalog.price.was')} </span>
        {money(product.price)}
      </s>
    </span>
  );
}
