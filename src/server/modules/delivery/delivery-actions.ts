/** An admin's hand on a parcel: each action one transaction with the order locked. */
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FINAL_SHIPMENT_STATUSES } from '#shared/delivery';
import { msg } from '#shared/i18n/translator';
import { isOrderId, type Order } from '#shared/schemas/order';
import type { Transaction } from '../../db/client';
import { orderEvents, orders, shipments } from '../../db/schema';
import { HttpError } from '../../http-error';
import { CourierError } from '../../integrations/couriers/courier';
import { changeOrderStatus, readOrder } from '../orders';
import { applyToShipment } from './apply-update';
import { courierHttpError } from './booking-service';
import { courierCallLog } from './courier-log';
import { isBooked } from './shipment-views';

type Shop = Pick<FastifyInstance, 'db' | 'couriers'>;

function notCancellable() {
  return new HttpError(409, msg('errors.delivery.notCancellable'), 'NOT_CANCELLABLE');
}

async function lockOrder(tx: Transaction, orderId: string) {
  if (!isOrderId(orderId)) throw new HttpError(404, msg('errors.order.notFound'));
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new HttpError(404, msg('errors.order.notFound'));
  return order;
}

async function activeShipment(shop: Shop, orderId: string) {
  if (!isOrderId(orderId)) throw new HttpError(404, msg('errors.order.notFound'));
  const [order] = await shop.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new HttpError(404, msg('errors.order.notFound'));
  const [shipment] = await shop.db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.orderId, orderId),
        notInArray(shipments.status, [...FINAL_SHIPMENT_STATUSES]),
      ),
    )
    .orderBy(desc(shipments.createdAt));
  // A row still being booked (no consignment yet) is not the admin's to cancel.
  if (!shipment || !isBooked(shipment)) throw notCancellable();
  return shipment;
}

/**
 * Cancels the parcel on its way at the courier (where its API can; otherwise the admin calls the
 * courier) and records it cancelled: the order is flagged for the admin to restock or re-ship.
 */
export async function cancelShipment(
  shop: Shop,
  request: { orderId: string; actorUserId: string },
): Promise<Order> {
  const shipment = await activeShipment(shop, request.orderId);
  if (shipment.courier !== 'manual' && shipment.consignmentId) {
    const courier = shop.couriers[shipment.courier];
    if (courier?.cancel) {
      const log = courierCallLog(shipment.courier, {
        orderId: shipment.orderId,
        shipmentId: shipment.id,
      });
      try {
        await courier.cancel(
          {
            reference: '',
            consignmentId: shipment.consignmentId,
            trackingCode: shipment.trackingCode ?? '',
          },
          log.onCall,
        );
      } catch (error) {
        if (error instanceof CourierError) throw courierHttpError(shipment.courier, error);
        throw error;
      } finally {
        await log.save(shop.db);
      }
    }
  }
  const result = await shop.db.transaction((tx) =>
    applyToShipment(
      tx,
      shipment.id,
      {
        status: 'cancelled',
        courierStatus: 'cancelled_by_shop',
        message: 'Cancelled by the shop',
        occurredAt: new Date(),
        collectedAmount: null,
        charge: null,
        eventKey: `admin-cancel:${shipment.id}`,
      },
      'admin',
      request.actorUserId,
    ),
  );
  // Delivered or returned meanwhile (a webhook won the race): nothing to cancel.
  if (result.outcome !== 'applied') throw notCancellable();
  return result.order;
}

export async function holdForCall(
  shop: Shop,
  request: { orderId: string; held: boolean; note: string | null; actorUserId: string },
): Promise<Order> {
  return shop.db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.orderId);
    if (order.heldForCall === request.held) return readOrder(tx, order, { withActors: true });
    const [updated] = await tx
      .update(orders)
      .set({ heldForCall: request.held })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new Error(`order ${order.id} vanished while locked`);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      actorUserId: request.actorUserId,
      kind: 'delivery',
      fromValue: null,
      toValue: request.held ? 'held' : 'released',
      note: request.note,
    });
    return readOrder(tx, updated, { withActors: true });
  });
}

function noAttention() {
  return new HttpError(409, msg('errors.delivery.noAttention'), 'NO_ATTENTION');
}

/**
 * After a returned, cancelled or partly delivered parcel: `restock` cancels the order through the
 * usual path (which puts the stock back); `resolve` clears the flag with a note.
 */
export async function settleAttention(
  shop: Shop,
  request: {
    orderId: string;
    action: 'restock' | 'resolve';
    note: string | null;
    actorUserId: string;
    afterRestock?: (tx: Transaction, order: Order) => Promise<unknown>;
  },
): Promise<Order> {
  if (request.action === 'restock') {
    return changeOrderStatus(shop.db, {
      ...(request.afterRestock ? { afterMove: request.afterRestock } : {}),
      orderId: request.orderId,
      to: 'cancelled',
      actorUserId: request.actorUserId,
      asShopper: false,
      note: request.note ?? 'Parcel came back: restocked',
      within: async (tx, current) => {
        if (!current.deliveryAttention) throw noAttention();
        await tx.update(orders).set({ deliveryAttention: null }).where(eq(orders.id, current.id));
      },
    });
  }
  return shop.db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.orderId);
    if (!order.deliveryAttention) throw noAttention();
    const [updated] = await tx
      .update(orders)
      .set({ deliveryAttention: null })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new Error(`order ${order.id} vanished while locked`);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      actorUserId: request.actorUserId,
      kind: 'delivery',
      fromValue: order.deliveryAttention,
      toValue: 'resolved',
      note: request.note,
    });
    return readOrder(tx, updated, { withActors: true });
  });
}
