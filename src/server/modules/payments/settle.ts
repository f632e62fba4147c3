/**
 * Settling with what the gateway said, never a callback's own fields. The order is locked before
 * the attempt, as every order move does, so callbacks, the IPN and the sweeper settle it once.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { PaymentFailureReason, PaymentGatewayName } from '#shared/payments';
import { ONLINE_METHOD_GATEWAY } from '#shared/payments';
import type { Order } from '#shared/schemas/order';
import type { Database, Transaction } from '../../db/client';
import { orderEvents, orders, paymentCalls, payments } from '../../db/schema';
import type { GatewayVerdict } from '../../integrations/payments/payment-gateway';
import { readOrder } from '../orders';
import { issueVatInvoice } from '../vat';

export type AttemptRow = typeof payments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

export type SettleSource = 'callback' | 'ipn' | 'query';

export type SettleResult =
  /** `order` is set when this call paid it (so the shopper is told once). */
  | { outcome: 'paid'; orderId: string; trxId: string; order: Order | null }
  | { outcome: 'failed'; orderId: string; reason: PaymentFailureReason }
  | { outcome: 'pending'; orderId: string };

/** In the settling transaction, so the news is queued with the payment (docs/decisions/024). */
export type OnPaid = (tx: Transaction, order: Order) => Promise<unknown>;

export const GATEWAY_NAMES: Record<PaymentGatewayName, string> = {
  bkash: 'bKash',
  sslcommerz: 'SSLCommerz',
};

function isOurs(order: OrderRow, attempt: AttemptRow): boolean {
  const method = order.paymentMethod;
  return method in ONLINE_METHOD_GATEWAY
    ? ONLINE_METHOD_GATEWAY[method as keyof typeof ONLINE_METHOD_GATEWAY] === attempt.gateway
    : false;
}

async function lockBoth(tx: Transaction, attemptId: string) {
  const [found] = await tx
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.id, attemptId));
  if (!found) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [attempt] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, attemptId))
    .for('update');
  return order && attempt ? { order, attempt } : null;
}

async function noteCall(
  tx: Transaction,
  attempt: AttemptRow,
  source: SettleSource,
  ok: boolean,
  message: string,
) {
  await tx.insert(paymentCalls).values({
    paymentId: attempt.id,
    gateway: attempt.gateway,
    operation: source,
    ok,
    httpStatus: null,
    message,
    durationMs: 0,
  });
}

function mismatch(attempt: AttemptRow, verdict: Extract<GatewayVerdict, { state: 'completed' }>) {
  if (verdict.amount !== attempt.amount) {
    return `Amount mismatch: the gateway holds ${verdict.amount} poisha, the attempt ${attempt.amount}`;
  }
  if (verdict.currency !== 'BDT') return `Currency mismatch: ${verdict.currency}, not BDT`;
  return null;
}

/** A started attempt fails with the gateway's word; the order waits on. */
async function failAttempt(
  tx: Transaction,
  attempt: AttemptRow,
  orderId: string,
  state: 'failed' | 'cancelled',
): Promise<SettleResult> {
  if (attempt.status === 'started') {
    await tx
      .update(payments)
      .set({ status: state, settledAt: new Date() })
      .where(eq(payments.id, attempt.id));
  }
  return { outcome: 'failed', orderId, reason: state };
}

export async function settleAttempt(
  db: Database,
  attemptId: string,
  verdict: GatewayVerdict,
  source: SettleSource,
  onPaid?: OnPaid,
): Promise<SettleResult | null> {
  return db.transaction(async (tx) => {
    const locked = await lockBoth(tx, attemptId);
    if (!locked) return null;
    const { order, attempt } = locked;
    const orderId = order.id;
    if (attempt.status === 'completed') {
      return { outcome: 'paid', orderId, trxId: attempt.trxId ?? '', order: null };
    }
    if (verdict.state === 'pending') return { outcome: 'pending', orderId };
    if (verdict.state !== 'completed') return failAttempt(tx, attempt, orderId, verdict.state);
    // Another payment's proof (a forged or mixed-up callback): nothing about this one changes.
    if (verdict.reference !== attempt.reference) {
      await noteCall(tx, attempt, source, false, `Reference mismatch: ${verdict.reference}`);
      return { outcome: 'failed', orderId, reason: 'failed' };
    }
    const wrong = mismatch(attempt, verdict);
    if (wrong) {
      await tx
        .update(payments)
        .set({ status: 'failed', settledAt: new Date() })
        .where(eq(payments.id, attempt.id));
      await noteCall(tx, attempt, source, false, wrong);
      return { outcome: 'failed', orderId, reason: 'failed' };
    }
    return complete(tx, order, attempt, verdict, onPaid);
  });
}

async function complete(
  tx: Transaction,
  order: OrderRow,
  attempt: AttemptRow,
  verdict: Extract<GatewayVerdict, { state: 'completed' }>,
  onPaid: OnPaid | undefined,
): Promise<SettleResult> {
  const gateway = GATEWAY_NAMES[attempt.gateway];
  const trxId = verdict.trxId;
  const [other] = await tx
    .select({ trxId: payments.trxId })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.status, 'completed'),
        ne(payments.id, attempt.id),
      ),
    );
  if (other) {
    // Paid twice (two tabs): one completed attempt per order, so this one stays as it was and the
    // history tells the admin to give it back at the gateway.
    await tx.insert(orderEvents).values({
      orderId: order.id,
      actorUserId: null,
      kind: 'payment',
      fromValue: order.paymentStatus,
      toValue: order.paymentStatus,
      note: `Paid a second time by ${gateway} (trxID ${trxId}): refund it at ${gateway}`,
    });
    return { outcome: 'paid', orderId: order.id, trxId: other.trxId ?? '', order: null };
  }
  await tx
    .update(payments)
    .set({ status: 'completed', trxId, valId: verdict.valId ?? null, settledAt: new Date() })
    .where(eq(payments.id, attempt.id));
  const expected =
    attempt.status === 'started' &&
    order.status === 'pending' &&
    order.paymentStatus === 'pending' &&
    isOurs(order, attempt);
  if (!expected) {
    await late(tx, order, gateway, trxId);
    return { outcome: 'paid', orderId: order.id, trxId, order: null };
  }
  const [paid] = await tx
    .update(orders)
    .set({ status: 'processing', paymentStatus: 'completed', transactionId: trxId })
    .where(eq(orders.id, order.id))
    .returning();
  if (!paid) throw new Error(`order ${order.id} vanished while locked`);
  const note = `Paid by ${gateway}, trxID ${trxId}`;
  const line = { orderId: order.id, actorUserId: null, note } as const;
  await tx.insert(orderEvents).values([
    { ...line, kind: 'payment', fromValue: 'pending', toValue: 'completed' },
    { ...line, kind: 'status', fromValue: 'pending', toValue: 'processing' },
  ]);
  // Paid: the order's total is final, so a registered shop's invoice is issued (decision 042).
  await issueVatInvoice(tx, order.id);
  const paidOrder = await readOrder(tx, paid);
  await onPaid?.(tx, paidOrder);
  return { outcome: 'paid', orderId: order.id, trxId, order: paidOrder };
}

/** Money after the order stopped waiting: recorded, never revived silently; the admin decides. */
async function late(tx: Transaction, order: OrderRow, gateway: string, trxId: string) {
  const why =
    order.status === 'cancelled'
      ? 'after the order was cancelled'
      : `after the order moved to ${order.paymentMethod}`;
  const note = `Paid by ${gateway} (trxID ${trxId}) ${why}: the money must be refunded (Refund on this page)`;
  if (order.paymentStatus === 'pending') {
    await tx
      .update(orders)
      .set({ paymentStatus: 'completed', transactionId: trxId })
      .where(eq(orders.id, order.id));
  }
  const to = order.paymentStatus === 'pending' ? 'completed' : order.paymentStatus;
  await tx.insert(orderEvents).values({
    orderId: order.id,
    actorUserId: null,
    kind: 'payment',
    fromValue: order.paymentStatus,
    toValue: to,
    note,
  });
}
