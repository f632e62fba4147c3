import type { CartLine } from '#shared/schemas/cart';
import { ProductImage } from '../../../components/ui/product-image';
import { useI18n } from '../../../lib/i18n';

/** One cart line as the checkout shows it: picture, name, shade or size, quantity × price. */
export function CheckoutLine({
  line,
  discount,
}: {
  line: CartLine;
  /** Its share of the applied code, from the server's quote. */
  discount?: { code: string; amount: number } | null;
}) {
  const { money, number } = useI18n();
  const blocked = line.problem !== null;
  return (
    <li className="flex items-center gap-3 py-3">
      <div className="w-14 shrink-0">
        <ProductImage src={line.images[0]} alt="" sizes="3.5rem" className="rounded-md" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-medium text-stone-900">{line.name}</p>
        {line.variant?.title && <p className="text-xs text-stone-700">{line.variant.title}</p>}
        <p className="text-xs text-stone-600 tabular-nums">
          {number(line.quantity)} × {money(line.price)}
        </p>
        {discount && (
          <p className="text-xs text-emerald-700 tabular-nums" data-line-discount>
            {discount.code} −{money(discount.amount)}
          </p>
        )}
      </div>
      <p
        className={
          blocked
            ? 'text-sm text-stone-400 line-through tabular-nums'
            : 'text-sm font-medium text-stone-900 tabular-nums'
        }
      >
        {money(line.price * line.quantity)}
      </p>
    </li>
  );
}
