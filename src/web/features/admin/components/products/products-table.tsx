import { CATEGORY_LABELS } from '#shared/catalog';
import type { AdminProduct } from '#shared/schemas/admin';
import { ProductImage } from '../../../../components/ui/product-image';
import { type AdminColumn, AdminTable } from '../layout/admin-table';
import { FeaturedMark } from './featured-mark';
import { ProductActions } from './product-actions';
import { ProductPrice } from './product-price';
import { ProductStatusBadge } from './product-status-badge';
import { StockCount } from './stock-count';

const PRODUCT_COLUMNS: AdminColumn[] = [
  { label: 'Image', hidden: true },
  { label: 'Name' },
  { label: 'Category' },
  { label: 'Price' },
  { label: 'Stock' },
  { label: 'Status' },
  { label: 'Featured' },
  { label: 'Actions', align: 'right' },
];

/** From the medium breakpoint up; phones get ProductCards. */
export function ProductsTable({
  products,
  onDelete,
}: {
  products: AdminProduct[];
  onDelete: (product: AdminProduct) => void;
}) {
  return (
    <AdminTable columns={PRODUCT_COLUMNS}>
      {products.map((product) => (
        <tr key={product.id} className="hover:bg-stone-50/60">
          <td className="w-16 px-3 py-2">
            <ProductImage
              src={product.images[0]}
              alt=""
              sizes="48px"
              className="size-12 rounded-md [&_svg]:size-5"
            />
          </td>
          <td className="max-w-64 px-3 py-2">
            <p className="truncate font-medium text-stone-900" title={product.name}>
              {product.name}
            </p>
            {product.brand && <p className="truncate text-xs text-stone-600">{product.brand}</p>}
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{CATEGORY_LABELS[product.category]}</td>
          <td className="px-3 py-2 whitespace-nowrap">
            <ProductPrice price={product.price} salePrice={product.salePrice} />
          </td>
          <td className="px-3 py-2">
            <StockCount stock={product.stockQuantity} />
          </td>
          <td className="px-3 py-2">
            <ProductStatusBadge status={product.status} />
          </td>
          <td className="px-3 py-2">
            <FeaturedMark featured={product.featured} />
          </td>
          <td className="px-3 py-2">
            <ProductActions product={product} onDelete={onDelete} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
