/** Returns as admins see them. Every move locks and re-checks the row: two admins, one 409. */
import { and, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import { canMoveReturn, type ReturnStatus, refundDueBy } from '#shared/returns';
import { ADMIN_PAGE_SIZE } from '#shared/schemas/admin';
import { isOrderId } from '#shared/schemas/order';
import type {
  AdminReturn,
  AdminReturnPage,
  adminReturnQuerySchema,
  returnDecisionInputSchema,
} from '#shared/schemas/returns';
import type { Database, Transaction } from '../../db/client';
import {
  orderEvents,
  orderItems,
  orders,
  payments,
  profiles,
  returnLines,
  returns,
  shipments,
  users,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import { recordAudit } from '../audit';
import type { TellShopper } from './return-news';
import { discountShare, readReturn } from './return-views';

type Reader = Database | Transaction;
export type ReturnRow = typeof returns.$inferSelect;
type Shop = Pick<FastifyInstance, 'db' | 'couriers'>;

export function returnNotFound(): HttpError {
  return new HttpError(404, msg('errors.returns.admin.notFound'), 'RETURN_NOT_FOUND');
}

export function returnMoveNotAllowed(): HttpError {
  return new HttpError(409, msg('errors.returns.admin.moveNotAllowed'), 'RETURN_MOVE_NOT_ALLOWED');
}

export async function lockReturn(tx: Transaction, returnId: string): Promise<ReturnRow> {
  if (!isOrderId(returnId)) throw returnNotFound();
  const [row] = await tx.select().from(returns).where(eq(returns.id, returnId)).for('update');
  if (!row) throw returnNotFound();
  return row;
}

/** In the caller's transaction; the caller has checked canMoveReturn. */
export async function recordReturnMove(
  tx: Transaction,
  row: ReturnRow,
  to: ReturnStatus,
  values: Partial<typeof returns.$inferInsert>,
  line: { actorUserId: string; note: string | null; tellShopper: TellShopper },
): Promise<void> {
  await tx
    .update(returns)
    .set({ ...values, status: to })
    .where(eq(returns.id, row.id));
  await tx.insert(orderEvents).values({
    orderId: row.orderId,
    actorUserId: line.actorUserId,
    kind: 'return',
    fromValue: row.status,
    toValue: to,
    note: line.note,
  });
  await line.tellShopper(tx, { orderId: row.orderId, returnId: row.id });
}

/**
 * Pending gateway refunds count too: that money is under way. Returns paid by hand count from the
 * returns table (gateway ones are in payment_refunds); `exceptReturnId`'s own claim does not count.
 */
/**
 * What the order may still give back: in all, what it cost (money and store credit paid) less every
 * refund; `moneyOnly`, the money paid less the money refunds, so credit never comes back as cash.
 */
export async function refundableLeft(
  db: Reader,
  orderId: string,
  options: { exceptReturnId?: string; moneyOnly?: boolean } = {},
): Promise<number> {
  const except = options.exceptReturnId ? sql`AND r.id <> ${options.exceptReturnId}` : sql``;
  const paid = options.moneyOnly ? sql`o.total` : sql`o.total + o.credit_paid`;
  const methods = options.moneyOnly ? sql`('bkash', 'bank')` : sql`('bkash', 'bank', 'credit')`;
  const result = await db.execute<{ remaining: number | string | null }>(sql`
    SELECT ${paid}
      - COALESCE((SELECT sum(pr.amount) FROM payment_refunds pr
          JOIN payments p ON p.id = pr.payment_id
          WHERE p.order_id = o.id AND pr.status IN ('pending', 'done')), 0)
      - COALESCE((SELECT sum(r.refund_amount) FROM returns r
          WHERE r.order_id = o.id AND r.refund_method IN ${methods}
            AND r.refund_amount IS NOT NULL ${except}), 0) AS remaining
    FROM orders o WHERE o.id = ${orderId}
  `);
  const remaining = Number(result.rows[0]?.remaining ?? 0);
  return Math.max(0, remaining);
}

type ListQuery = z.output<typeof adminReturnQuerySchema>;

export async function listAdminReturns(db: Database, query: ListQuery): Promise<AdminReturnPage> {
  const where: SQL | undefined = query.status ? eq(returns.status, query.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: returns.id,
        orderId: returns.orderId,
        status: returns.status,
        createdAt: returns.createdAt,
        receivedAt: returns.receivedAt,
        firstName: orders.firstName,
        lastName: orders.lastName,
        phone: orders.phone,
      })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(where)
      .orderBy(desc(returns.createdAt), desc(returns.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(returns).where(where),
  ]);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({
            returnId: returnLines.returnId,
            quantity: returnLines.quantity,
            unitPrice: orderItems.unitPrice,
            itemQuantity: orderItems.quantity,
            itemDiscount: orderItems.discount,
          })
          .from(returnLines)
          .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
          .where(
            inArray(
              returnLines.returnId,
              rows.map((row) => row.id),
            ),
          );
  return {
    returns: rows.map((row) => {
      const own = lines.filter((line) => line.returnId === row.id);
      return {
        id: row.id,
        orderId: row.orderId,
        customerName: `${row.firstName} ${row.lastName}`.trim(),
        phone: row.phone,
        status: row.status,
        itemCount: own.reduce((sum, line) => sum + line.quantity, 0),
        worth: own.reduce(
          (sum, line) =>
            sum +
            line.unitPrice * line.quantity -
            discountShare(
              { quantity: line.itemQuantity, discount: line.itemDiscount },
              line.quantity,
            ),
          0,
        ),
        requestedAt: row.createdAt.toISOString(),
        refundDueBy:
          row.receivedAt && row.status !== 'refunded'
            ? refundDueBy(row.receivedAt).toISOString()
            : null,
      };
    }),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/** The order's delivered Steadfast parcel (the newest), or null: what a return request names. */
export async function steadfastParcelOf(
  db: Database | Transaction,
  orderId: string,
): Promise<typeof shipments.$inferSelect | null> {
  const [parcel] = await db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.orderId, orderId),
        eq(shipments.courier, 'steadfast'),
        inArray(shipments.status, ['delivered', 'partial_delivered']),
        isNotNull(shipments.consignmentId),
        isNotNull(shipments.trackingCode),
      ),
    )
    .orderBy(desc(shipments.createdAt))
    .limit(1);
  return parcel ?? null;
}

async function deliveredAtOf(db: Reader, orderId: string): Promise<Date | null> {
  const [line] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.kind, 'status'),
        eq(orderEvents.toValue, 'delivered'),
      ),
    )
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
    .limit(1);
  return line?.at ?? null;
}

async function paidOnlineOf(db: Reader, orderId: string) {
  const [payment] = await db
    .select({ gateway: payments.gateway })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'completed')));
  return payment?.gateway ?? null;
}

/**
 * The account an order was placed from, with what Admin → Customers names it by; an older account
 * may have no profile yet, and its credit is still hers.
 */
async function accountHolderOf(db: Reader, userId: string | null) {
  if (userId === null) return null;
  const [holder] = await db
    .select({
      id: users.id,
      firstName: sql<string>`coalesce(${profiles.firstName}, '')`,
      lastName: sql<string>`coalesce(${profiles.lastName}, '')`,
      email: users.email,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return holder ?? null;
}

export async function readAdminReturn(shop: Shop, returnId: string): Promise<AdminReturn> {
  const { db } = shop;
  const found = await readReturn(db, returnId);
  if (!found) throw returnNotFound();
  const { orderId, ...view } = found;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw returnNotFound();
  const [deliveredAt, paidOnline, left, parcel, customer] = await Promise.all([
    deliveredAtOf(db, orderId),
    paidOnlineOf(db, orderId),
    refundableLeft(db, orderId),
    steadfastParcelOf(db, orderId),
    accountHolderOf(db, order.userId),
  ]);
  return {
    ...view,
    order: {
      id: order.id,
      firstName: order.firstName,
      lastName: order.lastName,
      phone: order.phone,
      email: order.email,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      total: order.total,
      deliveredAt: deliveredAt?.toISOString() ?? null,
      customer,
    },
    paidOnline,
    refundableLeft: left,
    steadfastPickup: parcel !== null && Boolean(shop.couriers.steadfast?.requestReturn),
  };
}

export type DecisionRequest = z.output<typeof returnDecisionInputSchema>;

export async function decideReturn(
  db: Database,
  request: {
    returnId: string;
    input: DecisionRequest;
    actorUserId: string;
    tellShopper: TellShopper;
  },
): Promise<void> {
  const { input } = request;
  const to: ReturnStatus = input.decision === 'accept' ? 'accepted' : 'refused';
  return db.transaction(async (tx) => {
    const row = await lockReturn(tx, request.returnId);
    if (!canMoveReturn(row.status, to)) throw returnMoveNotAllowed();
    await recordReturnMove(
      tx,
      row,
      to,
      { decisionNote: input.note, decidedAt: new Date() },
      { actorUserId: request.actorUserId, note: input.note, tellShopper: request.tellShopper },
    );
    // On the order, as its history line is: the order page shows its returns' decisions too.
    await recordAudit(tx, {
      action: to === 'accepted' ? 'return.accept' : 'return.refuse',
      entity: 'order',
      entityId: row.orderId,
      before: { returnId: row.id, returnStatus: row.status, decisionNote: row.decisionNote },
      after: { returnId: row.id, returnStatus: to, decisionNote: input.note },
    });
  });
}
