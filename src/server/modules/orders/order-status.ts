/** Order moves (shared/spec/decisions.md #8–10); cancelling restocks in the same transaction. */
import { asc, eq, sql } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import {
  canMoveOrder,
  canMovePayment,
  type OrderStatus,
  type PaymentStatus,
  shopperCanCancel,
} from '#shared/orders';
import { isOnlineMethod } from '#shared/payments';
import { isOrderId, type Order } from '#shared/schemas/order';
import type { Database, Transaction } from '../../db/client';
import { orderEvents, orderItems, orders, products, productVariants } from '../../db/schema';
import { HttpError } from '../../http-error';
import { recordAudit } from '../audit';
import { finishManualParcel } from '../delivery';
import { giveBackCouponUse } from '../promotions';
import { stockMove } from '../stock';
import { creditCancelledOrder, issueVatInvoice } from '../vat';
import { earnForDelivery, giveBackSpent } from '../wallet';
import { readOrder } from './order-views';

type OrderRow = typeof orders.$inferSelect;

type Move = {
  orderId: string;
  /** Null for the shop's own moves (an unpaid online order cancelled by the payment sweeper). */
  actorUserId: string | null;
  note?: string | null;
  kind: 'status' | 'payment';
  byAdmin: boolean;
  check: (current: OrderRow) => void;
  apply: (tx: Transaction, current: OrderRow) => Promise<{ from: string; to: string }>;
} & AfterMove;

type AfterMove = {
  /** Runs in the move's transaction with the moved order: news queued here exists with the move. */
  afterMove?: (tx: Transaction, order: Order) => Promise<unknown>;
};

function orderAction(kind: Move['kind'], to: string): string {
  if (kind === 'status') return to === 'cancelled' ? 'order.cancel' : 'order.status';
  return to === 'refunded' ? 'payment.refund' : 'payment.verify';
}

async function moveOrder(db: Database, move: Move) {
  if (!isOrderId(move.orderId)) throw new HttpError(404, msg('errors.order.notFound'));
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, move.orderId))
      .for('update');
    if (!current) throw new HttpError(404, msg('errors.order.notFound'));
    move.check(current);
    const { from, to } = await move.apply(tx, current);
    await tx.insert(orderEvents).values({
      orderId: current.id,
      actorUserId: move.actorUserId,
      kind: move.kind,
      fromValue: from,
      toValue: to,
      note: move.note ?? null,
    });
    const field = move.kind === 'status' ? 'status' : 'paymentStatus';
    await recordAudit(tx, {
      action: orderAction(move.kind, to),
      area: move.kind === 'status' ? 'orders' : 'payments',
      entity: 'order',
      entityId: current.id,
      before: { [field]: from },
      after: { [field]: to, ...(move.note ? { note: move.note } : {}) },
    });
    const [updated] = await tx.select().from(orders).where(eq(orders.id, current.id));
    if (!updated) throw new Error(`order ${current.id} vanished while locked`);
    const order = await readOrder(tx, updated, { withActors: move.byAdmin });
    await move.afterMove?.(tx, order);
    return order;
  });
}

async function restock(tx: Transaction, orderId: string, actorUserId: string | null) {
  const items = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId), asc(orderItems.variantId));
  // Each product locked before its variants, in id order like placing an order: no deadlock.
  for (const item of items) {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, item.productId))
      .for('update');
    await tx
      .update(productVariants)
      .set({
        stockQuantity: sql`${productVariants.stockQuantity} + ${item.quantity}`,
        // Back to the batches the order took them from (the trigger finds them by the order).
        stockMove: stockMove('cancelled', { order: orderId, user: actorUserId }),
      })
      .where(eq(productVariants.id, item.variantId));
  }
}

/** Statuses whose order's total is final: a registered shop's invoice is issued by then. */
const CONFIRMED: OrderStatus[] = ['processing', 'shipped', 'delivered'];

type StatusChange = {
  orderId: string;
  to: OrderStatus;
  actorUserId: string | null;
  /** A shopper may only touch their own order, and only cancel it before it ships. */
  asShopper: boolean;
  note?: string | null;
  /**
   * Runs in the move's transaction with the order locked, before the move: may throw to refuse it
   * (the payment sweeper checks the order is still unpaid and expires its attempts here).
   */
  within?: (tx: Transaction, current: OrderRow) => Promise<void>;
} & AfterMove;

export function changeOrderStatus(db: Database, change: StatusChange) {
  return moveOrder(db, {
    ...change,
    kind: 'status',
    byAdmin: !change.asShopper,
    check: (current) => {
      if (change.asShopper && current.userId !== change.actorUserId) {
        throw new HttpError(404, msg('errors.order.notFound'));
      }
      const allowed = change.asShopper
        ? change.to === 'cancelled' && shopperCanCancel(current.status)
        : canMoveOrder(current.status, change.to);
      if (allowed) return;
      if (change.asShopper) {
        throw new HttpError(409, msg('errors.order.notCancellable'), 'NOT_CANCELLABLE');
      }
      throw new HttpError(
        409,
        msg('errors.order.statusMove', { from: current.status, to: change.to }),
        'STATUS_MOVE_NOT_ALLOWED',
      );
    },
    apply: async (tx, current) => {
      await change.within?.(tx, current);
      if (change.to === 'cancelled') {
        await restock(tx, current.id, change.actorUserId);
        // After the products' locks, as placing an order takes them before the promotion's.
        await giveBackCouponUse(tx, current.id);
        await giveBackSpent(tx, current.id, 'points');
        await giveBackSpent(tx, current.id, 'credit');
      }
      await tx.update(orders).set({ status: change.to }).where(eq(orders.id, current.id));
      if (change.to === 'delivered') await earnForDelivery(tx, current.id, new Date());
      await finishManualParcel(tx, current.id, change.to);
      // Last: the serials' counters stay locked until the move commits (decision 042).
      if (change.to === 'cancelled') await creditCancelledOrder(tx, current.id);
      else if (CONFIRMED.includes(change.to)) await issueVatInvoice(tx, current.id);
      return { from: current.status, to: change.to };
    },
  });
}

type PaymentChange = {
  orderId: string;
  to: PaymentStatus;
  actorUserId: string;
  note?: string | null;
} & AfterMove;

export function changePaymentStatus(db: Database, change: PaymentChange) {
  return moveOrder(db, {
    ...change,
    kind: 'payment',
    byAdmin: true,
    check: (current) => {
      // A gateway's payment is set by the gateway, and given back through it (admin-refunds.ts):
      // marking it refunded here would say money went back that never did.
      if (isOnlineMethod(current.paymentMethod)) {
        throw new HttpError(409, msg('errors.order.paymentOnline'), 'PAID_ONLINE');
      }
      if (canMovePayment(current.paymentStatus, change.to)) return;
      throw new HttpError(
        409,
        msg('errors.order.paymentMove', { from: current.paymentStatus, to: change.to }),
        'PAYMENT_MOVE_NOT_ALLOWED',
      );
    },
    apply: async (tx, current) => {
      await tx.update(orders).set({ paymentStatus: change.to }).where(eq(orders.id, current.id));
      return { from: current.paymentStatus, to: change.to };
    },
  });
}
