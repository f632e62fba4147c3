import { useI18n } from '../../../../lib/i18n';

/** The price, and the sale price beside it when there is one (the price struck through). */
export function ProductPrice({ price, salePrice }: { price: number; salePrice: number | null }) {
  const { t, money } = useI18n();
  if (salePrice === null) return <span className="tabular-nums">{money(price)}</span>;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5 tabular-nums">
      <span className="font-medium text-rose-800">{money(salePrice)}</span>
      <s className="text-xs text-stone-600">
        <span className="sr-only">{t('admin.products.was')} </span>
        {money(price)}
      </s>
    </span>
  );
}
