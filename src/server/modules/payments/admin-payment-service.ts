import { asc, eq, inArray } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import { isOrderId } from '#shared/schemas/order';
import type { AdminOrderPayments } from '#shared/schemas/payment';
import type { Database, Transaction } from '../../db/client';
import { orders, paymentCalls, paymentRefunds, payments, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { actorColumns, actorLabelOf } from '../orders';

type Reader = Database | Transaction;

/** 404 unless the order exists (ids that are not UUIDs never reach the database). */
export async function assertOrderExists(db: Reader, orderId: string) {
  if (!isOrderId(orderId)) throw new HttpError(404, msg('errors.order.notFound'));
  const [found] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!found) throw new HttpError(404, msg('errors.order.notFound'));
}

export async function readOrderPayments(db: Reader, orderId: string): Promise<AdminOrderPayments> {
  await assertOrderExists(db, orderId);
  const attempts = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const ids = attempts.map((attempt) => attempt.id);
  const [calls, refunds] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(paymentCalls)
            .where(inArray(paymentCalls.paymentId, ids))
            .orderBy(asc(paymentCalls.createdAt), asc(paymentCalls.id)),
          db
            .select({ refund: paymentRefunds, ...actorColumns })
            .from(paymentRefunds)
            .leftJoin(users, eq(users.id, paymentRefunds.actorUserId))
            .where(inArray(paymentRefunds.paymentId, ids))
            .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id)),
        ]);
  const completed = attempts.find((attempt) => attempt.status === 'completed');
  return {
    payments: attempts.map((attempt) => ({
      id: attempt.id,
      gateway: attempt.gateway,
      reference: attempt.reference,
      gatewayPaymentId: attempt.gatewayPaymentId,
      amount: attempt.amount,
      status: attempt.status,
      trxId: attempt.trxId,
      refunded: attempt.refunded,
      createdAt: attempt.createdAt.toISOString(),
      settledAt: attempt.settledAt?.toISOString() ?? null,
      calls: calls
        .filter((call) => call.paymentId === attempt.id)
        .map((call) => ({
          operation: call.operation,
          ok: call.ok,
          httpStatus: call.httpStatus,
          message: call.message,
          durationMs: call.durationMs,
          at: call.createdAt.toISOString(),
        })),
      refunds: refunds
        .filter(({ refund }) => refund.paymentId === attempt.id)
        .map(({ refund, ...actor }) => ({
          id: refund.id,
          amount: refund.amount,
          reason: refund.reason,
          status: refund.status,
          gatewayRefundId: refund.gatewayRefundId,
          by: actorLabelOf(actor),
          at: refund.createdAt.toISOString(),
        })),
    })),
    // `refunded` counts refunds under way too, so two admins cannot both give back the rest.
    refundable: completed ? completed.amount - completed.refunded : 0,
  };
}
