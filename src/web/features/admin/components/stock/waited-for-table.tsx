import { Link } from 'react-router';
import type { StockAlertOverview } from '#shared/schemas/stock-alert';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { AdminTable } from '../layout/admin-table';

/** The variants most waited for: three columns, the SKU under the name, so a phone needs no scroll. */
export function WaitedForTable({ variants }: { variants: StockAlertOverview['variants'] }) {
  const { t, number } = useI18n();
  if (variants.length === 0) {
    return (
      <p className="rounded-lg border border-stone-200 p-3 text-sm text-stone-700">
        {t('admin.stockAlerts.none')}
      </p>
    );
  }
  return (
    <AdminTable
      caption={t('admin.stockAlerts.list')}
      columns={[
        { label: t('admin.stockAlerts.col.product') },
        { label: t('admin.stockAlerts.col.stock'), align: 'right' },
        { label: t('admin.stockAlerts.col.waiting'), align: 'right' },
      ]}
    >
      {variants.map((variant) => (
        <tr key={variant.variantId} className="align-top">
          <th scope="row" className="px-3 py-2.5 text-left font-normal">
            <Link
              to={`/admin/products/${variant.productId}/edit`}
              className="font-medium break-words text-stone-900 hover:text-rose-800 hover:underline"
            >
              {variant.name}
            </Link>
            <span className="block font-mono text-xs break-all text-stone-600">{variant.sku}</span>
          </th>
          <td
            className={cn(
              'px-3 py-2.5 text-right tabular-nums',
              variant.stock === 0 && 'font-semibold text-red-700',
            )}
          >
            {number(variant.stock)}
          </td>
          <td className="px-3 py-2.5 text-right font-semibold tabular-nums">
            {number(variant.waiting)}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
