/**
 * Booking a parcel. No lock is held over the courier's call: the parcel is reserved first
 * (shipments_one_active_idx refuses a second), and a refusal or outage gives the reservation up.
 */

import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type CourierName, MIN_PARCEL_WEIGHT_KG } from '#shared/delivery';
import { courierAddressOf } from '#shared/districts';
import { msg } from '#shared/i18n/translator';
import { lineName } from '#shared/line-name';
import { shortOrderId } from '#shared/orders';
import type { bookingInputSchema } from '#shared/schemas/delivery';
import { isOrderId, type Order } from '#shared/schemas/order';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { orderEvents, orderItems, orders, shipmentEvents, shipments } from '../../db/schema';
import { HttpError } from '../../http-error';
import { type BookedParcel, type Courier, CourierError } from '../../integrations/couriers/courier';
import { recordAudit } from '../audit';
import { readOrder } from '../orders';
import { lockShipment, type ShipmentRow } from './apply-update';
import { COURIER_NAMES, courierCallLog, courierDisplayName } from './courier-log';

type Shop = Pick<FastifyInstance, 'db' | 'couriers' | 'log'>;
type OrderRow = typeof orders.$inferSelect;
export type BookingRequest = z.output<typeof bookingInputSchema>;

function notBookable() {
  return new HttpError(409, msg('errors.delivery.notBookable'), 'NOT_BOOKABLE');
}

export function codAmountOf(order: Pick<OrderRow, 'paymentStatus' | 'total'>): number {
  return order.paymentStatus === 'completed' ? 0 : order.total;
}

/** A parcel weighs at least the couriers' minimum; the admin's form states the real weight. */
export function defaultWeightKg(): number {
  return MIN_PARCEL_WEIGHT_KG;
}

async function lockOrder(tx: Transaction, orderId: string): Promise<OrderRow> {
  if (!isOrderId(orderId)) throw new HttpError(404, msg('errors.order.notFound'));
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new HttpError(404, msg('errors.order.notFound'));
  return order;
}

/** Processing, or shipped with its parcel back (re-ship); never held for a call. Order locked. */
async function checkBookable(tx: Transaction, order: OrderRow) {
  if (order.heldForCall) {
    throw new HttpError(409, msg('errors.delivery.heldForCall'), 'HELD_FOR_CALL');
  }
  const reship =
    order.status === 'shipped' &&
    (order.deliveryAttention === 'returned' || order.deliveryAttention === 'cancelled');
  if (order.status !== 'processing' && !reship) throw notBookable();
  const active = await tx
    .select({ status: shipments.status })
    .from(shipments)
    .where(eq(shipments.orderId, order.id));
  if (active.some((row) => row.status !== 'returned' && row.status !== 'cancelled')) {
    throw notBookable();
  }
}

/**
 * A booking given up leaves no row, so a retry sends the same reference: a courier that created
 * the parcel before its answer was lost refuses the duplicate instead of shipping twice.
 */
async function nextReference(tx: Transaction, orderId: string): Promise<string> {
  const [row] = await tx
    .select({ count: count() })
    .from(shipments)
    .where(eq(shipments.orderId, orderId));
  return `${shortOrderId(orderId)}-${(row?.count ?? 0) + 1}`;
}

async function reserve(
  db: Database,
  orderId: string,
  values: Omit<typeof shipments.$inferInsert, 'orderId' | 'codAmount' | 'reference'>,
): Promise<{ order: OrderRow; shipment: ShipmentRow }> {
  try {
    return await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      await checkBookable(tx, order);
      const [shipment] = await tx
        .insert(shipments)
        .values({
          ...values,
          orderId: order.id,
          reference: await nextReference(tx, order.id),
          codAmount: codAmountOf(order),
        })
        .returning();
      if (!shipment) throw new Error('shipments insert returned nothing');
      return { order, shipment };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'shipments_one_active_idx')) throw notBookable();
    throw error;
  }
}

async function itemsOf(db: Database, orderId: string) {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return {
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    itemDescription: items
      .map((item) => `${item.quantity} x ${lineName(item.productName, item.variantTitle)}`)
      .join('; ')
      .slice(0, 250),
  };
}

/** Runs in the transaction that ships the order: the shopper's news commits with it. */
type OnBooked = (tx: Transaction, order: Order) => Promise<unknown>;

async function finish(
  db: Database,
  shipmentId: string,
  booked: Pick<BookedParcel, 'status' | 'courierStatus' | 'charge'> & {
    consignmentId: string | null;
    trackingCode: string;
  },
  actorUserId: string,
  onBooked: OnBooked | undefined,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const locked = await lockShipment(tx, shipmentId);
    if (!locked) throw new Error(`reserved shipment ${shipmentId} vanished`);
    const { order, shipment } = locked;
    await tx
      .update(shipments)
      .set({
        consignmentId: booked.consignmentId,
        trackingCode: booked.trackingCode,
        status: booked.status,
        courierStatus: booked.courierStatus,
        charge: booked.charge,
      })
      .where(eq(shipments.id, shipmentId));
    await tx.insert(shipmentEvents).values({
      shipmentId,
      source: 'booking',
      eventKey: `booking:${shipmentId}`,
      status: booked.status,
      courierStatus: booked.courierStatus,
      message: null,
      occurredAt: new Date(),
    });
    const courier = courierDisplayName(shipment.courier, shipment.courierLabel);
    const note = `Booked with ${courier} · tracking ${booked.trackingCode}`;
    const line = { orderId: order.id, actorUserId, note } as const;
    // The order moved on while the courier was asked (cancelled by an admin): the parcel is
    // recorded, the history says so, and the order stays where it is.
    const bookable = order.status === 'processing' || order.status === 'shipped';
    if (order.status === 'processing') {
      await tx.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id));
      await tx
        .insert(orderEvents)
        .values({ ...line, kind: 'status', fromValue: 'processing', toValue: 'shipped' });
    }
    if (bookable) {
      await tx.update(orders).set({ deliveryAttention: null }).where(eq(orders.id, order.id));
    }
    await tx.insert(orderEvents).values({
      ...line,
      kind: 'delivery',
      fromValue: null,
      toValue: booked.status,
      note: bookable ? note : `${note} after the order was ${order.status}: cancel the parcel`,
    });
    const [now] = await tx.select().from(orders).where(eq(orders.id, order.id));
    if (!now) throw new Error(`order ${order.id} vanished while locked`);
    await recordAudit(tx, {
      action: 'delivery.book',
      entity: 'order',
      entityId: order.id,
      before: { status: order.status, deliveryAttention: order.deliveryAttention },
      after: {
        status: now.status,
        deliveryAttention: now.deliveryAttention,
        shipmentId,
        courier,
        trackingCode: booked.trackingCode,
        consignmentId: booked.consignmentId,
        codAmount: shipment.codAmount,
        weightGrams: shipment.weightGrams,
        charge: booked.charge,
      },
    });
    const shipped = await readOrder(tx, now, { withActors: true });
    await onBooked?.(tx, shipped);
    return shipped;
  });
}

async function giveUp(db: Database, shipmentId: string) {
  await db.delete(shipments).where(eq(shipments.id, shipmentId));
}

function courierOf(shop: Shop, name: CourierName): Courier {
  const courier = shop.couriers[name];
  if (!courier) {
    throw new HttpError(404, msg('errors.delivery.courierNotConfigured'), 'COURIER_NOT_CONFIGURED');
  }
  return courier;
}

export function courierHttpError(name: CourierName, error: CourierError): HttpError {
  const courier = COURIER_NAMES[name];
  if (error.retryable) {
    return new HttpError(
      503,
      msg('errors.delivery.courierUnavailable', { courier }),
      'COURIER_UNAVAILABLE',
    );
  }
  return new HttpError(
    422,
    msg('errors.delivery.courierRefused', {
      courier,
      message: error.courierMessage ?? error.message,
    }),
    'COURIER_REFUSED',
  );
}

export async function bookShipment(
  shop: Shop,
  request: { orderId: string; input: BookingRequest; actorUserId: string; onBooked?: OnBooked },
): Promise<Order> {
  const { input } = request;
  const weightGrams = Math.round((input.weightKg ?? defaultWeightKg()) * 1000);
  const common = { weightGrams, note: input.note, bookedBy: request.actorUserId };
  if (input.courier === 'manual') {
    const { shipment } = await reserve(shop.db, request.orderId, {
      ...common,
      courier: 'manual',
      courierLabel: input.courierLabel,
      trackingCode: input.trackingCode,
    });
    return finish(
      shop.db,
      shipment.id,
      {
        consignmentId: null,
        trackingCode: input.trackingCode,
        status: 'booked',
        courierStatus: 'booked',
        charge: null,
      },
      request.actorUserId,
      request.onBooked,
    );
  }
  const courier = courierOf(shop, input.courier);
  const { order, shipment } = await reserve(shop.db, request.orderId, {
    ...common,
    courier: input.courier,
  });
  const log = courierCallLog(input.courier, { orderId: order.id, shipmentId: shipment.id });
  let booked: BookedParcel;
  try {
    booked = await courier.book(
      {
        reference: shipment.reference,
        recipient: {
          name: `${order.firstName} ${order.lastName}`.trim(),
          phone: order.phone,
          address: courierAddressOf(order),
          city: order.city,
          ...(input.courier === 'pathao'
            ? {
                pathao: {
                  cityId: input.cityId,
                  zoneId: input.zoneId,
                  ...(input.areaId ? { areaId: input.areaId } : {}),
                },
              }
            : {}),
        },
        codAmount: shipment.codAmount,
        weightGrams,
        ...(await itemsOf(shop.db, order.id)),
        note: input.note,
      },
      log.onCall,
    );
  } catch (error) {
    // The reservation goes; its calls stay on the order for the admin's parcel card.
    await giveUp(shop.db, shipment.id);
    await log.save(shop.db, null);
    if (error instanceof CourierError) throw courierHttpError(input.courier, error);
    shop.log.error({ err: error }, 'courier booking failed');
    throw error;
  }
  await log.save(shop.db);
  return finish(shop.db, shipment.id, booked, request.actorUserId, request.onBooked);
}
