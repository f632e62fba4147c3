import { Link } from 'react-router';
import { CATEGORY_LABELS } from '#shared/catalog';
import type { Product } from '#shared/schemas/product';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { Price } from './price';
import { ProductImage } from './product-image';
import { Rating } from './rating';

const CARD_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

export function ProductCard({ product, shopName }: { product: Product; shopName: string }) {
  const outOfStock = product.stockQuantity <= 0;
  return (
    <article className="group flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white">
      <Link
        to={`/product/${product.id}`}
        className="relative block"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductImage src={product.images[0]} alt="" sizes={CARD_IMAGE_SIZES} />
        <Badge variant="secondary" className="absolute top-2 left-2">
          {CATEGORY_LABELS[product.category]}
        </Badge>
        {product.salePrice !== null && (
          <Badge variant="sale" className="absolute top-2 right-2">
            Sale
          </Badge>
        )}
        {outOfStock && (
          <span className="absolute inset-0 flex items-center justify-center bg-white/70 font-semibold text-stone-900">
            Out of Stock
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs uppercase tracking-wide text-stone-500">
          {product.brand ?? shopName}
        </p>
        <h3 className="line-clamp-2 text-sm font-medium text-stone-900">
          <Link to={`/product/${product.id}`} className="hover:text-rose-700">
            {product.name}
          </Link>
        </h3>
        <Rating average={product.rating.average} count={product.rating.count} />
        <Price product={product} className="mt-auto pt-1" />
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
      </div>
    </div>
  );
}
