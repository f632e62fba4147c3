import { formatMoney } from '#shared/money';

/** The price, and the sale price beside it when there is one (the price struck through). */
export function ProductPrice({ price, salePrice }: { price: number; salePrice: number | null }) {
  if (salePrice === null) return <span className="tabular-nums">{formatMoney(price)}</span>;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5 tabular-nums">
      <span className="font-medium text-rose-800">{formatMoney(salePrice)}</span>
      <s className="text-xs text-stone-600">
        <span className="sr-only">was </span>
        {formatMoney(price)}
      </s>
    </span>
  );
}
