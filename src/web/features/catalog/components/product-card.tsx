import { Eye, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { categoryLabel } from '#shared/catalog';
import { PRODUCT_IMAGE_SIZES } from '#shared/images';
import { PAGE_FORMS } from '#shared/page-forms';
import type { Product, VariantSummary } from '#shared/schemas/product';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { HeartToggle } from '../../../components/ui/heart-toggle';
import { PageForm } from '../../../components/ui/page-form';
import { ProductImage } from '../../../components/ui/product-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { type I18n, useI18n } from '../../../lib/i18n';
import { type ShopActions, useShopActions } from '../../../lib/shop-actions';
import { cn } from '../../../lib/utils';
import { Price } from './price';
import { Rating } from './rating';
import { SaleEnds } from './sale-timing';

export type ProductCardLayout = 'grid' | 'list';

type ProductCardProps = {
  product: Product;
  shopName: string;
  layout?: ProductCardLayout;
  /** Overrides the app's cart action; with neither, Add to Cart opens the product page. */
  onAddToCart?: (product: Product) => void;
  /** A card in the first screen: its picture loads at once, not lazily (it is the page's LCP). */
  priority?: boolean;
};

function AddToCart({ product, onAddToCart }: Pick<ProductCardProps, 'product' | 'onAddToCart'>) {
  const { t } = useI18n();
  const outOfStock = product.stockQuantity <= 0;
  // A product in shades or sizes is bought on its page, where the shopper picks one.
  if (product.variantSummary && !outOfStock) {
    return (
      <Button asChild size="sm" className="flex-1">
        <Link
          to={`/product/${product.id}`}
          aria-label={t('catalog.card.chooseOptionsFor', { name: product.name })}
        >
          {t('catalog.card.chooseOptions')}
        </Link>
      </Button>
    );
  }
  if (outOfStock || onAddToCart) {
    return (
      <PageForm action={PAGE_FORMS.cart} fields={{ productId: product.id }}>
        <Button
          type="submit"
          size="sm"
          className="flex-1"
          disabled={outOfStock}
          onClick={(event) => {
            event.preventDefault();
            onAddToCart?.(product);
          }}
        >
          <ShoppingCart aria-hidden="true" /> {t('catalog.addToCart')}
        </Button>
      </PageForm>
    );
  }
  return (
    <Button asChild size="sm" className="flex-1">
      <Link
        to={`/product/${product.id}`}
        aria-label={t('catalog.card.addToCartFor', { name: product.name })}
      >
        <ShoppingCart aria-hidden="true" /> {t('catalog.addToCart')}
      </Link>
    </Button>
  );
}

const COUNTED_OPTIONS = {
  shade: 'catalog.card.shades',
  size: 'catalog.card.sizes',
  volume: 'catalog.card.volumes',
  colour: 'catalog.card.colours',
  color: 'catalog.card.colours',
} as const;

/** '12 shades', '5 sizes'; another option by its own name ('Finish: 3 choices'). */
function optionCount(t: I18n['t'], summary: VariantSummary): string {
  const key =
    COUNTED_OPTIONS[summary.optionName.trim().toLowerCase() as keyof typeof COUNTED_OPTIONS];
  return key
    ? t(key, { count: summary.valueCount })
    : t('catalog.card.options', { option: summary.optionName, count: summary.valueCount });
}

function WishlistHeart({ product, actions }: { product: Product; actions: ShopActions }) {
  return (
    <HeartToggle
      productId={product.id}
      className="absolute right-2 bottom-2"
      pressed={actions.isInWishlist(product.id)}
      disabled={actions.isWishlistBusy(product.id)}
      onToggle={() => actions.toggleWishlist(product)}
    />
  );
}

export function ProductCard({
  product,
  shopName,
  layout = 'grid',
  onAddToCart,
  priority = false,
}: ProductCardProps) {
  const { t } = useI18n();
  const actions = useShopActions();
  const addToCart = onAddToCart ?? actions?.addToCart;
  const outOfStock = product.stockQuantity <= 0;
  const list = layout === 'list';
  return (
    <article
      className={cn(
        'group flex overflow-hidden rounded-lg border border-stone-200 bg-white [content-visibility:auto] [contain-intrinsic-size:auto_420px]',
        list ? 'flex-row' : 'flex-col',
      )}
    >
      {/* The heart sits beside the picture's link, not in it: a button can't live in a link. */}
      <div className={cn('relative', list && 'w-32 shrink-0 sm:w-48')}>
        <Link
          to={`/product/${product.id}`}
          className="relative block"
          tabIndex={-1}
          aria-hidden="true"
        >
          <ProductImage
            src={product.images[0]}
            alt=""
            sizes={PRODUCT_IMAGE_SIZES[layout]}
            priority={priority}
          />
          <Badge variant="secondary" className="absolute top-2 left-2">
            {categoryLabel(t, product.category)}
          </Badge>
          {product.salePrice !== null && (
            <Badge variant="sale" className="absolute top-2 right-2">
              {t('catalog.sale')}
            </Badge>
          )}
          {outOfStock && (
            <span className="absolute inset-0 flex items-center justify-center bg-white/70 font-semibold text-stone-900">
              {t('catalog.outOfStock')}
            </span>
          )}
        </Link>
        {actions && <WishlistHeart product={product} actions={actions} />}
      </div>
      <div className="@container flex min-w-0 flex-1 flex-col gap-1 p-3">
        <p className="text-xs uppercase tracking-wide text-stone-500">
          {product.brand ?? shopName}
        </p>
        <h3 className="line-clamp-2 text-sm font-medium text-stone-900">
          <Link to={`/product/${product.id}`} className="hover:text-rose-700">
            {product.name}
          </Link>
        </h3>
        {list && (
          <p className="line-clamp-2 hidden text-sm text-stone-600 sm:block">
            {product.description}
          </p>
        )}
        <Rating average={product.rating.average} count={product.rating.count} />
        {product.variantSummary && product.variantSummary.valueCount > 1 && (
          <p className="text-xs text-stone-600">{optionCount(t, product.variantSummary)}</p>
        )}
        <Price product={product} className="mt-auto pt-1" range />
        <SaleEnds endsAt={product.saleEndsAt} />
        <div
          className={cn(
            'mt-2 gap-2',
            // Side by side once the card is wide enough for both, in whatever grid it sits.
            list ? 'flex sm:max-w-xs' : 'grid grid-cols-1 @min-[15rem]:grid-cols-2',
          )}
        >
          <AddToCart product={product} {...(addToCart ? { onAddToCart: addToCart } : {})} />
          <Button asChild size="sm" variant="outline" className="flex-1">
            <Link
              to={`/product/${product.id}`}
              aria-label={t('catalog.card.viewFor', { name: product.name })}
            >
              <Eye aria-hidden="true" /> {t('catalog.card.view')}
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-lg border border-stone-200 bg-white">
      <Skeleton className="aspect-square rounded-none" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-9 w-full" />
      </div>
    </div>
  );
}
