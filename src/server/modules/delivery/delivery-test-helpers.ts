/**
 * Test code only: orders brought to where delivery starts, the way an admin brings them (placed
 * by a shopper, moved to processing, marked paid through the admin's routes), and their rows.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { orderEvents, orders, productVariants, shipments } from '../../db/schema';
import type { SignedInShopper } from '../../test/auth-helpers';
import { checkoutBody, fillCart, sendAs } from '../../test/order-helpers';

export type PlacedOrder = { id: string; total: number };

/** Placed with cash on delivery, processing (paid when told, as an admin records it). */
export async function processingOrder(
  app: FastifyInstance,
  admin: SignedInShopper,
  customer: SignedInShopper,
  {
    paid = false,
    productId = 1,
    quantity = 1,
    checkout = {},
  }: {
    paid?: boolean;
    productId?: number;
    quantity?: number;
    checkout?: Record<string, unknown>;
  } = {},
): Promise<PlacedOrder> {
  await fillCart(app, customer, [[productId, quantity]]);
  const placed = await sendAs(app, customer, 'POST', '/api/orders', checkoutBody(checkout));
  if (placed.statusCode !== 201) throw new Error(`not placed: ${placed.body}`);
  const { id, total, status } = placed.json() as PlacedOrder & { status: string };
  // Cash on delivery starts processing; a manual payment waits pending for the admin.
  const moved =
    status === 'pending'
      ? await sendAs(app, admin, 'POST', `/api/admin/orders/${id}/status`, {
          status: 'processing',
        })
      : null;
  if (moved && moved.statusCode !== 200) throw new Error(`not processing: ${moved.body}`);
  if (paid) {
    const marked = await sendAs(app, admin, 'POST', `/api/admin/orders/${id}/payment`, {
      paymentStatus: 'completed',
    });
    if (marked.statusCode !== 200) throw new Error(`not paid: ${marked.body}`);
  }
  return { id, total };
}

export async function orderRow(db: Database, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

export function shipmentRows(db: Database, orderId: string) {
  return db.select().from(shipments).where(eq(shipments.orderId, orderId));
}

export function historyOf(db: Database, orderId: string) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.id);
}

/** Stock left of a product's variants, summed. */
export async function stockOf(db: Database, productId: number): Promise<number> {
  const rows = await db
    .select({ stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return rows.reduce((sum, row) => sum + row.stock, 0);
}
