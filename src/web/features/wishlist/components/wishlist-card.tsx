import { Eye, ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { WishlistItem } from '#shared/schemas/cart';
import { Button } from '../../../components/ui/button';
import { ProductImage } from '../../../components/ui/product-image';
import { useI18n } from '../../../lib/i18n';
import { shortProductId } from '../utils/wishlist-items';

type WishlistCardProps = {
  item: WishlistItem;
  busy: boolean;
  onRemove: () => void;
  onMoveToCart: () => void;
};

export function WishlistCard({ item, busy, onRemove, onMoveToCart }: WishlistCardProps) {
  const { t, money } = useI18n();
  const href = `/product/${item.productId}`;
  return (
    <li className="flex flex-col rounded-xl border border-stone-200 bg-white p-3">
      <div className="flex gap-3">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="w-24 shrink-0">
          <ProductImage src={item.images[0]} alt="" sizes="6rem" className="rounded-md" />
        </Link>
        <div className="min-w-0 flex-1">
          <p className="text-xs text-stone-500">
            <span className="sr-only">{t('wishlist.card.product')} </span>
            {shortProductId(item.productId)}
          </p>
          <h3 className="line-clamp-2 font-medium text-stone-900">
            <Link to={href} className="hover:text-rose-700">
              {item.name}
            </Link>
          </h3>
          {item.brand && (
            <p className="text-xs uppercase tracking-wide text-stone-500">{item.brand}</p>
          )}
          <p className="mt-1 font-semibold text-stone-900">{money(item.price)}</p>
          {!item.available && <p className="text-sm text-red-700">{t('catalog.outOfStock')}</p>}
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button
          size="sm"
          className="col-span-2"
          disabled={busy || !item.available}
          onClick={onMoveToCart}
        >
          <ShoppingCart aria-hidden="true" /> {t('wishlist.card.moveToCart')}
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={href}>
            <Eye aria-hidden="true" /> {t('wishlist.card.viewProduct')}
          </Link>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={onRemove}
          aria-label={t('wishlist.card.removeLabel', { name: item.name })}
        >
          <Trash2 aria-hidden="true" /> {t('wishlist.card.remove')}
        </Button>
      </div>
    </li>
  );
}
