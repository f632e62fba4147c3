/**
 * Refunds through the gateway. No lock is held across its HTTP call: the amount is reserved first
 * (`refunded` counts refunds under way), so two admins at once cannot give back more than was
 * paid, then the gateway's answer completes or releases the reservation.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Language } from '#shared/i18n/languages';
import { msg } from '#shared/i18n/translator';
import type { PaymentGatewayName } from '#shared/payments';
import type { AdminOrderPayments, RefundInput } from '#shared/schemas/payment';
import type { Database } from '../../db/client';
import { orderEvents, orders, paymentRefunds, payments } from '../../db/schema';
import { HttpError } from '../../http-error';
import { translatorFor } from '../../i18n';
import { GatewayError } from '../../integrations/payments/payment-gateway';
import { recordAudit } from '../audit';
import { notifyInTransaction, readOrder } from '../orders';
import { creditRefund } from '../vat';
import { assertOrderExists, readOrderPayments } from './admin-payment-service';
import { callLog } from './gateways';

const GATEWAY_NAMES: Record<PaymentGatewayName, string> = {
  bkash: 'bKash',
  sslcommerz: 'SSLCommerz',
};

type RefundRequest = RefundInput & {
  orderId: string;
  actorUserId: string;
  language: Language;
  /** Money back on the order as a whole (not a return's, whose credit note the return issues). */
  creditNote?: boolean;
};

type Reservation = {
  refundId: number;
  payment: typeof payments.$inferSelect;
};

async function reserve(db: Database, request: RefundRequest): Promise<Reservation> {
  const { money } = translatorFor(request.language);
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, request.orderId), eq(payments.status, 'completed')))
      .for('update');
    const left = payment ? payment.amount - payment.refunded : 0;
    if (!payment || left <= 0) {
      throw new HttpError(409, msg('admin.refund.server.nothing'), 'NOT_REFUNDABLE');
    }
    if (request.amount > left) {
      throw new HttpError(
        409,
        msg('admin.refund.server.tooMuch', { left: money(left) }),
        'NOT_REFUNDABLE',
      );
    }
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: payment.id,
        amount: request.amount,
        reason: request.reason,
        status: 'pending',
        actorUserId: request.actorUserId,
      })
      .returning({ id: paymentRefunds.id });
    if (!refund) throw new Error('refund row not returned');
    await tx
      .update(payments)
      .set({ refunded: sql`${payments.refunded} + ${request.amount}` })
      .where(eq(payments.id, payment.id));
    return { refundId: refund.id, payment };
  });
}

async function release(db: Database, reservation: Reservation, amount: number) {
  await db.transaction(async (tx) => {
    await tx
      .update(paymentRefunds)
      .set({ status: 'failed' })
      .where(eq(paymentRefunds.id, reservation.refundId));
    await tx
      .update(payments)
      .set({ refunded: sql`${payments.refunded} - ${amount}` })
      .where(eq(payments.id, reservation.payment.id));
  });
}

/** Step 3, success: once every poisha is back (done refunds only), the payment is refunded. */
async function complete(
  shop: Pick<FastifyInstance, 'db' | 'config'>,
  request: RefundRequest,
  reservation: Reservation,
  gatewayRefundId: string,
): Promise<void> {
  const { money, t } = translatorFor(request.language);
  const { payment } = reservation;
  await shop.db.transaction(async (tx) => {
    // The order first, then the attempt: the order's own moves lock the order row too.
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, request.orderId))
      .for('update');
    await tx
      .update(paymentRefunds)
      .set({ status: 'done', gatewayRefundId })
      .where(eq(paymentRefunds.id, reservation.refundId));
    if (request.creditNote) await creditRefund(tx, request.orderId, request.amount, null);
    const [done] = await tx
      .select({ total: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)::int` })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, payment.id), eq(paymentRefunds.status, 'done')));
    const allBack = (done?.total ?? 0) >= payment.amount;
    const from = order?.paymentStatus ?? 'completed';
    const to = allBack && from === 'completed' ? 'refunded' : from;
    if (order && to !== from) {
      await tx.update(orders).set({ paymentStatus: to }).where(eq(orders.id, request.orderId));
      const moved = await readOrder(tx, { ...order, paymentStatus: to });
      await notifyInTransaction(shop.config, 'paymentChanged', request.language)(tx, moved);
    }
    await tx.insert(orderEvents).values({
      orderId: request.orderId,
      actorUserId: request.actorUserId,
      kind: 'payment',
      fromValue: from,
      toValue: to,
      note: t('admin.refund.note', {
        amount: money(request.amount),
        total: money(payment.amount),
        gateway: GATEWAY_NAMES[payment.gateway],
        refundId: gatewayRefundId,
        reason: request.reason,
      }),
    });
    await recordAudit(tx, {
      action: 'payment.refund',
      area: 'payments',
      entity: 'order',
      entityId: request.orderId,
      before: { paymentStatus: from, refunded: payment.refunded },
      after: {
        paymentStatus: to,
        refunded: payment.refunded + request.amount,
        amount: request.amount,
        reason: request.reason,
        gateway: payment.gateway,
        gatewayRefundId,
      },
    });
  });
}

export async function refundOrderPayment(
  app: FastifyInstance,
  request: RefundRequest,
): Promise<AdminOrderPayments> {
  await refundThroughGateway(app, { ...request, creditNote: true });
  return readOrderPayments(app.db, request.orderId);
}

export async function refundThroughGateway(
  app: FastifyInstance,
  request: RefundRequest,
): Promise<{ paymentRefundId: number; gatewayRefundId: string; gateway: string }> {
  await assertOrderExists(app.db, request.orderId);
  const reservation = await reserve(app.db, request);
  const { payment } = reservation;
  const gatewayName = GATEWAY_NAMES[payment.gateway];
  const gateway = app.paymentGateways?.[payment.gateway];
  if (!gateway || !payment.gatewayPaymentId) {
    await release(app.db, reservation, request.amount);
    throw new HttpError(
      503,
      msg('admin.refund.server.notConfigured', { gateway: gatewayName }),
      'GATEWAY_UNAVAILABLE',
    );
  }
  const log = callLog(payment.gateway, payment.id);
  let refundId: string;
  try {
    ({ refundId } = await gateway.refund(
      {
        reference: payment.reference,
        gatewayPaymentId: payment.gatewayPaymentId,
        trxId: payment.trxId,
        amount: payment.amount,
      },
      { amount: request.amount, reason: request.reason },
      log.onCall,
    ));
  } catch (error) {
    await log.save(app.db);
    await release(app.db, reservation, request.amount);
    if (error instanceof GatewayError && !error.retryable) {
      throw new HttpError(
        409,
        msg('admin.refund.server.refused', { gateway: gatewayName, reason: error.message }),
        'REFUND_REFUSED',
      );
    }
    app.log.warn({ err: error, paymentId: payment.id }, 'gateway refund failed');
    throw new HttpError(
      503,
      msg('admin.refund.server.unavailable', { gateway: gatewayName }),
      'GATEWAY_UNAVAILABLE',
    );
  }
  await log.save(app.db);
  await complete(app, request, reservation, refundId);
  return { paymentRefundId: reservation.refundId, gatewayRefundId: refundId, gateway: gatewayName };
}
