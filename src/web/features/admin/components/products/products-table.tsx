import { categoryLabel } from '#shared/catalog';
import type { MessageKey } from '#shared/i18n/keys';
import type { AdminProduct } from '#shared/schemas/admin';
import { ProductImage } from '../../../../components/ui/product-image';
import { useI18n } from '../../../../lib/i18n';
import { type AdminColumn, AdminTable } from '../layout/admin-table';
import { FeaturedMark } from './featured-mark';
import { ProductActions } from './product-actions';
import { ProductPrice } from './product-price';
import { ProductStatusBadge } from './product-status-badge';
import { StockCount } from './stock-count';

const PRODUCT_COLUMNS: (Omit<AdminColumn, 'label'> & { label: MessageKey })[] = [
  { label: 'admin.products.column.image', hidden: true },
  { label: 'admin.products.column.name' },
  { label: 'admin.products.column.category' },
  { label: 'admin.products.column.price' },
  { label: 'admin.products.column.stock' },
  { label: 'admin.products.column.status' },
  { label: 'admin.products.column.featured' },
  { label: 'admin.products.column.actions', align: 'right' },
];

/** From the medium breakpoint up; phones get ProductCards. */
export function ProductsTable({
  products,
  onDelete,
}: {
  products: AdminProduct[];
  onDelete: (product: AdminProduct) => void;
}) {
  const { t } = useI18n();
  const columns = PRODUCT_COLUMNS.map((column) => ({ ...column, label: t(column.label) }));
  return (
    <AdminTable columns={columns}>
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
          <td className="px-3 py-2 whitespace-nowrap">{categoryLabel(t, product.category)}</td>
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
