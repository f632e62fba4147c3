import { SKELETON_CARD_COUNT } from '#shared/catalog';
import type { Product } from '#shared/schemas/product';
import { HydrateLater } from '../../../lib/hydration';
import { useI18n } from '../../../lib/i18n';
import { useShopName } from '../../../lib/shop-info';
import { cn } from '../../../lib/utils';
import { ProductCard, type ProductCardLayout, ProductCardSkeleton } from './product-card';

/**
 * Columns by width. 4: full-width pages (2, 3, then 4 from 1024 px). 3: beside the filters
 * sidebar, or six products in full rows (2, then 3). 5: ten products in full rows (2, then 5).
 */
const COLUMNS = {
  3: 'grid-cols-2 sm:grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
  5: 'grid-cols-2 lg:grid-cols-5',
} as const;
type Columns = keyof typeof COLUMNS;
const LIST = 'grid grid-cols-1 gap-3';

type ProductGridProps = {
  products: Product[];
  layout?: ProductCardLayout;
  columns?: Columns;
  onAddToCart?: (product: Product) => void;
  /** How many cards open the first screen: their pictures load at once instead of lazily. */
  priorityCount?: number;
};

function gridClass(layout: ProductCardLayout, columns: Columns) {
  if (layout === 'list') return LIST;
  return cn('grid gap-3 sm:gap-4', COLUMNS[columns]);
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
  columns?: Columns;
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
