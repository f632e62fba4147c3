/**
 * No lock is held across the gateway's call: a conditional UPDATE claims the refund, so of two
 * admins one gets a 409, and every refusal after the claim releases it with nothing written.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Language } from '#shared/i18n/languages';
import { msg } from '#shared/i18n/translator';
import { shortOrderId } from '#shared/orders';
import { isOrderId } from '#shared/schemas/order';
import type { returnRefundInputSchema } from '#shared/schemas/returns';
import type { Database, Transaction } from '../../db/client';
import {
  orderEvents,
  orders,
  paymentRefunds,
  payments,
  returnLines,
  returns,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import { translatorFor } from '../../i18n';
import { refundThroughGateway } from '../payments';
import { creditRefund } from '../vat';
import { refundAsCredit, settlePointsForReturn } from '../wallet';
import {
  type ReturnRow,
  recordReturnMove,
  refundableLeft,
  returnNotFound,
} from './admin-return-service';
import type { TellShopper } from './return-news';

type RefundInput = z.output<typeof returnRefundInputSchema>;

type RefundRequest = {
  returnId: string;
  input: RefundInput;
  actorUserId: string;
  language: Language;
  tellShopper: TellShopper;
};

const notRefundable = () =>
  new HttpError(409, msg('errors.returns.money.notRefundable'), 'RETURN_MOVE_NOT_ALLOWED');

async function claim(db: Database, request: RefundRequest): Promise<ReturnRow> {
  if (!isOrderId(request.returnId)) throw returnNotFound();
  const [claimed] = await db
    .update(returns)
    .set({ refundMethod: request.input.method, refundAmount: request.input.amount })
    .where(
      and(
        eq(returns.id, request.returnId),
        eq(returns.status, 'received'),
        isNull(returns.refundMethod),
      ),
    )
    .returning();
  if (claimed) return claimed;
  const [found] = await db
    .select({ id: returns.id })
    .from(returns)
    .where(eq(returns.id, request.returnId));
  throw found ? notRefundable() : returnNotFound();
}

async function release(db: Database, claimed: ReturnRow) {
  await db
    .update(returns)
    .set({ refundMethod: null, refundAmount: null })
    .where(and(eq(returns.id, claimed.id), eq(returns.status, 'received')));
}

/** Poisha given back for good: gateway refunds done, and returns the shop paid out. */
async function givenBack(tx: Transaction, orderId: string): Promise<number> {
  const result = await tx.execute<{ total: number | string | null }>(sql`
    SELECT
      COALESCE((SELECT sum(${paymentRefunds.amount}) FROM ${paymentRefunds}
        JOIN ${payments} ON ${payments.id} = ${paymentRefunds.paymentId}
        WHERE ${payments.orderId} = ${orderId} AND ${paymentRefunds.status} = 'done'), 0)
      + COALESCE((SELECT sum(${returns.refundAmount}) FROM ${returns}
        WHERE ${returns.orderId} = ${orderId} AND ${returns.status} = 'refunded'
          AND ${returns.refundMethod} IN ('bkash', 'bank')), 0) AS total
  `);
  return Number(result.rows[0]?.total ?? 0);
}

type Paid = { reference: string | null; paymentRefundId: number | null; method: string };

/** Step 3: when the whole total is back, the payment is refunded (a gateway's may have done it). */
async function finish(db: Database, request: RefundRequest, claimed: ReturnRow, paid: Paid) {
  const { t, money } = translatorFor(request.language);
  const { input } = request;
  await db.transaction(async (tx) => {
    // The order first, as its own moves and the gateway refunds lock it.
    const [order] = await tx
      .select({ total: orders.total, paymentStatus: orders.paymentStatus, userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, claimed.orderId))
      .for('update');
    if (!order) throw returnNotFound();
    const line =
      paid.reference === null
        ? t('returns.money.note.refundedAsCredit', { amount: money(input.amount) })
        : t('returns.money.note.refunded', {
            amount: money(input.amount),
            method: paid.method,
            reference: paid.reference,
          });
    await recordReturnMove(
      tx,
      claimed,
      'refunded',
      {
        refundReference: paid.reference,
        paymentRefundId: paid.paymentRefundId,
        refundedAt: new Date(),
      },
      {
        actorUserId: request.actorUserId,
        note: input.note ? t('returns.money.note.withNote', { line, note: input.note }) : line,
        tellShopper: request.tellShopper,
      },
    );
    const returned = await tx
      .select({ itemId: returnLines.orderItemId, quantity: returnLines.quantity })
      .from(returnLines)
      .where(eq(returnLines.returnId, claimed.id));
    await creditRefund(tx, claimed.orderId, input.amount, returned);
    const now = new Date();
    await settlePointsForReturn(tx, claimed.orderId, returned, now);
    if (input.method === 'credit' && order.userId) {
      await refundAsCredit(tx, {
        userId: order.userId,
        orderId: claimed.orderId,
        returnId: claimed.id,
        amount: input.amount,
        now,
      });
    }
    if (order.paymentStatus !== 'completed') return;
    if ((await givenBack(tx, claimed.orderId)) < order.total) return;
    await tx
      .update(orders)
      .set({ paymentStatus: 'refunded' })
      .where(eq(orders.id, claimed.orderId));
    await tx.insert(orderEvents).values({
      orderId: claimed.orderId,
      actorUserId: request.actorUserId,
      kind: 'payment',
      fromValue: 'completed',
      toValue: 'refunded',
      note: t('returns.money.note.allBack', { total: money(order.total) }),
    });
  });
}

/**
 * The shopper chose how she is refunded (decision 049): the shop refunds that way, or in money
 * once her account, where the credit would go, is deleted.
 */
async function checkRefundAs(db: Database, claimed: ReturnRow, method: RefundInput['method']) {
  const [order] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, claimed.orderId));
  const hasAccount = Boolean(order?.userId);
  if (method === 'credit' && claimed.refundAs !== 'credit') {
    throw new HttpError(409, msg('errors.credit.refundAsMoney'), 'REFUND_AS_MONEY');
  }
  if (method === 'credit' && !hasAccount) {
    throw new HttpError(409, msg('errors.credit.accountGone'), 'CREDIT_ACCOUNT_GONE');
  }
  if (method !== 'credit' && claimed.refundAs === 'credit' && hasAccount) {
    throw new HttpError(409, msg('errors.credit.refundAsCredit'), 'REFUND_AS_CREDIT');
  }
}

export async function refundReturn(app: FastifyInstance, request: RefundRequest): Promise<void> {
  const { t, money } = translatorFor(request.language);
  const { input } = request;
  const claimed = await claim(app.db, request);
  // Claimed: whatever goes wrong before the money moves gives the return back as it was.
  let paid: Paid;
  try {
    await checkRefundAs(app.db, claimed, input.method);
    const left = await refundableLeft(app.db, claimed.orderId, {
      exceptReturnId: claimed.id,
      moneyOnly: input.method !== 'credit',
    });
    if (input.amount > left) {
      throw new HttpError(
        409,
        msg('errors.returns.money.tooMuch', { left: money(left) }),
        'REFUND_TOO_MUCH',
      );
    }
    if (input.method === 'gateway') {
      const [payment] = await app.db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, claimed.orderId), eq(payments.status, 'completed')));
      if (!payment) {
        throw new HttpError(409, msg('errors.returns.money.notPaidOnline'), 'NOT_REFUNDABLE');
      }
      const refund = await refundThroughGateway(app, {
        orderId: claimed.orderId,
        amount: input.amount,
        reason: `Return ${shortOrderId(claimed.id)}`,
        actorUserId: request.actorUserId,
        language: request.language,
      });
      paid = {
        reference: refund.gatewayRefundId,
        paymentRefundId: refund.paymentRefundId,
        method: t('returns.money.method.gateway', { gateway: refund.gateway }),
      };
    } else if (input.method === 'credit') {
      paid = { reference: null, paymentRefundId: null, method: t('returns.money.method.credit') };
    } else {
      paid = {
        reference: input.transactionId,
        paymentRefundId: null,
        method: t(`returns.money.method.${input.method}`),
      };
    }
  } catch (error) {
    await release(app.db, claimed);
    throw error;
  }
  await finish(app.db, request, claimed, paid);
}
