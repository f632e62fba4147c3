/**
 * The courier's news a shopper hears about. The hops between (picked up, in transit, on hold) send
 * nothing: they are on the order page and /track, and every SMS costs the shop.
 */
import type { Translator } from '#shared/i18n/translator';
import { shortOrderId } from '#shared/orders';
import { normalizeBdMobile } from '#shared/phone';
import type { ShipmentView } from '#shared/schemas/delivery';
import type { Order } from '#shared/schemas/order';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { renderActionEmail } from '../../mail/templates';
import { enqueueMail, enqueueMessage } from '../../messages/queue';

export const DELIVERY_NEWS = ['out_for_delivery', 'delivered', 'returned', 'cancelled'] as const;
export type DeliveryNews = (typeof DELIVERY_NEWS)[number];

export function deliveryNewsOf(order: Order): { news: DeliveryNews; parcel: ShipmentView } | null {
  const parcel = order.shipment;
  if (!parcel) return null;
  // Partly delivered is the admin's to explain; the shopper hears it from them.
  const news = DELIVERY_NEWS.find((status) => status === parcel.status);
  return news ? { news, parcel } : null;
}

/** Brand names stay in Latin letters in both languages, as on the couriers' own pages. */
function courierName(parcel: ShipmentView): string {
  if (parcel.courier === 'steadfast') return 'Steadfast';
  if (parcel.courier === 'pathao') return 'Pathao';
  return parcel.courierLabel ?? '';
}

function trackingLink(config: Config, order: Order, parcel: ShipmentView): string {
  return parcel.trackingUrl ?? `${config.publicUrl}/track?order=${shortOrderId(order.id)}`;
}

function parcelKey(parcel: ShipmentView): string {
  return parcel.trackingCode ?? parcel.courier;
}

function cashToHand(order: Order): boolean {
  return order.paymentMethod === 'cod' && order.paymentStatus !== 'completed';
}

export async function queueDeliveryNewsEmail(
  db: Database | Transaction,
  config: Config,
  order: Order,
  translator: Translator,
): Promise<boolean> {
  const found = deliveryNewsOf(order);
  if (!found) return false;
  const { news, parcel } = found;
  const { t } = translator;
  const shop = config.shop.name;
  const orderId = shortOrderId(order.id);
  const url = `${config.publicUrl}/account/orders/${order.id}`;
  const courier = courierName(parcel);
  const story =
    news === 'out_for_delivery' && cashToHand(order)
      ? t('mail.delivery.news.out_for_delivery.cod', {
          courier,
          amount: translator.money(order.total, { decimals: true }),
        })
      : t(`mail.delivery.news.${news}`, { courier });
  return enqueueMail(db, {
    topic: `delivery.${news}`,
    dedupeKey: `order:${order.id}:delivery:${parcelKey(parcel)}:${news}:email`,
    orderId: order.id,
    to: order.email,
    subject: t(`mail.delivery.subject.${news}`, { shop, orderId }),
    link: url,
    ...renderActionEmail(translator, {
      shopName: shop,
      shopEmail: config.shop.email,
      heading: t(`mail.delivery.heading.${news}`, { orderId }),
      paragraphs: [
        t('mail.order.updated.greeting', { firstName: order.firstName }),
        story,
        t('mail.delivery.track', { link: trackingLink(config, order, parcel) }),
      ],
      action: { label: t('mail.order.view'), url },
      footnote: t('mail.order.questions', { email: config.shop.email }),
    }),
  });
}

export function deliveryNewsSmsText(
  translator: Translator,
  config: Config,
  order: Order,
): string | null {
  const found = deliveryNewsOf(order);
  if (!found) return null;
  return translator.t(`sms.delivery.${found.news}`, {
    shop: config.shop.name,
    orderId: shortOrderId(order.id),
    link: trackingLink(config, order, found.parcel),
  });
}

/** Once per parcel and news, so a replayed webhook or a repeating poll never texts twice. */
export async function queueDeliveryNewsSms(
  db: Database | Transaction,
  config: Config,
  order: Order,
  translator: Translator,
): Promise<boolean> {
  const found = deliveryNewsOf(order);
  const body = deliveryNewsSmsText(translator, config, order);
  const recipient = normalizeBdMobile(order.phone);
  if (!found || !body || !recipient) return false;
  return enqueueMessage(db, {
    channel: 'sms',
    recipient,
    topic: `delivery.${found.news}`,
    body,
    dedupeKey: `order:${order.id}:delivery:${parcelKey(found.parcel)}:${found.news}:sms`,
    orderId: order.id,
  });
}
