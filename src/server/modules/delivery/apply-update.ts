/**
 * The one place a parcel's news is recorded. Order locked before shipment, as every order move
 * does; events keyed by the courier, so a replay changes nothing; moves only forward, so a late
 * poll never undoes a webhook. A return flags the order: stock is never returned silently.
 */
import { and, eq } from 'drizzle-orm';
import {
  canMoveShipment,
  type DeliveryAttention,
  type ShipmentEventSource,
  type ShipmentStatus,
} from '#shared/delivery';
import { canMoveOrder, canMovePayment } from '#shared/orders';
import type { Order } from '#shared/schemas/order';
import type { Database, Transaction } from '../../db/client';
import { orderEvents, orders, shipmentEvents, shipments } from '../../db/schema';
import type { ParcelUpdate } from '../../integrations/couriers/courier';
import { readOrder } from '../orders';
import { earnForDelivery } from '../wallet';
import { courierDisplayName } from './courier-log';

type OrderRow = typeof orders.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;

export class UnknownParcelError extends Error {
  constructor(
    readonly courier: string,
    readonly consignmentId: string,
  ) {
    super(`No ${courier} parcel ${consignmentId}`);
    this.name = 'UnknownParcelError';
  }
}

export type UpdateSource = Exclude<ShipmentEventSource, 'booking'>;

export type ParcelUpdateResult = {
  outcome: 'applied' | 'stale' | 'known';
  shipmentId: string;
  from: ShipmentStatus;
  to: ShipmentStatus;
  orderDelivered: boolean;
  paymentCompleted: boolean;
  attention: DeliveryAttention | null;
  order: Order;
};

const ATTENTION_OF: Partial<Record<ShipmentStatus, DeliveryAttention>> = {
  returned: 'returned',
  cancelled: 'cancelled',
  partial_delivered: 'partial',
};

function isDelivery(status: ShipmentStatus): boolean {
  return status === 'delivered' || status === 'partial_delivered';
}

export async function applyParcelUpdate(
  db: Database,
  input: {
    courier: ShipmentRow['courier'];
    update: ParcelUpdate;
    source: UpdateSource;
    /** Runs in the update's transaction: the shopper's news commits with it or not at all. */
    onApplied?: (tx: Transaction, result: ParcelUpdateResult) => Promise<unknown>;
  },
): Promise<ParcelUpdateResult> {
  const [found] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(
      and(
        eq(shipments.courier, input.courier),
        eq(shipments.consignmentId, input.update.consignmentId),
      ),
    );
  if (!found) throw new UnknownParcelError(input.courier, input.update.consignmentId);
  return db.transaction(async (tx) => {
    const result = await applyToShipment(tx, found.id, input.update, input.source);
    await input.onApplied?.(tx, result);
    return result;
  });
}

/** The order, then the shipment, locked in that order, as every order move locks them. */
export async function lockShipment(tx: Transaction, shipmentId: string) {
  const [found] = await tx
    .select({ orderId: shipments.orderId })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  if (!found) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [shipment] = await tx
    .select()
    .from(shipments)
    .where(eq(shipments.id, shipmentId))
    .for('update');
  return order && shipment ? { order, shipment } : null;
}

/** Used directly by the admin's cancel: a manual parcel has no consignment id. */
export async function applyToShipment(
  tx: Transaction,
  shipmentId: string,
  update: Omit<ParcelUpdate, 'consignmentId' | 'reference'>,
  source: UpdateSource,
  actorUserId: string | null = null,
): Promise<ParcelUpdateResult> {
  const locked = await lockShipment(tx, shipmentId);
  if (!locked) throw new Error(`shipment ${shipmentId} vanished`);
  const { order, shipment } = locked;
  const unchanged = {
    shipmentId,
    from: shipment.status,
    to: shipment.status,
    orderDelivered: false,
    paymentCompleted: false,
    attention: null,
  };
  const [event] = await tx
    .insert(shipmentEvents)
    .values({
      shipmentId,
      source,
      eventKey: update.eventKey,
      status: update.status,
      courierStatus: update.courierStatus,
      message: update.message,
      occurredAt: update.occurredAt,
    })
    .onConflictDoNothing({ target: shipmentEvents.eventKey })
    .returning({ id: shipmentEvents.id });
  if (!event) {
    return {
      ...unchanged,
      outcome: 'known',
      order: await readOrder(tx, order, { withActors: true }),
    };
  }
  // Amounts may come after the status (Steadfast states its fee later): kept whenever stated.
  const amounts = {
    ...(update.collectedAmount === null ? {} : { collectedAmount: update.collectedAmount }),
    ...(update.charge === null ? {} : { charge: update.charge }),
  };
  if (!canMoveShipment(shipment.status, update.status)) {
    if (Object.keys(amounts).length > 0) {
      await tx.update(shipments).set(amounts).where(eq(shipments.id, shipmentId));
    }
    const now = await reread(tx, order.id);
    return {
      ...unchanged,
      outcome: 'stale',
      order: await readOrder(tx, now, { withActors: true }),
    };
  }
  await tx
    .update(shipments)
    .set({
      ...amounts,
      status: update.status,
      courierStatus: update.courierStatus,
      ...(isDelivery(update.status) ? { deliveredAt: update.occurredAt } : {}),
    })
    .where(eq(shipments.id, shipmentId));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    actorUserId,
    kind: 'delivery',
    fromValue: shipment.status,
    toValue: update.status,
    note: update.message ?? update.courierStatus,
  });
  const changes = await moveOrderAlong(tx, order, shipment, update.status, actorUserId);
  const now = await reread(tx, order.id);
  return {
    outcome: 'applied',
    shipmentId,
    from: shipment.status,
    to: update.status,
    ...changes,
    order: await readOrder(tx, now, { withActors: true }),
  };
}

async function reread(tx: Transaction, orderId: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} vanished while locked`);
  return row;
}

async function moveOrderAlong(
  tx: Transaction,
  order: OrderRow,
  shipment: ShipmentRow,
  to: ShipmentStatus,
  actorUserId: string | null,
) {
  const attention = ATTENTION_OF[to] ?? null;
  if (attention) {
    await tx.update(orders).set({ deliveryAttention: attention }).where(eq(orders.id, order.id));
  }
  if (!isDelivery(to)) {
    return { orderDelivered: false, paymentCompleted: false, attention };
  }
  const courier = courierDisplayName(shipment.courier, shipment.courierLabel);
  const line = { orderId: order.id, actorUserId } as const;
  const orderDelivered = canMoveOrder(order.status, 'delivered');
  if (orderDelivered) {
    await tx.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    await earnForDelivery(tx, order.id, new Date());
    await tx.insert(orderEvents).values({
      ...line,
      kind: 'status',
      fromValue: order.status,
      toValue: 'delivered',
      note: `Delivered by ${courier}`,
    });
  }
  // The courier collected what was still owed at booking: the order is paid.
  const paymentCompleted =
    shipment.codAmount > 0 &&
    order.paymentStatus === 'pending' &&
    canMovePayment(order.paymentStatus, 'completed');
  if (paymentCompleted) {
    await tx.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({
      ...line,
      kind: 'payment',
      fromValue: 'pending',
      toValue: 'completed',
      note: `Collected by ${courier}`,
    });
  }
  return { orderDelivered, paymentCompleted, attention };
}
