/** What the shopper (and /track) sees of an order's parcel; many orders in two queries. */
import { asc, desc, inArray } from 'drizzle-orm';
import { trackingUrl } from '#shared/delivery';
import type { ShipmentView } from '#shared/schemas/delivery';
import type { Database, Transaction } from '../../db/client';
import { shipmentEvents, shipments } from '../../db/schema';

type ShipmentRow = typeof shipments.$inferSelect;

/** Booked once the courier answered: a row reserved mid-call (no consignment) may be given up. */
export function isBooked(row: Pick<ShipmentRow, 'courier' | 'consignmentId'>): boolean {
  return row.courier === 'manual' || row.consignmentId !== null;
}

export async function shipmentViewsOf(
  db: Database | Transaction,
  orderIds: string[],
): Promise<Map<string, ShipmentView>> {
  const views = new Map<string, ShipmentView>();
  if (orderIds.length === 0) return views;
  const rows = await db
    .select()
    .from(shipments)
    .where(inArray(shipments.orderId, orderIds))
    .orderBy(desc(shipments.createdAt), desc(shipments.id));
  const latest = new Map<string, ShipmentRow>();
  for (const row of rows) {
    if (isBooked(row) && !latest.has(row.orderId)) latest.set(row.orderId, row);
  }
  if (latest.size === 0) return views;
  const events = await db
    .select()
    .from(shipmentEvents)
    .where(
      inArray(
        shipmentEvents.shipmentId,
        [...latest.values()].map((row) => row.id),
      ),
    )
    .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.id));
  for (const [orderId, row] of latest) {
    views.set(orderId, {
      courier: row.courier,
      courierLabel: row.courierLabel,
      trackingCode: row.trackingCode,
      trackingUrl: trackingUrl(row.courier, row.trackingCode),
      status: row.status,
      events: events
        .filter((event) => event.shipmentId === row.id)
        .map((event) => ({
          status: event.status,
          message: event.message,
          at: event.occurredAt.toISOString(),
        })),
    });
  }
  return views;
}
