/** Opening and asking about payment attempts; every gateway call goes to payment_calls. */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { msg } from '#shared/i18n/translator';
import { shortOrderId } from '#shared/orders';
import { isOnlineMethod, ONLINE_METHOD_GATEWAY, type PaymentGatewayName } from '#shared/payments';
import { isPlaceholderEmail } from '#shared/phone';
import { DISTRICT_HEAD_POSTCODES, postcodeOf } from '#shared/postcodes';
import { isOrderId } from '#shared/schemas/order';
import type { Transaction } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { HttpError } from '../../http-error';
import {
  GatewayError,
  type GatewayVerdict,
  type KnownPayment,
} from '../../integrations/payments/payment-gateway';
import { callLog } from './gateways';
import {
  type AttemptRow,
  type OnPaid,
  type SettleResult,
  type SettleSource,
  settleAttempt,
} from './settle';

type Shop = Pick<FastifyInstance, 'db' | 'config' | 'paymentGateways' | 'log'>;

/** Ours, unique per attempt, within bKash's and SSLCommerz's limits (tran_id: 30 characters). */
export function newReference(): string {
  return `SG${randomBytes(11).toString('hex').toUpperCase()}`;
}

function notPayable() {
  return new HttpError(409, msg('errors.payment.notPayable'), 'NOT_PAYABLE');
}

export function unavailable() {
  return new HttpError(503, msg('errors.payment.unavailable'), 'GATEWAY_UNAVAILABLE');
}

function returnUrlsOf(publicUrl: string) {
  const base = `${publicUrl.replace(/\/$/, '')}/api/payments`;
  return {
    callback: `${base}/bkash/callback`,
    success: `${base}/sslcommerz/success`,
    fail: `${base}/sslcommerz/fail`,
    cancel: `${base}/sslcommerz/cancel`,
    ipn: `${base}/sslcommerz/ipn`,
  };
}

/**
 * The shopper's own order, pending and unpaid with an online method whose gateway is here.
 * `userId` null: a payment link vouched for the order (payment-links.ts), whoever holds it.
 */
async function payableOrder(shop: Shop, tx: Transaction, orderId: string, userId: string | null) {
  if (!isOrderId(orderId)) throw new HttpError(404, msg('errors.order.notFound'));
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || (userId !== null && order.userId !== userId))
    throw new HttpError(404, msg('errors.order.notFound'));
  const method = order.paymentMethod;
  if (order.status !== 'pending' || order.paymentStatus !== 'pending' || !isOnlineMethod(method)) {
    throw notPayable();
  }
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'completed')));
  if (paid) throw notPayable();
  const gatewayName = ONLINE_METHOD_GATEWAY[method];
  const gateway = shop.paymentGateways[gatewayName];
  if (!gateway) throw new HttpError(409, msg('errors.payment.notConfigured'), 'NOT_PAYABLE');
  return { order, gateway };
}

/** Other open attempts stay (the sweeper asks about them); at most one can complete. */
export async function startPayment(shop: Shop, orderId: string, userId: string | null) {
  // The attempt is written under the order's lock: a switch to cash on delivery (a payment link's
  // confirmation) either sees it and gives it up, or comes first and this refuses.
  const { order, gateway, attempt } = await shop.db.transaction(async (tx) => {
    const payable = await payableOrder(shop, tx, orderId, userId);
    const [row] = await tx
      .insert(payments)
      .values({
        orderId: payable.order.id,
        gateway: payable.gateway.name,
        reference: newReference(),
        amount: payable.order.total,
      })
      .returning();
    if (!row) throw new Error('payments insert returned nothing');
    return { ...payable, attempt: row };
  });
  const log = callLog(gateway.name, attempt.id);
  try {
    const started = await gateway.start(
      {
        reference: attempt.reference,
        amount: attempt.amount,
        customer: {
          name: `${order.firstName} ${order.lastName}`.trim(),
          // A phone-made account has no address of its own; the gateway's page needs one.
          email:
            order.email && !isPlaceholderEmail(order.email) ? order.email : shop.config.shop.email,
          phone: order.phone,
          address: order.address,
          city: order.city,
          // SSLCommerz requires one; an address too old to say falls back to Dhaka GPO's.
          postcode: postcodeOf(order) ?? DISTRICT_HEAD_POSTCODES.dhaka,
        },
        description: `${shop.config.shop.name} order ${shortOrderId(order.id)}`,
        returnUrls: returnUrlsOf(shop.config.publicUrl),
      },
      log.onCall,
    );
    await shop.db
      .update(payments)
      .set({ gatewayPaymentId: started.gatewayPaymentId })
      .where(eq(payments.id, attempt.id));
    return { redirectUrl: started.redirectUrl };
  } catch (error) {
    await shop.db
      .update(payments)
      .set({ status: 'failed', settledAt: new Date() })
      .where(eq(payments.id, attempt.id));
    if (!(error instanceof GatewayError)) {
      shop.log.error({ err: error }, 'payment start failed');
    }
    throw unavailable();
  } finally {
    await log.save(shop.db);
  }
}

export function knownPayment(attempt: AttemptRow): KnownPayment {
  return {
    reference: attempt.reference,
    gatewayPaymentId: attempt.gatewayPaymentId ?? '',
    trxId: attempt.trxId,
  };
}

export async function attemptByGatewayId(shop: Shop, gateway: PaymentGatewayName, id: string) {
  const [attempt] = await shop.db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.gatewayPaymentId, id)));
  return attempt ?? null;
}

export async function attemptByReference(shop: Shop, gateway: PaymentGatewayName, ref: string) {
  const [attempt] = await shop.db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.reference, ref)));
  return attempt ?? null;
}

type Ask = 'confirm' | 'query';

/**
 * `confirm` executes or validates first; if that does not say completed (bKash refuses a second
 * execute), the status query decides. An unreachable gateway answers null.
 */
export async function askAndSettle(
  shop: Shop,
  attempt: AttemptRow,
  ask: Ask,
  source: SettleSource,
  { proof = {}, onPaid }: { proof?: { valId?: string }; onPaid?: OnPaid } = {},
): Promise<SettleResult | null> {
  const gateway = shop.paymentGateways[attempt.gateway];
  if (!gateway || !attempt.gatewayPaymentId) return null;
  const log = callLog(attempt.gateway, attempt.id);
  let verdict: GatewayVerdict | null = null;
  try {
    if (ask === 'confirm') {
      verdict = await gateway.confirm(knownPayment(attempt), proof, log.onCall).catch(ignore);
    }
    // Only the status query fails an attempt: a refused execute may have lost a callback race.
    if (verdict?.state !== 'completed') {
      verdict = await gateway.query(knownPayment(attempt), log.onCall).catch(ignore);
    }
  } finally {
    await log.save(shop.db);
  }
  if (!verdict) return null;
  return settleAttempt(shop.db, attempt.id, verdict, source, onPaid);
}

/** A gateway failure means "not known now"; anything else is our bug and is thrown. */
function ignore(error: unknown): null {
  if (error instanceof GatewayError) return null;
  throw error;
}
