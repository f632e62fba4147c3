import '../../../components/vat-invoice/invoice-print.css';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { isNotFound } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { useShopInfo } from '../../../lib/shop-info';
import { useAdminOrder } from '../api/orders-detail';
import { useOrderPicks } from '../api/stock';
import { ListError } from '../components/layout/list-states';
import { Invoice } from '../components/orders/invoice';
import { OrderNotFound } from '../components/orders/order-not-found';
import { shortId } from '../utils/orders-display';

/** /admin/orders/:id/invoice: a printable invoice; the page chrome disappears on paper. */
export function AdminInvoicePage() {
  const { t } = useI18n();
  const id = useParams().id ?? '';
  const order = useAdminOrder(id);
  const picks = useOrderPicks(id);
  const shop = useShopInfo();

  if (order.isPending) return <PageSpinner />;
  if (order.isError) {
    return isNotFound(order.error) ? (
      <OrderNotFound />
    ) : (
      <ListError
        title={t('admin.order.loadFailed')}
        error={order.error}
        onRetry={() => void order.refetch()}
      />
    );
  }

  return (
    <div className="space-y-5">
      <PageTitle page={t('admin.invoice.documentTitle', { id: shortId(order.data.id) })} />
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={`/admin/orders/${order.data.id}`}
          className="inline-flex items-center gap-1 text-sm text-stone-700 hover:text-rose-700"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {t('admin.invoice.backToOrder')}
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" /> {t('admin.invoice.print')}
        </Button>
      </div>
      <Invoice order={order.data} shop={shop} picks={picks.data} />
    </div>
  );
}
