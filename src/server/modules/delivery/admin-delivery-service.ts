import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isFinalShipmentStatus, trackingUrl } from '#shared/delivery';
import { courierAddressOf } from '#shared/districts';
import { msg } from '#shared/i18n/translator';
import type { AdminDelivery } from '#shared/schemas/delivery';
import { isOrderId } from '#shared/schemas/order';
import { courierCalls, orderItems, orders, shipmentEvents, shipments } from '../../db/schema';
import { HttpError } from '../../http-error';
import { couriersOf } from '../../integrations/couriers/config';
import { codAmountOf, defaultWeightKg } from './booking-service';

type Shop = Pick<FastifyInstance, 'db' | 'couriers' | 'config'>;

export async function readAdminDelivery(shop: Shop, orderId: string): Promise<AdminDelivery> {
  if (!isOrderId(orderId)) throw new HttpError(404, msg('errors.order.notFound'));
  const [order] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new HttpError(404, msg('errors.order.notFound'));
  const [items, parcels, calls] = await Promise.all([
    shop.db
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id)),
    shop.db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, order.id))
      .orderBy(desc(shipments.createdAt), desc(shipments.id)),
    shop.db
      .select()
      .from(courierCalls)
      .where(eq(courierCalls.orderId, order.id))
      .orderBy(asc(courierCalls.createdAt), asc(courierCalls.id)),
  ]);
  const events =
    parcels.length === 0
      ? []
      : await shop.db
          .select()
          .from(shipmentEvents)
          .where(
            inArray(
              shipmentEvents.shipmentId,
              parcels.map((parcel) => parcel.id),
            ),
          )
          .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.id));
  return {
    couriers: couriersOf(shop.config.couriers).filter((name) => shop.couriers[name]),
    booking: {
      recipientName: `${order.firstName} ${order.lastName}`.trim(),
      phone: order.phone,
      address: courierAddressOf(order),
      city: order.city,
      district: order.district,
      area: order.area,
      codAmount: codAmountOf(order),
      weightKg: defaultWeightKg(),
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    },
    deliveryAttention: order.deliveryAttention,
    heldForCall: order.heldForCall,
    shipments: parcels.map((parcel) => ({
      id: parcel.id,
      courier: parcel.courier,
      courierLabel: parcel.courierLabel,
      consignmentId: parcel.consignmentId,
      trackingCode: parcel.trackingCode,
      trackingUrl: trackingUrl(parcel.courier, parcel.trackingCode),
      status: parcel.status,
      courierStatus: parcel.courierStatus,
      codAmount: parcel.codAmount,
      collectedAmount: parcel.collectedAmount,
      charge: parcel.charge,
      weightGrams: parcel.weightGrams,
      note: parcel.note,
      bookedAt: parcel.createdAt.toISOString(),
      deliveredAt: parcel.deliveredAt?.toISOString() ?? null,
      paidOut: parcel.payoutId !== null,
      cancellable:
        parcel.courier !== 'manual' &&
        Boolean(shop.couriers[parcel.courier]?.cancel) &&
        !isFinalShipmentStatus(parcel.status),
      events: events
        .filter((event) => event.shipmentId === parcel.id)
        .map((event) => ({
          status: event.status,
          message: event.message,
          courierStatus: event.courierStatus,
          at: event.occurredAt.toISOString(),
        })),
      // A refused booking's calls have no parcel: they show with the order's latest one.
      calls: calls
        .filter(
          (call) =>
            call.shipmentId === parcel.id ||
            (call.shipmentId === null && parcel === parcels[0] && call.operation === 'book'),
        )
        .map((call) => ({
          operation: call.operation,
          ok: call.ok,
          httpStatus: call.httpStatus,
          message: call.message,
          durationMs: call.durationMs,
          at: call.createdAt.toISOString(),
        })),
    })),
  };
}
