import { categoryLabel } from '#shared/catalog';
import type { AdminProduct } from '#shared/schemas/admin';
import { ProductImage } from '../../../../components/ui/product-image';
import { useI18n } from '../../../../lib/i18n';
import { richText } from '../../../../lib/rich-text';
import { FeaturedMark } from './featured-mark';
import { ProductActions } from './product-actions';
import { ProductPrice } from './product-price';
import { ProductStatusBadge } from './product-status-badge';
import { StockCount } from './stock-count';

/** The products list on phones: one card per product instead of a wide table. */
export function ProductCards({
  products,
  onDelete,
}: {
  products: AdminProduct[];
  onDelete: (product: AdminProduct) => void;
}) {
  const { t } = useI18n();
  return (
    <ul className="space-y-3">
      {products.map((product) => (
        <li key={product.id} className="rounded-xl border border-stone-200 bg-white p-3">
          <div className="flex gap-3">
            <ProductImage
              src={product.images[0]}
              alt=""
              sizes="72px"
              className="size-18 shrink-0 rounded-md [&_svg]:size-6"
            />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-medium text-stone-900">{product.name}</p>
              <p className="text-xs text-stone-600">
                {categoryLabel(t, product.category)}
                {product.brand && ` · ${product.brand}`}
              </p>
              <div className="mt-1 text-sm">
                <ProductPrice price={product.price} salePrice={product.salePrice} />
              </div>
            </div>
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <ProductStatusBadge status={product.status} />
            <span className="text-stone-700">
              {richText(t('admin.products.stock'), {
                stock: <StockCount stock={product.stockQuantity} />,
              })}
            </span>
            <FeaturedMark featured={product.featured} />
          </div>
          <div className="mt-3 border-t border-stone-100 pt-3">
            <ProductActions product={product} onDelete={onDelete} />
          </div>
        </li>
      ))}
    </ul>
  );
}
