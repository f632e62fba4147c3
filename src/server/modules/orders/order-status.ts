/**
 * Moving an order along (decisions 8 and 9): only the allowed moves, one at a time per order (the
 * row is locked), each recorded in its history with who and when. Cancelling puts the stock back
 * in the same transaction, so stock and orders never disagree.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { canMoveOrder, type OrderStatus, shopperCanCancel } from '#shared/orders';
import { isOrderId } from '#shared/schemas/order';
import type { Database, Transaction } from '../../db/client';
import { orderEvents, orderItems, orders, products } from '../../db/schema';
import { HttpError } from '../../http-error';
import { readOrder } from './order-service';

type StatusChange = {
  orderId: string;
  to: OrderStatus;
  actorUserId: string;
  /** A shopper may only touch their own order, and only cancel it before it ships. */
  asShopper: boolean;
  note?: string | null;
};

async function restock(tx: Transaction, orderId: string) {
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
  // In product order, like placing an order, so the two never deadlock.
  for (const item of items) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${item.quantity}` })
      .where(eq(products.id, item.productId));
  }
}

export async function changeOrderStatus(db: Database, change: StatusChange) {
  if (!isOrderId(change.orderId)) throw new HttpError(404, 'Order not found');
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, change.orderId))
      .for('update');
    if (!current || (change.asShopper && current.userId !== change.actorUserId)) {
      throw new HttpError(404, 'Order not found');
    }
    const allowed = change.asShopper
      ? change.to === 'cancelled' && shopperCanCancel(current.status)
      : canMoveOrder(current.status, change.to);
    if (!allowed) {
      throw new HttpError(
        409,
        change.to === 'cancelled'
          ? 'This order can no longer be cancelled'
          : `An order that is ${current.status} cannot become ${change.to}`,
        change.to === 'cancelled' ? 'NOT_CANCELLABLE' : 'STATUS_MOVE_NOT_ALLOWED',
      );
    }
    if (change.to === 'cancelled') await restock(tx, current.id);
    const [updated] = await tx
      .update(orders)
      .set({ status: change.to })
      .where(eq(orders.id, current.id))
      .returning();
    if (!updated) throw new Error(`order ${current.id} vanished while locked`);
    await tx.insert(orderEvents).values({
      orderId: current.id,
      actorUserId: change.actorUserId,
      kind: 'status',
      fromValue: current.status,
      toValue: change.to,
      note: change.note ?? null,
    });
    return readOrder(tx, updated);
  });
}
