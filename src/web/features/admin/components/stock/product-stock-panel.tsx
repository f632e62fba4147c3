import { Link } from 'react-router';
import type { StockBatch, StockMovement, VariantStock } from '#shared/schemas/stock';
import { useI18n } from '../../../../lib/i18n';
import { useProductStock } from '../../api/stock';
import { useStaffAccess } from '../../utils/staff-access';
import { StockAdjustForm } from './stock-adjust-form';

/**
 * A product's stock as the ledger holds it (issue 41): per variant, the batches on the shelf with
 * their expiry, a hand adjustment with its reason, and the latest changes with who made them.
 */
export function ProductStockPanel({ productId }: { productId: number }) {
  const { t } = useI18n();
  const stock = useProductStock(productId);
  if (!stock.data) return null;
  return (
    <section
      aria-labelledby="product-stock"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div>
        <h3 id="product-stock" className="font-serif text-lg font-semibold">
          {t('admin.stock.title')}
        </h3>
        <p className="text-sm text-stone-700">{t('admin.stock.description')}</p>
      </div>
      {stock.data.variants.map((variant) => (
        <VariantStockCard key={variant.variantId} variant={variant} />
      ))}
    </section>
  );
}

function VariantStockCard({ variant }: { variant: VariantStock }) {
  const { t, number } = useI18n();
  const { can } = useStaffAccess();
  return (
    <div className="space-y-3 border-t border-stone-100 pt-4 first-of-type:border-t-0 first-of-type:pt-0">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-stone-900">
          {variant.title ?? t('admin.stock.noOptions')}{' '}
          <span className="text-sm font-normal text-stone-600">{variant.sku}</span>
        </span>
        <span className="text-sm font-semibold text-stone-900">
          {t('admin.stock.inStock', { count: number(variant.stock) })}
        </span>
      </p>
      <BatchList batches={variant.batches} />
      {can('products.stock') ? <StockAdjustForm variant={variant} /> : null}
      <MovementList movements={variant.movements} />
    </div>
  );
}

function BatchList({ batches }: { batches: StockBatch[] }) {
  const { t, date, number } = useI18n();
  if (batches.length === 0) return null;
  return (
    <ul aria-label={t('admin.stock.batches')} className="space-y-1 text-sm">
      {batches.map((batch) => (
        <li key={batch.id} className="rounded-lg bg-stone-50 px-3 py-2 text-stone-800">
          <span className="font-medium">
            {batch.code ?? t('admin.stock.batch.unnamed', { id: batch.id })}
          </span>
          {' · '}
          {batch.expiresOn
            ? t('admin.stock.batch.expires', { date: date(batch.expiresOn) })
            : t('admin.stock.batch.noExpiry')}
          {' · '}
          {t('admin.stock.batch.quantity', { count: number(batch.quantity) })}
          {batch.withdrawn > 0 ? (
            <span className="font-medium text-red-700">
              {' · '}
              {t('admin.stock.batch.withdrawn', { count: number(batch.withdrawn) })}
            </span>
          ) : null}
          {batch.originCountry || batch.importer ? (
            <span className="block text-xs text-stone-600">
              {[batch.originCountry, batch.importer].filter(Boolean).join(' · ')}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function MovementList({ movements }: { movements: StockMovement[] }) {
  const { t, dateTime, number } = useI18n();
  if (movements.length === 0) return null;
  const signed = (change: number) => (change > 0 ? `+${number(change)}` : `−${number(-change)}`);
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-rose-700">
        {t('admin.stock.history', { count: number(movements.length) })}
      </summary>
      <ol className="mt-2 divide-y divide-stone-100">
        {movements.map((row) => (
          <li key={row.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
            <span
              className={
                row.change > 0 ? 'font-semibold text-emerald-800' : 'font-semibold text-red-700'
              }
            >
              {signed(row.change)}
            </span>
            <span className="text-stone-700">
              {t('admin.stock.levelAfter', { count: number(row.levelAfter) })}
            </span>
            <span className="font-medium text-stone-900">
              {t(`admin.stock.reason.${row.reason}`)}
            </span>
            {row.batchCode ? <span className="text-stone-700">{row.batchCode}</span> : null}
            {row.orderId ? (
              <Link to={`/admin/orders/${row.orderId}`} className="text-rose-700 hover:underline">
                {t('admin.stock.order')}
              </Link>
            ) : null}
            <span className="w-full text-xs text-stone-600 sm:w-auto">
              {row.by ?? t('admin.stock.byShop')} ·{' '}
              <time dateTime={row.at}>{dateTime(row.at)}</time>
              {row.note ? ` · ${row.note}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
