/**
 * Payment links (docs/decisions/034): staff send an order awaiting payment to its shopper, who
 * pays it online or confirms cash on delivery without signing in. The token is the only key, so
 * only its SHA-256 is stored, and a new link replaces the old one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MessageKey } from '#shared/i18n/keys';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages';
import { msg } from '#shared/i18n/translator';
import { shortOrderId } from '#shared/orders';
import { isOnlineMethod, ONLINE_METHOD_GATEWAY, ONLINE_PAYMENT_METHODS } from '#shared/payments';
import { codChargeFor } from '#shared/pricing';
import { isOrderId, type Order } from '#shared/schemas/order';
import type { PayLinkOrder, PaymentLink } from '#shared/schemas/payment-link';
import type { Database, Transaction } from '../../db/client';
import { orderEvents, orders, paymentLinks, payments } from '../../db/schema';
import { HttpError } from '../../http-error';
import { translatorFor } from '../../i18n';
import { orderChannels, queuePaymentLinkSms, readOrder } from '../orders';
import { startPayment } from './attempts';
import { refuseUnconfigured, switchLockedOrder } from './switch-method';

type Shop = Pick<FastifyInstance, 'db' | 'config' | 'paymentGateways' | 'log'>;
type OrderRow = typeof orders.$inferSelect;
type LinkRow = typeof paymentLinks.$inferSelect;

/** Nothing releases a pending cash-on-delivery order, so its link lives a day, not a time-out. */
export const COD_LINK_HOURS = 24;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** An online order is released PAYMENT_TIMEOUT_MINUTES after its link is sent; the link dies then. */
export function linkExpiry(order: Pick<OrderRow, 'paymentMethod'>, from: Date, minutes: number) {
  const ms = isOnlineMethod(order.paymentMethod) ? minutes * 60_000 : COD_LINK_HOURS * 3_600_000;
  return new Date(from.getTime() + ms);
}

async function hasCompletedPayment(db: Database | Transaction, orderId: string) {
  const [paid] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'completed')));
  return Boolean(paid);
}

function refusalOf(order: OrderRow, paid: boolean): MessageKey | null {
  if (order.status === 'cancelled') return 'errors.payLink.orderCancelled';
  if (paid || order.paymentStatus === 'completed' || order.paymentStatus === 'refunded') {
    return 'errors.payLink.orderPaid';
  }
  const awaiting = isOnlineMethod(order.paymentMethod) || order.paymentMethod === 'cod';
  if (order.status !== 'pending' || order.paymentStatus !== 'pending' || !awaiting) {
    return 'errors.payLink.orderConfirmed';
  }
  return null;
}

export async function issuePaymentLink(
  shop: Shop,
  input: { orderId: string; actorUserId: string; language?: Language | undefined },
  now: Date = new Date(),
): Promise<PaymentLink> {
  if (!isOrderId(input.orderId)) throw new HttpError(404, msg('errors.order.notFound'));
  return shop.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for('update');
    if (!order) throw new HttpError(404, msg('errors.order.notFound'));
    const refusal = refusalOf(order, await hasCompletedPayment(tx, order.id));
    if (refusal) throw new HttpError(409, msg(refusal), 'PAYMENT_LINK_REFUSED');
    const token = randomBytes(24).toString('base64url');
    const tokenHash = hashLinkToken(token);
    const expiresAt = linkExpiry(order, now, shop.config.payments.timeoutMinutes);
    const link = { tokenHash, issuedByUserId: input.actorUserId, issuedAt: now, expiresAt };
    await tx
      .insert(paymentLinks)
      .values({ orderId: order.id, ...link })
      .onConflictDoUpdate({ target: paymentLinks.orderId, set: link });
    const url = `${shop.config.publicUrl.replace(/\/$/, '')}/pay/${token}`;
    const language =
      input.language ?? (await orderChannels(tx, order.id)).language ?? DEFAULT_LANGUAGE;
    const smsQueued = await queuePaymentLinkSms(
      tx,
      shop.config,
      order,
      { url, key: tokenHash.slice(0, 16), expiresAt },
      translatorFor(language),
    );
    await tx.insert(orderEvents).values({
      orderId: order.id,
      actorUserId: input.actorUserId,
      kind: 'payment',
      fromValue: order.paymentStatus,
      toValue: order.paymentStatus,
      note: smsQueued
        ? `Payment link sent by SMS to ${order.phone}`
        : `Payment link made (no SMS: ${order.phone} is not a Bangladeshi mobile)`,
    });
    return { url, expiresAt: expiresAt.toISOString(), smsQueued };
  });
}

function gone(key: MessageKey) {
  return new HttpError(410, msg(key), 'PAYMENT_LINK_GONE');
}

/** The link's order if the link still opens it; `lock` in a transaction that will change it. */
async function openLink(
  db: Database | Transaction,
  token: string,
  now: Date,
  lock = false,
): Promise<{ link: LinkRow; order: OrderRow }> {
  const notFound = new HttpError(404, msg('errors.payLink.notFound'), 'PAYMENT_LINK_NOT_FOUND');
  if (!TOKEN_SHAPE.test(token)) throw notFound;
  const [link] = await db
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.tokenHash, hashLinkToken(token)));
  if (!link) throw notFound;
  const query = db.select().from(orders).where(eq(orders.id, link.orderId));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound;
  const refusal = refusalOf(order, await hasCompletedPayment(db, order.id));
  if (refusal === 'errors.payLink.orderCancelled') {
    throw new HttpError(409, msg('errors.payLink.cancelled'), 'PAYMENT_LINK_CLOSED');
  }
  if (refusal) throw gone('errors.payLink.used');
  if (link.expiresAt <= now) throw gone('errors.payLink.expired');
  return { link, order };
}

/** Masks all but the last 3 digits: a forwarded link shows the address, not a whole number. */
function maskedPhone(phone: string): string {
  return phone.replace(/\d(?=(?:\D*\d){3})/g, '•');
}

function viewOf(shop: Shop, order: Order, link: LinkRow): PayLinkOrder {
  const afterDiscount = order.subtotal - order.discount;
  return {
    number: shortOrderId(order.id),
    items: order.items.map((item) => ({
      name: item.name,
      variantTitle: item.variantTitle ?? null,
      image: item.image,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      discount: item.discount,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    shipping: order.shipping,
    deliveryDiscount: order.deliveryDiscount,
    codCharge: order.codCharge,
    total: order.total,
    delivery: {
      name: `${order.firstName} ${order.lastName}`.trim(),
      address: order.address,
      area: order.area,
      district: order.district,
      city: order.city,
      phone: maskedPhone(order.phone),
      location: order.location,
    },
    online: ONLINE_PAYMENT_METHODS.filter(
      (method) => shop.paymentGateways[ONLINE_METHOD_GATEWAY[method]],
    ),
    codTotal: afterDiscount + order.shipping + codChargeFor(afterDiscount, order.location, 'cod'),
    expiresAt: link.expiresAt.toISOString(),
  };
}

export async function readPaymentLink(shop: Shop, token: string, now = new Date()) {
  const { link, order } = await openLink(shop.db, token, now);
  return viewOf(shop, await readOrder(shop.db, order), link);
}

export async function payThroughLink(
  shop: Shop,
  token: string,
  to: (typeof ONLINE_PAYMENT_METHODS)[number],
  now = new Date(),
) {
  refuseUnconfigured(shop.paymentGateways, to);
  const { order } = await shop.db.transaction(async (tx) => {
    const opened = await openLink(tx, token, now, true);
    if (opened.order.paymentMethod !== to) {
      await switchLockedOrder(tx, opened.order, { to, actorUserId: null, viaLink: true });
    }
    return opened;
  });
  return startPayment(shop, order.id, null);
}

/** The order locked, the link checked again under the lock: two confirmations apply once. */
export async function confirmCodThroughLink(
  shop: Shop,
  token: string,
  onConfirmed: (tx: Transaction, order: Order) => Promise<unknown>,
  now = new Date(),
) {
  return shop.db.transaction(async (tx) => {
    const { order } = await openLink(tx, token, now, true);
    const { order: confirmed } = await switchLockedOrder(tx, order, {
      to: 'cod',
      actorUserId: null,
      viaLink: true,
      onSwitched: onConfirmed,
    });
    return { number: shortOrderId(confirmed.id), total: confirmed.total };
  });
}
