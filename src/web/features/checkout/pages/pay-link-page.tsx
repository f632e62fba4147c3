import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { placeLine } from '#shared/districts';
import type { PayLinkOrder } from '#shared/schemas/payment-link';
import { Button } from '../../../components/ui/button';
import { ProductImage } from '../../../components/ui/product-image';
import { PageSpinner } from '../../../components/ui/spinner';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { rememberPayLink } from '../../../lib/pay-link-memory';
import { goToGateway } from '../api/online-payment';
import { useConfirmCodThroughLink, usePayLink, usePayThroughLink } from '../api/pay-link';

const BIG_BUTTON = 'h-auto min-h-12 w-full whitespace-normal py-3 text-base';

function Lines({ order }: { order: PayLinkOrder }) {
  const { t, money } = useI18n();
  return (
    <section aria-labelledby="pay-link-items" className="rounded-xl border border-stone-200 p-4">
      <h2 id="pay-link-items" className="mb-3 font-semibold">
        {t('payLink.items')}
      </h2>
      <ul className="divide-y divide-stone-100">
        {order.items.map((item) => (
          // One line per variant: its name and title tell lines apart.
          <li key={`${item.name}|${item.variantTitle ?? ''}`} className="flex gap-3 py-2">
            <div className="size-14 shrink-0">
              <ProductImage
                src={item.image ?? undefined}
                alt=""
                sizes="3.5rem"
                className="rounded-md"
              />
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-stone-900">{item.name}</p>
              {item.variantTitle && <p className="text-stone-600">{item.variantTitle}</p>}
              <p className="text-stone-600">{t('payLink.quantity', { count: item.quantity })}</p>
            </div>
            <p className="text-sm tabular-nums">{money(item.unitPrice * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-stone-200 pt-3 text-sm text-stone-700">
        <Row label={t('checkout.totals.subtotal')} value={money(order.subtotal)} />
        {order.discount > 0 && (
          <Row label={t('payLink.discount')} value={`−${money(order.discount)}`} />
        )}
        <Row label={t('checkout.totals.shipping')} value={money(order.shipping)} />
        {order.codCharge > 0 && (
          <Row label={t('checkout.totals.codCharge')} value={money(order.codCharge)} />
        )}
        <div className="flex justify-between gap-4 pt-1 text-lg font-semibold text-stone-900">
          <dt>{t('checkout.totals.total')}</dt>
          <dd className="tabular-nums">{money(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function Delivery({ order }: { order: PayLinkOrder }) {
  const { t, language } = useI18n();
  const { delivery } = order;
  const place =
    delivery.district && delivery.area
      ? placeLine({ district: delivery.district, area: delivery.area }, language)
      : delivery.city;
  return (
    <section aria-labelledby="pay-link-delivery" className="rounded-xl border border-stone-200 p-4">
      <h2 id="pay-link-delivery" className="mb-2 font-semibold">
        {t('payLink.deliveryTo')}
      </h2>
      <p className="text-sm text-stone-800">{delivery.name}</p>
      <p className="text-sm text-stone-700">{delivery.address}</p>
      <p className="text-sm text-stone-700">{place}</p>
      <p className="text-sm text-stone-700 tabular-nums">{delivery.phone}</p>
    </section>
  );
}

function Choices({ token, order }: { token: string; order: PayLinkOrder }) {
  const { t, money, dateTime } = useI18n();
  const { errorText } = useApiErrorText();
  const pay = usePayThroughLink(token);
  const cod = useConfirmCodThroughLink(token);
  const busy = pay.isPending || cod.isPending || pay.isSuccess;
  const error = pay.error ?? cod.error;
  const codCharge = order.codTotal - (order.total - order.codCharge);

  if (cod.data) {
    return (
      <section className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-center">
        <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
        <h2 className="mt-2 font-serif text-2xl font-semibold">{t('payLink.confirmed.heading')}</h2>
        <p role="status" className="mt-2 text-stone-800">
          {t('payLink.confirmed.body', { number: cod.data.number, total: money(cod.data.total) })}
        </p>
        <Button asChild className="mt-4">
          <Link to="/products">{t('payLink.continue')}</Link>
        </Button>
      </section>
    );
  }

  const start = (method: PayLinkOrder['online'][number]) => {
    rememberPayLink(order.number, token);
    pay.mutate(method, { onSuccess: ({ redirectUrl }) => goToGateway(redirectUrl) });
  };
  return (
    <section aria-labelledby="pay-link-choose" className="space-y-3">
      <h2 id="pay-link-choose" className="font-semibold">
        {t('payLink.choose')}
      </h2>
      {error && (
        <p
          role="alert"
          className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
          {errorText(error)}
        </p>
      )}
      {order.online.includes('bkash_online') && (
        <Button className={BIG_BUTTON} disabled={busy} onClick={() => start('bkash_online')}>
          {pay.isPending && pay.variables === 'bkash_online'
            ? t('payLink.working')
            : t('payLink.payBkash', { total: money(order.total - order.codCharge) })}
        </Button>
      )}
      {order.online.includes('sslcommerz') && (
        <Button
          className={BIG_BUTTON}
          variant="secondary"
          disabled={busy}
          onClick={() => start('sslcommerz')}
        >
          {pay.isPending && pay.variables === 'sslcommerz'
            ? t('payLink.working')
            : t('payLink.payCard', { total: money(order.total - order.codCharge) })}
        </Button>
      )}
      <Button
        className={BIG_BUTTON}
        variant={order.online.length > 0 ? 'outline' : 'default'}
        disabled={busy}
        onClick={() => cod.mutate()}
      >
        {cod.isPending ? t('payLink.working') : t('payLink.cod', { total: money(order.codTotal) })}
      </Button>
      {codCharge > 0 && (
        <p className="text-sm text-stone-600">
          {t('payLink.codCharge', { charge: money(codCharge) })}
        </p>
      )}
      <p className="text-xs text-stone-600">
        {t('payLink.expires', { when: dateTime(order.expiresAt) })}
      </p>
    </section>
  );
}

/**
 * /pay/:token (issue 39, docs/decisions/034): the order a payment link opens, for a shopper who
 * may have no account or password, with its ways to pay. Paying leaves for the gateway, which sends
 * the shopper back to the checkout's result pages.
 */
export function PayLinkPage() {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const token = useParams().token ?? '';
  const link = usePayLink(token);

  return (
    <main className="mx-auto max-w-lg px-4 py-8">
      <PageTitle of="/pay/:token" />
      {link.isPending ? (
        <PageSpinner />
      ) : link.isError ? (
        <div className="py-8 text-center">
          <AlertCircle className="mx-auto size-12 text-stone-500" aria-hidden="true" />
          <h1 className="mt-3 font-serif text-2xl font-semibold">{t('payLink.loadFailed')}</h1>
          <p role="alert" className="mt-2 text-stone-700">
            {errorText(link.error)}
          </p>
          <Button asChild variant="outline" className="mt-6">
            <Link to="/products">{t('payLink.continue')}</Link>
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <div>
            <h1 className="font-serif text-3xl font-semibold">
              {t('payLink.heading', { number: link.data.number })}
            </h1>
            <p className="mt-1 text-stone-700">{t('payLink.intro')}</p>
          </div>
          <Lines order={link.data} />
          <Delivery order={link.data} />
          <Choices token={token} order={link.data} />
        </div>
      )}
    </main>
  );
}
