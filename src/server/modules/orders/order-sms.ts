/** An order's SMS texts; other moves send none: they are in the e-mail, and every SMS costs. */

import type { Translator } from '#shared/i18n/translator';
import { TAKA_SIGN } from '#shared/money';
import { shortOrderId } from '#shared/orders';
import { isOnlineMethod } from '#shared/payments';
import { normalizeBdMobile } from '#shared/phone';
import type { Order } from '#shared/schemas/order';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { enqueueMessage } from '../../messages/queue';

export type SmsEvent = 'placed' | 'paymentVerified' | 'shipped' | 'delivered' | 'cancelled';

/** The order's total without the sign: 'Tk 1,250' in English (৳ is not a GSM-7 character). */
function amount(translator: Translator, poisha: number): string {
  return translator.money(poisha).replace(TAKA_SIGN, '');
}

function placedText(
  translator: Translator,
  config: Config,
  order: Order,
  base: Record<string, string>,
) {
  const { t } = translator;
  const total = amount(translator, order.total);
  const transactionId = order.transactionId ?? '';
  switch (order.paymentMethod) {
    case 'cod':
      return t('sms.order.placed.cod', { ...base, total });
    case 'bkash':
      return t('sms.order.placed.bkash', {
        ...base,
        total,
        bkashNumber: config.shop.bkashNumber,
        transactionId,
      });
    case 'bank':
      return t('sms.order.placed.bank', {
        ...base,
        total,
        bank: config.shop.bank.name,
        accountNumber: config.shop.bank.accountNumber,
        transactionId,
      });
    // Sent once the gateway confirmed the payment (payments/settle.ts), never before.
    case 'bkash_online':
    case 'sslcommerz':
      return t('sms.order.placed.online', { ...base, total, transactionId });
  }
}

export function paymentTaken(order: Pick<Order, 'paymentMethod' | 'paymentStatus'>): boolean {
  if (order.paymentMethod === 'cod') return false;
  if (isOnlineMethod(order.paymentMethod)) return order.paymentStatus === 'completed';
  return true;
}

export function orderSmsText(
  translator: Translator,
  config: Config,
  order: Order,
  event: SmsEvent,
): string {
  const { t } = translator;
  const orderId = shortOrderId(order.id);
  const base = { shop: config.shop.name, orderId };
  switch (event) {
    case 'placed':
      return placedText(translator, config, order, base);
    case 'paymentVerified':
      return t('sms.order.paymentVerified', { ...base, total: amount(translator, order.total) });
    case 'shipped':
      return t('sms.order.shipped', {
        ...base,
        link: `${config.publicUrl}/track?order=${orderId}`,
      });
    case 'delivered':
      return t('sms.order.delivered', base);
    case 'cancelled':
      return t(paymentTaken(order) ? 'sms.order.cancelled.paid' : 'sms.order.cancelled.cod', base);
  }
}

/**
 * A payment link (docs/decisions/034), once per link. Sent whatever the account's SMS switch: staff
 * send it because the shopper asked for it in a chat. It gives up when the link dies.
 */
export async function queuePaymentLinkSms(
  db: Database | Transaction,
  config: Config,
  order: Pick<Order, 'id' | 'phone' | 'total'>,
  link: { url: string; key: string; expiresAt: Date },
  translator: Translator,
): Promise<boolean> {
  const recipient = normalizeBdMobile(order.phone);
  if (!recipient) return false;
  return enqueueMessage(db, {
    channel: 'sms',
    recipient,
    topic: 'order.paymentLink',
    body: translator.t('sms.order.paymentLink', {
      shop: config.shop.name,
      orderId: shortOrderId(order.id),
      total: amount(translator, order.total),
      link: link.url,
    }),
    dedupeKey: `order:${order.id}:payment-link:${link.key}`,
    orderId: order.id,
    giveUpAt: link.expiresAt,
  });
}

/** Once per order and event, so a retry never texts twice; false when nothing was queued. */
export async function queueOrderSms(
  db: Database | Transaction,
  config: Config,
  order: Order,
  event: SmsEvent,
  translator: Translator,
): Promise<boolean> {
  const recipient = normalizeBdMobile(order.phone);
  if (!recipient) return false;
  return enqueueMessage(db, {
    channel: 'sms',
    recipient,
    topic: `order.${event}`,
    body: orderSmsText(translator, config, order, event),
    dedupeKey: `order:${order.id}:${event}:sms`,
    orderId: order.id,
  });
}
