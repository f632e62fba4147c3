/**
 * An order's e-mails, queued in the caller's transaction (docs/decisions/024) once per order and
 * state: every state is reached at most once, so a retry or replayed callback never mails twice.
 */
import { placeLine } from '#shared/districts';
import type { Translator } from '#shared/i18n/translator';
import { lineName } from '#shared/line-name';
import { locationLabel, paymentMethodLabel } from '#shared/order-display';
import { shortOrderId } from '#shared/orders';
import { isOnlineMethod } from '#shared/payments';
import type { Order } from '#shared/schemas/order';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { type EmailRow, renderActionEmail } from '../../mail/templates';
import { enqueueMail } from '../../messages/queue';
import { paymentTaken } from './order-sms';

function orderRows(translator: Translator, order: Order): EmailRow[] {
  const { t, money, number } = translator;
  const amount = (poisha: number) => money(poisha, { decimals: true });
  return [
    ...order.items.map((item) => ({
      // The shade or size bought is product data, shown as the admin wrote it.
      label: `${number(item.quantity)} × ${lineName(item.name, item.variantTitle)}`,
      value: amount(item.unitPrice * item.quantity),
    })),
    { label: t('mail.order.subtotal'), value: amount(order.subtotal) },
    ...(order.discount > order.pointsDiscount
      ? [
          {
            label: t('mail.order.discount', { code: order.couponCode ?? '' }),
            value: `−${amount(order.discount - order.pointsDiscount)}`,
          },
        ]
      : []),
    ...(order.pointsDiscount > 0
      ? [
          {
            label: t('mail.order.points', { points: order.pointsUsed }),
            value: `−${amount(order.pointsDiscount)}`,
          },
        ]
      : []),
    {
      label: t('mail.order.shipping', { location: locationLabel(t, order.location) }),
      value:
        order.deliveryDiscount > 0 && order.shipping === 0
          ? t('mail.order.freeDelivery', { amount: amount(order.deliveryDiscount) })
          : amount(order.shipping),
    },
    ...(order.codCharge > 0
      ? [{ label: t('mail.order.codCharge'), value: amount(order.codCharge) }]
      : []),
    ...(order.creditPaid > 0
      ? [{ label: t('mail.order.credit'), value: `−${amount(order.creditPaid)}` }]
      : []),
    { label: t('mail.order.total'), value: amount(order.total), strong: true },
  ];
}

function paymentParagraph(translator: Translator, order: Order, config: Config): string {
  const { t } = translator;
  const total = translator.money(order.total, { decimals: true });
  if (order.paymentMethod === 'cod') return t('mail.order.placed.payOnDelivery', { total });
  if (isOnlineMethod(order.paymentMethod)) {
    // Only sent once the gateway confirmed the payment (payments/settle.ts).
    return t('mail.order.placed.paidOnline', {
      total,
      method: paymentMethodLabel(t, order.paymentMethod),
      transactionId: order.transactionId ?? '',
    });
  }
  const { messengerUrl, facebookPageUrl } = config.shop;
  return t('mail.order.placed.paid', {
    total,
    method: paymentMethodLabel(t, order.paymentMethod),
    transactionId: order.transactionId ?? '',
    messengerUrl,
    facebookPageUrl,
  });
}

function orderEmailFrame(translator: Translator, config: Config, order: Order) {
  const url = `${config.publicUrl}/account/orders/${order.id}`;
  return {
    link: url,
    shop: config.shop.name,
    orderId: shortOrderId(order.id),
    layout: {
      shopName: config.shop.name,
      shopEmail: config.shop.email,
      rows: orderRows(translator, order),
      action: { label: translator.t('mail.order.view'), url },
    },
  };
}

type Db = Database | Transaction;

export function queueOrderPlacedEmail(
  db: Db,
  config: Config,
  order: Order,
  translator: Translator,
) {
  const { t } = translator;
  const { link, shop, orderId, layout } = orderEmailFrame(translator, config, order);
  const zip = order.zipCode ? ` ${order.zipCode}` : '';
  return enqueueMail(db, {
    topic: 'order.placed',
    dedupeKey: `order:${order.id}:placed:email`,
    orderId: order.id,
    to: order.email,
    subject: t('mail.order.placed.subject', { shop, orderId }),
    link,
    ...renderActionEmail(translator, {
      ...layout,
      heading: t('mail.order.placed.heading'),
      paragraphs: [
        t('mail.order.placed.received', { firstName: order.firstName, orderId }),
        paymentParagraph(translator, order, config),
        t('mail.order.placed.address', {
          address: [
            `${order.firstName} ${order.lastName}`,
            order.address,
            placeLine(order, translator.language),
            `${order.city}${zip}`,
          ]
            .filter(Boolean)
            .join(', '),
          phone: order.phone,
        }),
      ],
      footnote: t('mail.order.placed.footnote'),
    }),
  });
}

export function queueOrderCancelledEmail(
  db: Db,
  config: Config,
  order: Order,
  translator: Translator,
) {
  const { t } = translator;
  const { link, shop, orderId, layout } = orderEmailFrame(translator, config, order);
  const paid = paymentTaken(order);
  const unpaid =
    order.paymentMethod === 'cod'
      ? 'mail.order.cancelled.nothingCharged'
      : 'mail.order.cancelled.notPaid';
  return enqueueMail(db, {
    topic: 'order.cancelled',
    dedupeKey: `order:${order.id}:cancelled:email`,
    orderId: order.id,
    to: order.email,
    subject: t('mail.order.cancelled.subject', { shop, orderId }),
    link,
    ...renderActionEmail(translator, {
      ...layout,
      heading: t('mail.order.cancelled.heading'),
      paragraphs: [
        t('mail.order.cancelled.intro', { firstName: order.firstName, orderId }),
        t(paid ? 'mail.order.cancelled.refund' : unpaid),
      ],
      footnote: t('mail.order.questions', { email: config.shop.email }),
    }),
  });
}

/** The statuses an admin's move e-mails about (cancelling sends the notice above). */
const NEWS_STATUSES = ['processing', 'shipped', 'delivered'] as const;
const NEWS_PAYMENT_STATUSES = ['completed', 'failed', 'refunded'] as const;
type NewsState = (typeof NEWS_STATUSES)[number] | (typeof NEWS_PAYMENT_STATUSES)[number];

function newsState(order: Order, kind: 'status' | 'payment'): NewsState | null {
  const state = kind === 'status' ? order.status : order.paymentStatus;
  const known: readonly string[] = kind === 'status' ? NEWS_STATUSES : NEWS_PAYMENT_STATUSES;
  return known.includes(state) ? (state as NewsState) : null;
}

/**
 * A re-shipped order is shipped again without leaving that state, and its shopper hears of the new
 * parcel: its history's length tells that news from a replay of the first.
 */
function reshipMark(state: NewsState, order: Order): string {
  return state === 'shipped' ? `:${order.history.length}` : '';
}

export async function queueOrderUpdatedEmail(
  db: Db,
  config: Config,
  order: Order,
  kind: 'status' | 'payment',
  translator: Translator,
): Promise<boolean> {
  if (kind === 'status' && order.status === 'cancelled') {
    return queueOrderCancelledEmail(db, config, order, translator);
  }
  const state = newsState(order, kind);
  if (!state) return false;
  const { t } = translator;
  const { link, shop, orderId, layout } = orderEmailFrame(translator, config, order);
  const status = t(`mail.order.state.${state}`);
  const payment = kind === 'payment';
  return enqueueMail(db, {
    topic: `order.${kind}.${state}`,
    dedupeKey: `order:${order.id}:${kind}:${state}${reshipMark(state, order)}:email`,
    orderId: order.id,
    to: order.email,
    subject: t(payment ? 'mail.order.updated.paymentSubject' : 'mail.order.updated.statusSubject', {
      shop,
      orderId,
      status,
    }),
    link,
    ...renderActionEmail(translator, {
      ...layout,
      heading: t(
        payment ? 'mail.order.updated.paymentHeading' : 'mail.order.updated.statusHeading',
        {
          orderId,
          status,
        },
      ),
      paragraphs: [
        t('mail.order.updated.greeting', { firstName: order.firstName }),
        t(`mail.order.news.${state}`),
      ],
      footnote: t('mail.order.questions', { email: config.shop.email }),
    }),
  });
}
