import { placeLine } from '#shared/districts';
import { locationLabel, paymentMethodLabel } from '#shared/order-display';
import type { Order } from '#shared/schemas/order';
import type { OrderPick } from '#shared/schemas/stock';
import type { ShopInfo } from '#shared/shop';
import { DEFAULT_SHOP_NAME } from '#shared/shop-name';
import { PaymentStatusBadge } from '../../../../components/ui/order-status-badge';
import { useI18n } from '../../../../lib/i18n';
import { customerName, shortId } from '../../utils/orders-display';
import { OrderTotals } from './order-totals';

const th = 'py-2 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase';

/**
 * One order as a printable A4 invoice (black on white, no shadows), in the admin's chosen language:
 * it goes to the customer, so switch to theirs before printing.
 */
export function Invoice({
  order,
  shop,
  picks = [],
}: {
  order: Order;
  shop: ShopInfo | undefined;
  /** The batches to pack each line from (issue 41): batch and expiry, as the law asks shown. */
  picks?: OrderPick[];
}) {
  const { t, money, number, date, language } = useI18n();
  return (
    <div
      data-invoice
      className="mx-auto max-w-3xl rounded-xl border border-stone-200 bg-white p-6 text-stone-900 sm:p-10 print:max-w-none print:rounded-none print:border-0 print:p-0"
    >
      <div className="flex flex-col gap-6 border-b border-stone-200 pb-6 sm:flex-row sm:justify-between print:flex-row print:justify-between">
        <div>
          <p className="font-serif text-2xl font-semibold text-rose-800 print:text-stone-900">
            {shop?.name ?? DEFAULT_SHOP_NAME}
          </p>
          {shop && (
            <address className="mt-1 text-sm leading-6 not-italic text-stone-700">
              {shop.city}
              <br />
              {shop.phone}
              <br />
              {shop.email}
            </address>
          )}
        </div>
        <div className="sm:text-right print:text-right">
          <h2 className="font-serif text-3xl font-semibold tracking-wide uppercase">
            {t('admin.invoice.title')}
          </h2>
          <dl className="mt-2 text-sm leading-6">
            <div>
              <dt className="inline text-stone-600">{t('admin.invoice.order')} </dt>
              <dd className="inline font-mono font-medium">{shortId(order.id)}</dd>
            </div>
            <div>
              <dt className="inline text-stone-600">{t('admin.invoice.date')} </dt>
              <dd className="inline">
                <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
              </dd>
            </div>
          </dl>
        </div>
      </div>

      <div className="grid gap-6 border-b border-stone-200 py-6 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h3 className={th}>{t('admin.invoice.billTo')}</h3>
          <p className="text-sm leading-6">
            <span className="font-medium">{customerName(order)}</span>
            <br />
            {order.email}
            <br />
            {order.phone}
          </p>
        </div>
        <div>
          <h3 className={th}>{t('admin.invoice.shipTo')}</h3>
          <p className="text-sm leading-6">
            <span className="font-medium">{customerName(order)}</span>
            <br />
            {order.address}
            <br />
            {order.district && (
              <>
                {placeLine(order, language)}
                <br />
              </>
            )}
            {order.city}
            {order.zipCode ? ` ${order.zipCode}` : ''}
            <br />
            {locationLabel(t, order.location)}
          </p>
        </div>
      </div>

      <table className="mt-4 w-full text-sm">
        <thead className="border-b border-stone-300">
          <tr>
            <th scope="col" className={th}>
              {t('admin.invoice.item')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('admin.invoice.quantity')}
            </th>
            <th scope="col" className={`${th} hidden text-right sm:table-cell print:table-cell`}>
              {t('admin.invoice.unitPrice')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('admin.invoice.amount')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 tabular-nums">
          {order.items.map((item) => (
            <tr key={`${item.productId}-${item.variantId ?? ''}`} className="break-inside-avoid">
              <td className="py-2 pr-3">
                {item.name}
                {item.variantTitle && <span className="block">{item.variantTitle}</span>}
                {(item.brand || item.sku) && (
                  <span className="block text-xs text-stone-600">
                    {item.brand}
                    {item.brand && item.sku && ' · '}
                    {item.sku && <span className="font-mono">{item.sku}</span>}
                  </span>
                )}
                {picks
                  .filter((pick) => pick.variantId === item.variantId)
                  .map((pick) => (
                    <span key={pick.batchId} className="block text-xs text-stone-700">
                      {t('admin.invoice.pick', {
                        batch: pick.code ?? t('admin.stock.batch.unnamed', { id: pick.batchId }),
                        count: number(pick.quantity),
                      })}
                      {pick.expiresOn &&
                        ` · ${t('admin.invoice.pickExpiry', { date: date(pick.expiresOn) })}`}
                    </span>
                  ))}
              </td>
              <td className="py-2 text-right">{number(item.quantity)}</td>
              <td className="hidden py-2 text-right whitespace-nowrap sm:table-cell print:table-cell">
                {money(item.unitPrice, { decimals: true })}
              </td>
              <td className="py-2 pl-3 text-right whitespace-nowrap">
                {money(item.unitPrice * item.quantity, { decimals: true })}
                {/* The points' share is in the totals, not the code's. */}
                {item.discount - item.pointsDiscount > 0 && (
                  <span className="block text-xs text-stone-600" data-line-discount>
                    {order.couponCode ? `${order.couponCode} ` : ''}−
                    {money(item.discount - item.pointsDiscount, { decimals: true })}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="mt-4 flex flex-col gap-6 border-t border-stone-300 pt-4 sm:flex-row sm:justify-between print:flex-row print:justify-between">
        <dl className="text-sm leading-6">
          <div>
            <dt className="inline text-stone-600">{t('admin.invoice.paymentMethod')} </dt>
            <dd className="inline">{paymentMethodLabel(t, order.paymentMethod)}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="text-stone-600">{t('admin.invoice.paymentStatus')}</dt>
            <dd>
              <PaymentStatusBadge status={order.paymentStatus} className="print:ring-stone-400" />
            </dd>
          </div>
          {order.transactionId && (
            <div>
              <dt className="inline text-stone-600">{t('admin.invoice.transactionId')} </dt>
              <dd className="inline font-mono">{order.transactionId}</dd>
            </div>
          )}
        </dl>
        <OrderTotals order={order} className="w-full sm:w-64 print:w-64" />
      </div>

      <p className="mt-10 text-center text-xs text-stone-600">
        {t('admin.invoice.thanks', { shop: shop?.name ?? DEFAULT_SHOP_NAME })}
      </p>
    </div>
  );
}
