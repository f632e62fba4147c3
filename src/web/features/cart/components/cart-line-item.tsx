import { Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { lineName } from '#shared/line-name';
import { MAX_QUANTITY_PER_LINE } from '#shared/quantity';
import type { CartLine } from '#shared/schemas/cart';
import { ProductImage } from '../../../components/ui/product-image';
import { useI18n } from '../../../lib/i18n';

type CartLineItemProps = {
  line: CartLine;
  /** This line's share of the applied code, from the server's quote. */
  discount?: { code: string; amount: number } | null;
  /** True while any cart change is in flight: one change at a time keeps the lines truthful. */
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
};

const stepButton =
  'inline-flex size-10 items-center justify-center text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

function ProblemNote({ line, busy, onQuantity }: Omit<CartLineItemProps, 'onRemove'>) {
  const { t } = useI18n();
  if (line.problem === null) return null;
  if (line.problem === 'not_enough_stock') {
    return (
      <p className="mt-2 text-sm text-red-700">
        {t('cart.line.onlyLeft', { count: line.stockQuantity })}{' '}
        <button
          type="button"
          className="font-medium text-rose-700 underline underline-offset-2 disabled:opacity-50"
          disabled={busy}
          onClick={() => onQuantity(line.stockQuantity)}
        >
          {t('cart.line.changeTo', { count: line.stockQuantity })}
        </button>
      </p>
    );
  }
  return (
    <p className="mt-2 text-sm text-red-700">
      {t(line.problem === 'out_of_stock' ? 'cart.line.outOfStock' : 'cart.line.unavailable')}
    </p>
  );
}

export function CartLineItem({ line, discount, busy, onQuantity, onRemove }: CartLineItemProps) {
  const { t, money, number } = useI18n();
  // Two shades of one product are two lines: every label names the shade.
  const name = lineName(line.name, line.variant?.title);
  const href = line.variant?.title
    ? `/product/${line.productId}?variant=${line.variant.id}`
    : `/product/${line.productId}`;
  const canIncrease =
    line.problem === null && line.quantity < Math.min(line.stockQuantity, MAX_QUANTITY_PER_LINE);
  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="w-20 shrink-0 sm:w-24">
        <ProductImage src={line.images[0]} alt="" sizes="6rem" className="rounded-md" />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="line-clamp-2 font-medium text-stone-900">
              <Link to={href} className="hover:text-rose-700">
                {line.name}
              </Link>
            </h2>
            {line.variant?.title && <p className="text-sm text-stone-700">{line.variant.title}</p>}
            {line.brand && (
              <p className="text-xs uppercase tracking-wide text-stone-500">{line.brand}</p>
            )}
            <p className="mt-1 text-sm text-stone-700">
              {t('cart.line.each', { price: money(line.price) })}
            </p>
          </div>
          <button
            type="button"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-stone-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-40"
            aria-label={t('cart.line.remove', { name })}
            disabled={busy}
            onClick={onRemove}
          >
            <Trash2 className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="mt-2 flex items-center justify-between gap-3">
          <div className="inline-flex items-center rounded-md border border-stone-300">
            <button
              type="button"
              className={stepButton}
              // At one, minus stops, as the product page's does: the bin beside the name takes the
              // line away, and two buttons named alike would leave a screen reader guessing.
              aria-label={t('cart.line.decrease', { name })}
              disabled={busy || line.quantity <= 1}
              onClick={() => onQuantity(line.quantity - 1)}
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <span className="min-w-10 border-x border-stone-300 px-2 text-center leading-10 tabular-nums">
              <span className="sr-only">{t('cart.line.quantity')} </span>
              {number(line.quantity)}
            </span>
            <button
              type="button"
              className={stepButton}
              aria-label={t('cart.line.increase', { name })}
              disabled={busy || !canIncrease}
              onClick={() => onQuantity(line.quantity + 1)}
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
          <p
            className={
              line.problem === null ? 'font-semibold text-stone-900' : 'text-stone-400 line-through'
            }
          >
            {money(line.price * line.quantity)}
          </p>
        </div>
        {discount && (
          <p className="mt-1 text-right text-sm text-emerald-700 tabular-nums" data-line-discount>
            {discount.code} −{money(discount.amount)}
          </p>
        )}
        <ProblemNote line={line} busy={busy} onQuantity={onQuantity} />
      </div>
    </li>
  );
}
