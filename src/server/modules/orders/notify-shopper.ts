/**
 * The one place that tells a shopper about their order, and queues its Purchase for Meta when the
 * cookie choice allowed it. The marketing switch is not read: no order news is marketing. Queued
 * in the order change's transaction (docs/decisions/024), so the news exists exactly when it does.
 */
import { eq } from 'drizzle-orm';
import type { Language } from '#shared/i18n/languages';
import type { Order } from '#shared/schemas/order';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { orders, profiles } from '../../db/schema';
import { translatorFor } from '../../i18n';
import { queueDeliveryNewsEmail, queueDeliveryNewsSms } from './delivery-news';
import { queueMetaPurchase } from './meta-purchase';
import {
  queueOrderCancelledEmail,
  queueOrderPlacedEmail,
  queueOrderUpdatedEmail,
} from './order-emails';
import { queueOrderSms, type SmsEvent } from './order-sms';

/** `deliveryNews`: the courier's news of the parcel, in `order.shipment`. */
export type OrderEvent =
  | 'placed'
  | 'cancelled'
  | 'statusChanged'
  | 'paymentChanged'
  | 'deliveryNews';

type Shop = { db: Database | Transaction; config: Config };

type Channels = { language: Language | null; email: boolean; sms: boolean };

/**
 * No profile row means the defaults (e-mail on, SMS off); an order whose account was deleted
 * still e-mails its address but sends no SMS: nobody is left who asked for one.
 */
export async function orderChannels(
  db: Database | Transaction,
  orderId: string,
): Promise<Channels> {
  const [row] = await db
    .select({
      userId: orders.userId,
      language: profiles.locale,
      email: profiles.notifyEmail,
      sms: profiles.notifySms,
    })
    .from(orders)
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .where(eq(orders.id, orderId));
  return {
    language: row?.language ?? null,
    email: row?.email ?? true,
    sms: Boolean(row?.userId) && (row?.sms ?? false),
  };
}

/** The news worth an SMS, or null for the moves that only e-mail (processing, failed, refunded). */
function smsEventOf(order: Order, event: Exclude<OrderEvent, 'deliveryNews'>): SmsEvent | null {
  switch (event) {
    case 'placed':
    case 'cancelled':
      return event;
    case 'statusChanged':
      return order.status === 'shipped' ||
        order.status === 'delivered' ||
        order.status === 'cancelled'
        ? order.status
        : null;
    case 'paymentChanged':
      return order.paymentStatus === 'completed' ? 'paymentVerified' : null;
  }
}

function queueEmail({ db, config }: Shop, order: Order, event: OrderEvent, language: Language) {
  const translator = translatorFor(language);
  switch (event) {
    case 'placed':
      return queueOrderPlacedEmail(db, config, order, translator);
    case 'cancelled':
      return queueOrderCancelledEmail(db, config, order, translator);
    case 'statusChanged':
      return queueOrderUpdatedEmail(db, config, order, 'status', translator);
    case 'paymentChanged':
      return queueOrderUpdatedEmail(db, config, order, 'payment', translator);
    case 'deliveryNews':
      return queueDeliveryNewsEmail(db, config, order, translator);
  }
}

export async function notifyShopper(
  shop: Shop,
  order: Order,
  event: OrderEvent,
  requestLanguage: Language,
) {
  // Every change an order goes through passes here, so here is where it becomes a purchase.
  await queueMetaPurchase(shop.db, shop.config, order);
  const channels = await orderChannels(shop.db, order.id);
  const language = channels.language ?? requestLanguage;
  // A phone-made account's placeholder address is never queued (enqueueMail).
  if (channels.email) {
    await queueEmail(shop, order, event, language);
  }
  if (!channels.sms) return;
  if (event === 'deliveryNews') {
    await queueDeliveryNewsSms(shop.db, shop.config, order, translatorFor(language));
    return;
  }
  const smsEvent = smsEventOf(order, event);
  if (smsEvent) {
    await queueOrderSms(shop.db, shop.config, order, smsEvent, translatorFor(language));
  }
}

/** A transaction hook (`afterMove`, `onBooked`…): the news commits with the change. */
export function notifyInTransaction(config: Config, event: OrderEvent, language: Language) {
  return (tx: Transaction, order: Order) =>
    notifyShopper({ db: tx, config }, order, event, language);
}
