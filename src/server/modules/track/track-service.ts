/** A wrong order number and a wrong phone look the same to the asker. */
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import { shortOrderId } from '#shared/orders';
import type { TrackedOrder, TrackOrderQuery } from '#shared/schemas/track';
import type { Database } from '../../db/client';
import { orderEvents, orderItems, orders } from '../../db/schema';
import type { AccountLimit } from '../auth';
import { complaintsOfOrder } from '../complaints';
import { shipmentViewsOf } from '../delivery';
import { orderLinesOf } from '../orders';

/**
 * Lookups per client address: plenty for people checking their parcels (often many behind one
 * carrier address), hopeless for guessing 8 hex digits or a phone number.
 */
export const TRACK_LOOKUPS: AccountLimit = { name: 'track-lookup', max: 20, windowSeconds: 900 };

/** The lowest and highest ids that start with these 8 hex digits. */
function idRange(orderNumber: string): [string, string] {
  return [
    `${orderNumber}-0000-0000-0000-000000000000`,
    `${orderNumber}-ffff-ffff-ffff-ffffffffffff`,
  ];
}

async function findOrderRow(db: Database, { orderNumber, phone }: TrackOrderQuery) {
  const [low, high] = idRange(orderNumber);
  // Two orders can share 8 digits; with the same phone too, the newest is the one being asked about.
  const [row] = await db
    .select()
    .from(orders)
    .where(and(gte(orders.id, low), lte(orders.id, high), eq(orders.phone, phone)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findTrackedOrderId(db: Database, query: TrackOrderQuery) {
  return (await findOrderRow(db, query))?.id ?? null;
}

export async function findTrackedOrder(
  db: Database,
  query: TrackOrderQuery,
): Promise<TrackedOrder | null> {
  const row = await findOrderRow(db, query);
  if (!row) return null;
  const [items, events, parcels, orderComplaints] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    shipmentViewsOf(db, [row.id]),
    complaintsOfOrder(db, row.id),
  ]);
  return {
    orderNumber: shortOrderId(row.id),
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    location: row.location,
    city: row.city,
    subtotal: row.subtotal,
    shipping: row.shipping,
    discount: row.discount,
    pointsUsed: row.pointsUsed,
    pointsDiscount: row.pointsDiscount,
    creditPaid: row.creditPaid,
    deliveryDiscount: row.deliveryDiscount,
    codCharge: row.codCharge,
    couponCode: row.couponCode,
    total: row.total,
    ...orderLinesOf(items, events, { forTracker: true }),
    shipment: parcels.get(row.id) ?? null,
    complaints: orderComplaints,
    createdAt: row.createdAt.toISOString(),
  };
}
