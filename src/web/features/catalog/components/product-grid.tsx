import { SKELETON_CARD_COUNT } from '#shared/catalog';
import type { Product } from '#shared/schemas/product';
import { useShopInfo } from '../../../lib/shop-info';
import { ProductCard, ProductCardSkeleton } from './product-card';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

export function ProductGrid({ products }: { products: Product[] }) {
  const shopName = useShopInfo()?.name ?? 'Sajghor';
  return (
    <div className={GRID}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} shopName={shopName} />
      ))}
    </div>
  );
}

export function ProductGridSkeleton({ count = SKELETON_CARD_COUNT }: { count?: number }) {
  return (
    <div className={GRID} aria-busy="true">
      <span className="sr-only">Loading products</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
