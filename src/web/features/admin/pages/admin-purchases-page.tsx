import { Link, useSearchParams } from 'react-router';
import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from '#shared/purchasing';
import { useI18n } from '../../../lib/i18n';
import { usePurchaseOrders, useSuppliers } from '../api/purchasing';
import { AdminPageHeader } from '../components/layout/admin-page-header';
import { ListStates } from '../components/layout/list-states';
import { PurchaseOrderForm } from '../components/purchasing/purchase-order-form';
import { SupplierForm } from '../components/purchasing/supplier-form';
import { SupplierList } from '../components/purchasing/supplier-list';
import { useStaffAccess } from '../utils/staff-access';

const statusOf = (value: string | null): PurchaseOrderStatus | null =>
  PURCHASE_ORDER_STATUSES.find((status) => status === value) ?? null;

/**
 * /admin/purchases: purchase orders with their status and what is still due (filtered by status in
 * the address), and for those who may change stock, forms for a supplier and a new order.
 */
export function AdminPurchasesPage() {
  const { t, money, number } = useI18n();
  const { can } = useStaffAccess();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const orders = usePurchaseOrders(status);
  const suppliers = useSuppliers();
  return (
    <>
      <AdminPageHeader
        title={t('admin.purchases.title')}
        description={t('admin.purchases.description')}
      />
      <div className="space-y-8">
        <label className="flex items-center gap-2 text-sm">
          {t('admin.purchases.column.status')}
          <select
            className="rounded-md border border-stone-300 px-2 py-1"
            value={status ?? ''}
            onChange={(event) =>
              setParams(event.target.value ? { status: event.target.value } : {}, { replace: true })
            }
          >
            <option value="">{t('admin.purchases.filter.all')}</option>
            {PURCHASE_ORDER_STATUSES.map((one) => (
              <option key={one} value={one}>
                {t(`admin.purchases.status.${one}`)}
              </option>
            ))}
          </select>
        </label>
        <ListStates
          query={orders}
          loadFailed={t('admin.purchases.failed')}
          isEmpty={(data) => data.orders.length === 0}
          empty={<p className="text-sm text-stone-700">{t('admin.purchases.none')}</p>}
        >
          {(data) => (
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-stone-200">
                  <th className="py-2 pr-2">{t('admin.purchases.column.number')}</th>
                  <th>{t('admin.purchases.column.supplier')}</th>
                  <th>{t('admin.purchases.column.status')}</th>
                  <th className="text-right">{t('admin.purchases.column.due')}</th>
                  <th className="text-right">{t('admin.purchases.column.total')}</th>
                </tr>
              </thead>
              <tbody>
                {data.orders.map((order) => (
                  <tr key={order.id} className="border-b border-stone-100">
                    <td className="py-2 pr-2">
                      <Link
                        to={`/admin/purchases/${order.id}`}
                        className="text-rose-700 hover:underline"
                      >
                        {t('admin.purchases.number', { id: order.id })}
                      </Link>
                    </td>
                    <td className="pr-2">{order.supplier}</td>
                    <td className="pr-2">{t(`admin.purchases.status.${order.status}`)}</td>
                    <td className="pl-2 text-right whitespace-nowrap">
                      {number(order.due)} / {number(order.ordered)}
                    </td>
                    <td className="pl-2 text-right whitespace-nowrap">{money(order.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </ListStates>
        {can('products.stock') ? (
          <>
            <section aria-labelledby="po-new" className="space-y-3">
              <h3 id="po-new" className="font-serif text-xl font-semibold text-stone-900">
                {t('admin.purchases.new')}
              </h3>
              <PurchaseOrderForm suppliers={suppliers.data?.suppliers ?? []} />
            </section>
            <section aria-labelledby="po-suppliers" className="space-y-3">
              <h3 id="po-suppliers" className="font-serif text-xl font-semibold text-stone-900">
                {t('admin.purchases.suppliers')}
              </h3>
              <SupplierList suppliers={suppliers.data?.suppliers ?? []} />
              <SupplierForm />
            </section>
          </>
        ) : null}
      </div>
    </>
  );
}
