/**
 * Test code only: an order with a parcel really booked at the Steadfast stand-in (its own
 * create_order), written to the database as a booking leaves it, for the webhook and poll tests
 * where the booking is not the point.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderEvents, orders, shipmentEvents, shipments } from '../../db/schema';
import type { SteadfastStandIn } from '../../test/stand-ins/steadfast-stand-in';

export type BookedParcel = {
  orderId: string;
  shipmentId: string;
  consignmentId: string;
  trackingCode: string;
  email: string;
};

/** A shipped cash-on-delivery order (৳1,060) and its parcel, booked at the stand-in. */
export async function bookedSteadfastParcel(
  db: Database,
  steadfast: SteadfastStandIn,
  options: { userId?: string | null; email?: string } = {},
): Promise<BookedParcel> {
  const email = options.email ?? `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const [order] = await db
    .insert(orders)
    .values({
      userId: options.userId ?? null,
      email,
      firstName: 'Rina',
      lastName: 'Begum',
      address: 'House 4, Road 11, Banani',
      city: 'Dhaka',
      phone: '01712345678',
      location: 'dhaka',
      paymentMethod: 'cod',
      subtotal: 100_000,
      shipping: 6_000,
      total: 106_000,
      status: 'shipped',
      idempotencyKey: randomUUID(),
      requestHash: 'test',
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert failed');
  const { settings } = steadfast;
  const answer = await fetch(`${settings.baseUrl}/create_order`, {
    method: 'POST',
    headers: {
      'Api-Key': settings.apiKey,
      'Secret-Key': settings.secretKey,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      invoice: order.id.slice(0, 20),
      recipient_name: 'Rina Begum',
      recipient_phone: '01712345678',
      recipient_address: 'House 4, Road 11, Banani, Dhaka',
      cod_amount: 1060,
      note: null,
    }),
  });
  const booked = (await answer.json()) as {
    consignment?: { consignment_id: number; tracking_code: string };
  };
  if (!booked.consignment) throw new Error(`stand-in refused: ${JSON.stringify(booked)}`);
  const consignmentId = String(booked.consignment.consignment_id);
  const trackingCode = booked.consignment.tracking_code;
  const [parcel] = await db
    .insert(shipments)
    .values({
      orderId: order.id,
      reference: order.id.slice(0, 20),
      courier: 'steadfast',
      consignmentId,
      trackingCode,
      status: 'booked',
      courierStatus: 'in_review',
      codAmount: 106_000,
      weightGrams: 500,
    })
    .returning({ id: shipments.id });
  if (!parcel) throw new Error('shipment insert failed');
  return { orderId: order.id, shipmentId: parcel.id, consignmentId, trackingCode, email };
}

export async function parcelState(db: Database, parcel: BookedParcel) {
  const [order] = await db.select().from(orders).where(eq(orders.id, parcel.orderId));
  const [shipment] = await db.select().from(shipments).where(eq(shipments.id, parcel.shipmentId));
  const events = await db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, parcel.shipmentId));
  const history = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, parcel.orderId));
  if (!order || !shipment) throw new Error('parcel gone');
  return { order, shipment, events, history };
}
