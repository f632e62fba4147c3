/**
 * Points earned and taken back (decision 048): a delivered order earns once, one point per the
 * owner's taka of what its goods cost after discounts; a return takes back the returned share of
 * that and gives back the share of the points it spent that fell on the returned lines.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { orderItems, orders, walletLots, walletMoves } from '../../db/schema';
import { readPointsRule } from './points-settings';
import { giveBackSpent, grantLot, monthsFrom, takeFromLots } from './wallet-ledger';

export async function earnForDelivery(tx: Transaction, orderId: string, now: Date): Promise<void> {
  const rule = await readPointsRule(tx);
  if (!rule.enabled) return;
  const [order] = await tx
    .select({ userId: orders.userId, subtotal: orders.subtotal, discount: orders.discount })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.userId) return;
  const points = Math.floor((order.subtotal - order.discount) / (rule.earnTaka * 100));
  if (points <= 0) return;
  // The lot's unique order index makes a second delivery of the same order earn nothing.
  await grantLot(
    tx,
    {
      userId: order.userId,
      kind: 'points',
      amount: points,
      expiresAt: monthsFrom(now, rule.expireMonths),
      orderId,
    },
    { reason: 'earned' },
  );
}

/** The returned lines' share of the order's goods value and of its points discount. */
async function returnedShares(tx: Transaction, returned: { itemId: number; quantity: number }[]) {
  const items = await tx
    .select({
      id: orderItems.id,
      value: sql<number>`${orderItems.unitPrice} * ${orderItems.quantity} - ${orderItems.discount}`,
      pointsDiscount: orderItems.pointsDiscount,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.id,
        returned.map((line) => line.itemId),
      ),
    );
  let value = 0;
  let pointsDiscount = 0;
  for (const line of returned) {
    const item = items.find((row) => row.id === line.itemId);
    if (!item) continue;
    value += (Number(item.value) * line.quantity) / item.quantity;
    pointsDiscount += (item.pointsDiscount * line.quantity) / item.quantity;
  }
  return { value, pointsDiscount };
}

export async function settlePointsForReturn(
  tx: Transaction,
  orderId: string,
  returned: { itemId: number; quantity: number }[],
  now: Date,
): Promise<void> {
  const [order] = await tx
    .select({
      userId: orders.userId,
      net: sql<number>`${orders.subtotal} - ${orders.discount}`,
      pointsUsed: orders.pointsUsed,
      pointsDiscount: orders.pointsDiscount,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.userId || returned.length === 0) return;
  const shares = await returnedShares(tx, returned);
  if (order.pointsDiscount > 0) {
    const back = Math.floor((order.pointsUsed * shares.pointsDiscount) / order.pointsDiscount);
    if (back > 0) await giveBackSpent(tx, orderId, 'points', back);
  }
  const net = Number(order.net);
  if (net > 0) await takeBackEarned(tx, { orderId, userId: order.userId }, shares.value / net, now);
}

/** Its own lot first, then hers that expire first; what she has already spent stays spent. */
async function takeBackEarned(
  tx: Transaction,
  { orderId, userId }: { orderId: string; userId: string },
  share: number,
  now: Date,
) {
  const [earned] = await tx
    .select({ id: walletLots.id, amount: walletLots.amount })
    .from(walletLots)
    .where(eq(walletLots.orderId, orderId));
  if (!earned) return;
  const [taken] = await tx
    .select({ amount: sql<number>`coalesce(-sum(${walletMoves.change}), 0)::int` })
    .from(walletMoves)
    .where(and(eq(walletMoves.orderId, orderId), eq(walletMoves.reason, 'taken_back')));
  const due = Math.min(
    Math.round(earned.amount * Math.min(share, 1)),
    earned.amount - (taken?.amount ?? 0),
  );
  if (due <= 0) return;
  await takeFromLots(tx, { userId, kind: 'points' }, due, {
    reason: 'taken_back',
    orderId,
    now,
    first: earned.id,
  });
}
