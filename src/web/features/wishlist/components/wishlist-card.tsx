import { Eye, ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '#shared/money';
import type { WishlistItem } from '#shared/schemas/cart';
import { Button } from '../../../components/ui/button';
import { ProductImage } from '../../../components/ui/product-image';
import { shortProductId } from '../utils/wishlist-items';

type WishlistCardProps = {
  item: WishlistItem;
  busy: boolean;
  onRemove: () => void;
  onMoveToCart: () => void;
};

export function WishlistCard({ item, busy, onRemove, onMoveToCart }: WishlistCardProps) {
  const href = `/product/${item.productId}`;
  return (
    <li className="flex flex-col rounded-xl border border-stone-200 bg-white p-3">
      <div className="flex gap-3">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="w-24 shrink-0">
          <ProductImage src={item.images[0]} alt="" sizes="6rem" className="rounded-md" />
        </Link>
        <div className="min-w-0 flex-1">
          <p className="text-xs text-stone-500">
            <span className="sr-only">Product </span>
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
          <p className="mt-1 font-semibold text-stone-900">{formatMoney(item.price)}</p>
          {!item.available && <p className="text-sm text-red-700">Out of Stock</p>}
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button
          size="sm"
          className="col-span-2"
          disabled={busy || !item.available}
          onClick={onMoveToCart}
        >
          <ShoppingCart aria-hidden="true" /> Move to Cart
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={href}>
            <Eye aria-hidden="true" /> View Product
          </Link>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={onRemove}
          aria-label={`Remove ${item.name} from wishlist`}
        >
          <Trash2 aria-hidden="true" /> Remove
        </Button>
      </div>
    </li>
  );
}
