import { useI18n } from '../../../lib/i18n';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { BackInStockCard } from '../components/stock/back-in-stock-card';
import { StockCountTools } from '../components/stock/stock-count-tools';
import { useStaffAccess } from '../utils/staff-access';

/**
 * /admin/stock-count, the stock page: counting the shelf against a sheet (products.stock), and who
 * waits for sold-out items, which anyone who sees the products may read.
 */
export function AdminStockCountPage() {
  const { t } = useI18n();
  const canCount = useStaffAccess().can('products.stock');
  return (
    <>
      <AdminPageHeader
        title={t('admin.stockCount.title')}
        description={t(
          canCount ? 'admin.stockCount.description' : 'admin.stockAlerts.countNeedsStock',
        )}
      />
      <div className="max-w-4xl space-y-6">
        {canCount && <StockCountTools />}
        <BackInStockCard />
      </div>
    </>
  );
}
