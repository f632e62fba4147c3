/**
 * A hand-recorded parcel has no courier to report on it, so the admin's move of its order ends it,
 * with a shipment event as a courier's news would: /track is built from the events.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import { FINAL_SHIPMENT_STATUSES } from '#shared/delivery';
import type { OrderStatus } from '#shared/orders';
import type { Transaction } from '../../db/client';
import { shipmentEvents, shipments } from '../../db/schema';

export async function finishManualParcel(tx: Transaction, orderId: string, to: OrderStatus) {
  if (to !== 'delivered' && to !== 'cancelled') return;
  const at = new Date();
  const ended = await tx
    .update(shipments)
    .set(to === 'delivered' ? { status: 'delivered', deliveredAt: at } : { status: 'cancelled' })
    .where(
      and(
        eq(shipments.orderId, orderId),
        eq(shipments.courier, 'manual'),
        notInArray(shipments.status, [...FINAL_SHIPMENT_STATUSES]),
      ),
    )
    .returning({ id: shipments.id });
  if (ended.length === 0) return;
  await tx
    .insert(shipmentEvents)
    .values(
      ended.map(({ id }) => ({
        shipmentId: id,
        source: 'admin' as const,
        eventKey: `manual:${id}:${to}`,
        status: to,
        occurredAt: at,
      })),
    )
    .onConflictDoNothing({ target: shipmentEvents.eventKey });
}
