/**
 * Test code only: orders and their parcels written straight to the database, for tests where a
 * booking is not the point (payouts, phones' delivery records).
 */
import { randomUUID } from 'node:crypto';
import type { ShipmentCourier, ShipmentStatus } from '#shared/delivery';
import type { Database } from '../../db/client';
import { orders, shipments } from '../../db/schema';

type OrderValues = Partial<typeof orders.$inferInsert>;

export async function insertOrder(db: Database, values: OrderValues = {}): Promise<string> {
  const [order] = await db
    .insert(orders)
    .values({
      email: 'buyer@example.com',
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
      ...values,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert failed');
  return order.id;
}

export type ParcelValues = {
  courier?: ShipmentCourier;
  status?: ShipmentStatus;
  codAmount?: number;
  collectedAmount?: number | null;
  charge?: number | null;
  deliveredAt?: Date | null;
  consignmentId?: string | null;
  phone?: string;
  orderStatus?: OrderValues['status'];
};

/** An order with one parcel; a delivered one is delivered now unless told when. */
export async function insertParcel(db: Database, values: ParcelValues = {}) {
  const status = values.status ?? 'delivered';
  const orderId = await insertOrder(db, {
    phone: values.phone ?? '01712345678',
    status: values.orderStatus ?? (status === 'delivered' ? 'delivered' : 'shipped'),
  });
  const delivered = status === 'delivered' || status === 'partial_delivered';
  const [parcel] = await db
    .insert(shipments)
    .values({
      orderId,
      reference: `${orderId.slice(0, 8)}-1`,
      courier: values.courier ?? 'steadfast',
      consignmentId:
        values.consignmentId === undefined
          ? String(Math.floor(Math.random() * 1e9))
          : values.consignmentId,
      trackingCode: randomUUID().slice(0, 8),
      status,
      codAmount: values.codAmount ?? 106_000,
      collectedAmount: values.collectedAmount ?? null,
      charge: values.charge === undefined ? 6_000 : values.charge,
      weightGrams: 500,
      deliveredAt:
        values.deliveredAt === undefined ? (delivered ? new Date() : null) : values.deliveredAt,
    })
    .returning();
  if (!parcel) throw new Error('parcel insert failed');
  return parcel;
}
