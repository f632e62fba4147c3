import { SKELETON_CARD_COUNT } from '#shared/catalog';
import type { Product } from '#shared/schemas/product';
import { HydrateLater } from '../../../lib/hydration';
import { useI18n } from '../../../lib/i18n';
import { useShopName } from '../../../lib/shop-info';
import { cn } from '../../../lib/utils';
import { ProductCard, type ProductCardLayout, ProductCardSkeleton } from './product-card';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';
const LIST = 'grid grid-cols-1 gap-3';

type ProductGridProps = {
  products: Product[];
  layout?: ProductCardLayout;
  /** Columns on wide screens: 4 on full-width pages, 3 beside the filters sidebar. */
  columns?: 3 | 4;
  onAddToCart?: (product: Product) => void;
  /** How many cards open the first screen: their pictures load at once instead of lazily. */
  priorityCount?: number;
};

function gridClass(layout: ProductCardLayout, columns: 3 | 4) {
  if (layout === 'list') return LIST;
  return cn(GRID, columns === 3 && 'lg:grid-cols-3');
}

export function ProductGrid({
  products,
  layout = 'grid',
  columns = 4,
  onAddToCart,
  priorityCount = 0,
}: ProductGridProps) {
  const shopName = useShopName();
  return (
    <div className={gridClass(layout, columns)}>
      {products.map((product, index) => (
        <HydrateLater key={product.id}>
          <ProductCard
            product={product}
            shopName={shopName}
            layout={layout}
            priority={index < priorityCount}
            {...(onAddToCart ? { onAddToCart } : {})}
          />
        </HydrateLater>
      ))}
    </div>
  );
}

export function ProductGridSkeleton({
  count = SKELETON_CARD_COUNT,
  columns = 4,
}: {
  count?: number;
  columns?: 3 | 4;
}) {
  const { t } = useI18n();
  return (
    <div className={gridClass('grid', columns)} aria-busy="true">
      <span className="sr-only">{t('catalog.loadingProducts')}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
