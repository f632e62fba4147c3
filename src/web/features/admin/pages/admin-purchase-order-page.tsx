import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { usePurchaseOrder, usePurchaseOrderStep } from '../api/purchasing';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListError } from '../components/layout/list-states';
import { ReceiveForm } from '../components/purchasing/receive-form';
import { useStaffAccess } from '../utils/staff-access';

/** /admin/purchases/:id: a purchase order's lines and what is due, its steps, and receiving. */
export function AdminPurchaseOrderPage() {
  const { t, money, number, dateTime } = useI18n();
  const { errorText } = useApiErrorText();
  const { can } = useStaffAccess();
  const id = Number(useParams().id);
  const order = usePurchaseOrder(id);
  const step = usePurchaseOrderStep(id);
  if (order.isPending) return <PageSpinner />;
  if (order.isError) {
    return (
      <ListError
        title={t('admin.purchases.failed')}
        error={order.error}
        onRetry={() => void order.refetch()}
      />
    );
  }
  const po = order.data;
  const run = async (which: 'order' | 'cancel') => {
    try {
      await step.mutateAsync(which);
      toast.success(t('admin.purchases.changed'));
    } catch (failure) {
      toast.error(errorText(failure, 'admin.purchases.failed') ?? '');
    }
  };
  const writer = can('products.stock');
  return (
    <>
      <AdminPageHeader
        title={t('admin.purchases.number', { id: po.id })}
        description={`${po.supplier.name} · ${t(`admin.purchases.status.${po.status}`)}`}
      />
      <div className="space-y-8">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200">
              <th className="py-2">{t('admin.purchases.line.sku')}</th>
              <th className="text-right">{t('admin.purchases.line.quantity')}</th>
              <th className="text-right">{t('admin.receiptNote.unitCost')}</th>
              <th className="text-right">{t('admin.purchases.column.due')}</th>
            </tr>
          </thead>
          <tbody>
            {po.lines.map((line) => (
              <tr key={line.id} className="border-b border-stone-100">
                <td className="py-2">
                  {line.product} · {line.sku}
                </td>
                <td className="text-right">{number(line.quantity)}</td>
                <td className="text-right">{money(line.unitCost)}</td>
                <td className="text-right">{number(line.due)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {writer ? (
          <div className="flex flex-wrap gap-2">
            {po.status === 'draft' ? (
              <Button onClick={() => void run('order')} disabled={step.isPending}>
                {t('admin.purchases.markOrdered')}
              </Button>
            ) : null}
            {po.status === 'draft' || po.status === 'ordered' ? (
              <Button
                variant="outline"
                onClick={() => void run('cancel')}
                disabled={step.isPending}
              >
                {t('admin.purchases.cancel')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {po.receipts.length > 0 ? (
          <section aria-labelledby="po-receipts" className="space-y-2">
            <h3 id="po-receipts" className="font-serif text-xl font-semibold text-stone-900">
              {t('admin.purchases.receipts')}
            </h3>
            <ul className="text-sm">
              {po.receipts.map((receipt) => (
                <li key={receipt.id}>
                  <Link
                    to={`/admin/purchases/receipts/${receipt.id}`}
                    className="text-rose-700 hover:underline"
                  >
                    {t('admin.purchases.receipt.print', { id: receipt.id })}
                  </Link>{' '}
                  · {dateTime(receipt.at)} · {number(receipt.units)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {writer && (po.status === 'ordered' || po.status === 'partly_received') ? (
          <section aria-labelledby="po-receive" className="space-y-3">
            <h3 id="po-receive" className="font-serif text-xl font-semibold text-stone-900">
              {t('admin.purchases.receive')}
            </h3>
            <ReceiveForm order={po} />
          </section>
        ) : null}
      </div>
    </>
  );
}
