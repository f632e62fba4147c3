import { asc, eq, inArray } from 'drizzle-orm';
import { trackingUrl } from '#shared/delivery';
import { refundDueBy } from '#shared/returns';
import { isOrderId } from '#shared/schemas/order';
import type { ReturnView } from '#shared/schemas/returns';
import type { Database, Transaction } from '../../db/client';
import { orderItems, returnLines, returns } from '../../db/schema';

type ReturnRow = typeof returns.$inferSelect;
type Reader = Database | Transaction;

/**
 * The part of a line's coupon discount that falls on `quantity` of it, rounded up: what a return
 * of them is worth (price less this) then never exceeds what was paid for them.
 */
export function discountShare(item: { quantity: number; discount: number }, quantity: number) {
  return Math.ceil((item.discount * quantity) / item.quantity);
}

async function linesOf(db: Reader, returnIds: string[]) {
  if (returnIds.length === 0) return [];
  return db
    .select({
      returnId: returnLines.returnId,
      id: returnLines.id,
      itemId: returnLines.orderItemId,
      quantity: returnLines.quantity,
      restocked: returnLines.restocked,
      name: orderItems.productName,
      variantTitle: orderItems.variantTitle,
      image: orderItems.productImage,
      unitPrice: orderItems.unitPrice,
      itemQuantity: orderItems.quantity,
      itemDiscount: orderItems.discount,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(inArray(returnLines.returnId, returnIds))
    .orderBy(asc(returnLines.id));
}

function toView(row: ReturnRow, lines: Awaited<ReturnType<typeof linesOf>>): ReturnView {
  const own = lines.filter((line) => line.returnId === row.id);
  const views = own.map((line) => ({
    id: line.id,
    itemId: line.itemId,
    name: line.name,
    variantTitle: line.variantTitle,
    image: line.image,
    unitPrice: line.unitPrice,
    discount: discountShare(
      { quantity: line.itemQuantity, discount: line.itemDiscount },
      line.quantity,
    ),
    quantity: line.quantity,
    restocked: line.restocked,
  }));
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    photos: row.photoFileIds.map((id) => `/files/${id}`),
    lines: views,
    decisionNote: row.decisionNote,
    pickup: row.pickupCourier
      ? {
          courier: row.pickupCourier,
          courierLabel: row.pickupCourierLabel,
          trackingCode: row.pickupTrackingCode,
          trackingUrl: trackingUrl(row.pickupCourier, row.pickupTrackingCode),
        }
      : null,
    refundAs: row.refundAs,
    refund:
      row.status === 'refunded' && row.refundAmount !== null && row.refundMethod && row.refundedAt
        ? {
            amount: row.refundAmount,
            method: row.refundMethod,
            reference: row.refundReference,
            at: row.refundedAt.toISOString(),
          }
        : null,
    worth: views.reduce((sum, line) => sum + line.unitPrice * line.quantity - line.discount, 0),
    requestedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    refundDueBy:
      row.receivedAt && row.status !== 'refunded'
        ? refundDueBy(row.receivedAt).toISOString()
        : null,
  };
}

export async function readOrderReturns(db: Reader, orderId: string): Promise<ReturnView[]> {
  const rows = await db
    .select()
    .from(returns)
    .where(eq(returns.orderId, orderId))
    .orderBy(asc(returns.createdAt));
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toView(row, lines));
}

export async function readReturn(
  db: Reader,
  returnId: string,
): Promise<(ReturnView & { orderId: string }) | null> {
  if (!isOrderId(returnId)) return null; // not a uuid: no return has it
  const [row] = await db.select().from(returns).where(eq(returns.id, returnId));
  if (!row) return null;
  return { ...toView(row, await linesOf(db, [row.id])), orderId: row.orderId };
}
