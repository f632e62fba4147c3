import { asc, desc, eq, inArray } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import type { Permission } from '#shared/permissions';
import { accountLabel } from '#shared/phone';
import { OPEN_RETURN_STATUSES, returnDeadline } from '#shared/returns';
import { isOrderId, type Order } from '#shared/schemas/order';
import type { ReturnView } from '#shared/schemas/returns';
import type { Database, Transaction } from '../../db/client';
import { orderEvents, orderItems, orders, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { shipmentViewsOf } from '../delivery';
import { readOrderReturns } from '../returns';

type OrderRow = typeof orders.$inferSelect;

type EventRow = typeof orderEvents.$inferSelect & { by?: string | null };

/** Who made a change, read beside it (users left-joined): null columns when nobody did. */
export const actorColumns = {
  actorEmail: users.email,
  actorName: users.name,
  actorPhone: users.phoneNumber,
};

export function actorLabelOf(actor: {
  actorEmail: string | null;
  actorName: string | null;
  actorPhone: string | null;
}): string | null {
  if (actor.actorEmail === null) return null;
  return accountLabel({
    email: actor.actorEmail,
    name: actor.actorName,
    phoneNumber: actor.actorPhone,
  });
}

/** Two queries however many orders there are; shoppers never see staff names. */
export async function readOrders(
  db: Database | Transaction,
  rows: OrderRow[],
  { withActors = false } = {},
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, events, parcels, takers] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    db
      .select({ event: orderEvents, ...actorColumns })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorUserId))
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id))
      .then((found) =>
        found.map(({ event, ...actor }) =>
          withActors ? { ...event, by: actorLabelOf(actor) } : event,
        ),
      ),
    shipmentViewsOf(db, ids),
    withActors ? takersOf(db, rows) : new Map<string, string | null>(),
  ]);
  return rows.map((row) => ({
    ...toOrder(
      row,
      items.filter((item) => item.orderId === row.id),
      events.filter((event) => event.orderId === row.id),
    ),
    shipment: parcels.get(row.id) ?? null,
    // Why the order waits after its parcel, and a hold for a call: the staff's business.
    ...(withActors
      ? {
          deliveryAttention: row.deliveryAttention,
          heldForCall: row.heldForCall,
          takenBy: row.takenByUserId ? (takers.get(row.takenByUserId) ?? null) : null,
          manualDiscountReason: row.manualDiscountReason,
        }
      : {}),
  }));
}

async function takersOf(db: Database | Transaction, rows: OrderRow[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.takenByUserId ? [row.takenByUserId] : [])))];
  if (ids.length === 0) return new Map<string, string | null>();
  const found = await db
    .select({ id: users.id, ...actorColumns })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map(({ id, ...actor }) => [id, actorLabelOf(actor)]));
}

type ItemRow = typeof orderItems.$inferSelect;

/**
 * `forTracker`: the public /track view, whose reader may not be the buyer: no SKUs, no staff
 * names, and no payment notes (staff write them about statements and transaction ids).
 */
export function orderLinesOf(
  items: ItemRow[],
  events: EventRow[],
  { forTracker = false }: { forTracker?: boolean } = {},
) {
  return {
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      variantId: item.variantId,
      variantTitle: item.variantTitle,
      ...(forTracker ? {} : { sku: item.sku }),
      name: item.productName,
      brand: item.productBrand,
      image: item.productImage,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      discount: item.discount,
      pointsDiscount: item.pointsDiscount,
    })),
    history: events.map((event) => ({
      kind: event.kind,
      from: event.fromValue,
      to: event.toValue,
      note: forTracker && event.kind !== 'status' ? null : event.note,
      at: event.createdAt.toISOString(),
      ...(forTracker || event.by === undefined ? {} : { by: event.by }),
    })),
  };
}

export function toOrder(row: OrderRow, items: ItemRow[], events: EventRow[]): Order {
  return {
    id: row.id,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    transactionId: row.transactionId,
    paymentProof: row.paymentProofFileId ? `/files/${row.paymentProofFileId}` : null,
    location: row.location,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    address: row.address,
    city: row.city,
    zipCode: row.zipCode,
    phone: row.phone,
    district: row.district,
    area: row.area,
    subtotal: row.subtotal,
    discount: row.discount,
    pointsUsed: row.pointsUsed,
    pointsDiscount: row.pointsDiscount,
    creditPaid: row.creditPaid,
    shipping: row.shipping,
    deliveryDiscount: row.deliveryDiscount,
    codCharge: row.codCharge,
    total: row.total,
    couponCode: row.couponCode,
    source: row.source,
    ...orderLinesOf(items, events),
    createdAt: row.createdAt.toISOString(),
  };
}

/** RETURN_WINDOW_DAYS after the newest move to delivered, while no return of it is open. */
export function returnableUntilOf(
  order: Pick<Order, 'status' | 'history'>,
  orderReturns: Pick<ReturnView, 'status'>[],
  now: Date,
): string | null {
  if (order.status !== 'delivered') return null;
  if (orderReturns.some((found) => OPEN_RETURN_STATUSES.includes(found.status))) return null;
  const delivered = order.history.findLast(
    (event) => event.kind === 'status' && event.to === 'delivered',
  );
  if (!delivered) return null;
  const deadline = returnDeadline(new Date(delivered.at));
  return deadline > now ? deadline.toISOString() : null;
}

/** With returns and return window, which lists leave out to keep readOrders' query count fixed. */
export async function readOrder(
  db: Database | Transaction,
  row: OrderRow,
  { now = new Date(), ...options }: { withActors?: boolean; now?: Date } = {},
): Promise<Order> {
  // One after the other: inside a transaction both would share one connection.
  const [order] = await readOrders(db, [row], options);
  const orderReturns = await readOrderReturns(db, row.id);
  if (!order) throw new Error(`order ${row.id} could not be read`);
  return {
    ...order,
    returns: orderReturns,
    returnableUntil: returnableUntilOf(order, orderReturns, now),
  };
}

export async function listOwnOrders(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return readOrders(db, rows);
}

/** An order its owner or staff who see orders may open; anyone else is told it does not exist. */
export async function findVisibleOrder(
  db: Database,
  id: string,
  viewer: { userId: string; permissions: readonly Permission[] },
) {
  if (!isOrderId(id)) throw new HttpError(404, msg('errors.order.notFound'));
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  const staff = viewer.permissions.includes('orders.view');
  if (!row || (!staff && row.userId !== viewer.userId)) {
    throw new HttpError(404, msg('errors.order.notFound'));
  }
  return readOrder(db, row, { withActors: staff });
}
