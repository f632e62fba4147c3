/**
 * Test code only: orders brought to where a return starts, the way a shop gets there (placed by a
 * shopper with cash on delivery, booked by hand, delivered by an admin), and a return asked for.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Order } from '#shared/schemas/order';
import type { Database } from '../../db/client';
import { orderEvents } from '../../db/schema';
import type { SignedInShopper } from '../../test/auth-helpers';
import { checkoutBody, fillCart, sendAs } from '../../test/order-helpers';

async function expectStatus(
  response: Awaited<ReturnType<typeof sendAs>>,
  status: number,
  what: string,
) {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.body}`);
}

/**
 * A cash-on-delivery order of these lines (product id, quantity), shipped by a manual courier and
 * delivered; `paid` records the payment completed as a courier's collection would.
 */
export async function deliveredOrder(
  app: FastifyInstance,
  admin: SignedInShopper,
  customer: SignedInShopper,
  lines: [productId: number, quantity: number][] = [[1, 2]],
): Promise<Order> {
  await fillCart(app, customer, lines);
  const placed = await sendAs(app, customer, 'POST', '/api/orders', checkoutBody());
  await expectStatus(placed, 201, 'not placed');
  const { id } = placed.json() as Order;
  const booked = await sendAs(app, admin, 'POST', `/api/admin/orders/${id}/shipment`, {
    courier: 'manual',
    courierLabel: 'Sundarban Courier',
    trackingCode: `SB-${id.slice(0, 6)}`,
  });
  await expectStatus(booked, 200, 'not booked');
  const delivered = await sendAs(app, admin, 'POST', `/api/admin/orders/${id}/status`, {
    status: 'delivered',
  });
  await expectStatus(delivered, 200, 'not delivered');
  const paid = await sendAs(app, admin, 'POST', `/api/admin/orders/${id}/payment`, {
    paymentStatus: 'completed',
  });
  await expectStatus(paid, 200, 'not paid');
  return paid.json() as Order;
}

/** Moves the order's delivery this many days into the past (the return window counts from it). */
export async function deliveredDaysAgo(db: Database, orderId: string, days: number) {
  await db
    .update(orderEvents)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.kind, 'status'),
        eq(orderEvents.toValue, 'delivered'),
      ),
    );
}

/** Asks to return `quantity` of each of the order's lines (all of them by default). */
export function askReturn(
  app: FastifyInstance,
  customer: SignedInShopper,
  order: Order,
  body: Record<string, unknown> = {},
) {
  const lines = order.items.map((item) => ({ itemId: item.id, quantity: item.quantity }));
  return sendAs(app, customer, 'POST', `/api/orders/${order.id}/returns`, {
    lines,
    reason: 'The shade is not what the picture showed',
    ...body,
  });
}
