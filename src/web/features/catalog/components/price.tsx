import type { Product } from '#shared/schemas/product';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

type PriceProps = {
  product: Product;
  className?: string;
  /**
   * A card's form: '৳850 – ৳1,200' when the product's shades or sizes are priced apart
   * (its variantSummary), else the lowest price as below.
   */
  range?: boolean;
};

export function Price({ product, className, range = false }: PriceProps) {
  const { t, money } = useI18n();
  const low = product.salePrice ?? product.price;
  const high = product.variantSummary?.priceMax;
  if (range && high !== undefined && high > low) {
    return (
      <span className={cn('font-semibold text-stone-900', className)}>
        <span aria-hidden="true">
          {money(low)} – {money(high)}
        </span>
        <span className="sr-only">
          {t('catalog.price.range', { low: money(low), high: money(high) })}
        </span>
      </span>
    );
  }
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
