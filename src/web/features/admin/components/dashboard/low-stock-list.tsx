import { PackageCheck, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { lineName } from '#shared/line-name';
import { type AdminStats, LOW_STOCK_THRESHOLD } from '#shared/schemas/admin';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { ProductStatusBadge } from '../products/product-status-badge';

export function LowStockList({ products }: { products: AdminStats['lowStock'] }) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="low-stock-heading"
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h3 id="low-stock-heading" className="font-serif text-lg font-semibold">
        {t('admin.lowStock.title')}
      </h3>
      <p className="text-sm text-stone-700">
        {t('admin.lowStock.threshold', { count: LOW_STOCK_THRESHOLD })}
      </p>
      {products.length === 0 ? (
        <p className="mt-6 flex items-center gap-2 text-sm text-stone-700">
          <PackageCheck className="size-5 text-green-700" aria-hidden="true" />
          {t('admin.lowStock.none', { count: LOW_STOCK_THRESHOLD })}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {products.map((product) => (
            <li key={product.variantId} className="flex items-center gap-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-stone-900">{product.name}</p>
                {/* Each shade or size runs out on its own: 'Shade: Ruby Woo', then '2 left'. */}
                {product.variantTitle && (
                  <p className="truncate text-xs text-stone-800">{product.variantTitle}</p>
                )}
                <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span
                    className={cn(
                      'text-xs font-semibold tabular-nums',
                      product.stockQuantity === 0 ? 'text-red-700' : 'text-amber-800',
                    )}
                  >
                    {product.stockQuantity === 0
                      ? t('admin.lowStock.out')
                      : t('admin.lowStock.left', { count: product.stockQuantity })}
                  </span>
                  <ProductStatusBadge status={product.status} />
                  <span className="font-mono text-xs text-stone-600">{product.sku}</span>
                </div>
              </div>
              <Link
                to={`/admin/products/${product.id}/edit`}
                className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md border border-stone-300 px-3 text-sm font-medium hover:bg-stone-100"
                aria-label={t('admin.editItem', {
                  name: lineName(product.name, product.variantTitle),
                })}
              >
                <Pencil className="size-4" aria-hidden="true" />
                {t('admin.edit')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
