/**
 * The one place that tells a shopper what happened to their order. It picks the language (the
 * account's saved one, else the language of the request that caused the news) and sends the
 * e-mail; other channels are added here.
 */
import type { FastifyInstance } from 'fastify';
import type { Language } from '#shared/i18n/languages';
import type { Order } from '#shared/schemas/order';
import { translatorFor } from '../../i18n';
import { orderRecipientLanguage } from '../../mail/recipient';
import {
  sendOrderCancelledEmail,
  sendOrderPlacedEmail,
  sendOrderUpdatedEmail,
} from './order-emails';

/** What happened: placed or cancelled by the shopper, or moved along by an admin. */
export type OrderEvent = 'placed' | 'cancelled' | 'statusChanged' | 'paymentChanged';

type Shop = Pick<FastifyInstance, 'db' | 'mailer' | 'config'>;

export async function notifyShopper(
  { db, mailer, config }: Shop,
  order: Order,
  event: OrderEvent,
  requestLanguage: Language,
) {
  const translator = translatorFor(await orderRecipientLanguage(db, order.id, requestLanguage));
  switch (event) {
    case 'placed':
      return sendOrderPlacedEmail(mailer, config, order, translator);
    case 'cancelled':
      return sendOrderCancelledEmail(mailer, config, order, translator);
    case 'statusChanged':
      return sendOrderUpdatedEmail(mailer, config, order, 'status', translator);
    case 'paymentChanged':
      return sendOrderUpdatedEmail(mailer, config, order, 'payment', translator);
  }
}
