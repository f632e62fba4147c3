/** Helpers for tests that shop: requests as a shopper, a filled cart, a checkout body. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { insertShoppers, originOf, type SignedInShopper, shopperDetails } from './auth-helpers';

export function sendAs(
  app: FastifyInstance,
  who: SignedInShopper | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { origin: originOf(app), ...(who ? { cookie: who.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** What the checkout page sends, with a fresh key per call; paying on delivery in Dhaka. */
export function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: crypto.randomUUID(),
    email: 'buyer@example.com',
    firstName: 'Rina',
    lastName: 'Begum',
    address: 'House 4, Road 11, Banani',
    city: 'Dhaka',
    phone: '01712345678',
    location: 'dhaka',
    paymentMethod: 'cod',
    ...overrides,
  };
}

export async function fillCart(
  app: FastifyInstance,
  who: SignedInShopper,
  lines: [productId: number, quantity: number][],
) {
  for (const [productId, quantity] of lines) {
    const added = await sendAs(app, who, 'POST', '/api/cart/items', { productId, quantity });
    if (added.statusCode !== 200) throw new Error(`add to cart failed: ${added.body}`);
  }
}

export async function setProduct(
  db: Database,
  id: number,
  values: Partial<typeof products.$inferInsert>,
) {
  await db.update(products).set(values).where(eq(products.id, id));
}

export async function productRow(db: Database, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

/** Verified, signed-in shoppers, written in one transaction. */
export async function createShoppers(
  app: FastifyInstance,
  count: number,
): Promise<SignedInShopper[]> {
  return insertShoppers(
    app,
    Array.from({ length: count }, () => shopperDetails()),
  );
}
