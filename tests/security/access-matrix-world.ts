/**
 * The shop the access matrix attacks: customers A and B with an order paid by bKash with a
 * screenshot, a review with a photo, a cart line and a wishlist item each; an admin and a super
 * admin; and makers for fresh objects, for cells whose request uses its object up (a cancelled
 * order, a deleted review, a delivered order's return). Everything goes through the real API; only roles are set in the
 * database, as the admin tests do (the admin-create CLI writes the same column).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { profiles } from '../../src/server/db/schema';
import {
  cookiesFrom,
  createShopper,
  type SignedInShopper,
  signIn,
} from '../../src/server/test/fixtures/accounts';
import { checkoutBody, setProduct } from '../../src/server/test/fixtures/orders';
import { multipartBody, smallPng, uploadAs } from '../../src/server/test/fixtures/uploads';
import type { TestApp } from '../../src/server/test/test-app';
import { originOf } from '../../src/server/test/test-app';
import type { ShippedRole } from '../../src/shared/permissions';

export type Owner = 'A' | 'B';
/** The staff whose roles the shop ships without a name of their own here: a column each. */
export const STAFF_COLUMNS = [
  'order_desk',
  'packing',
  'catalogue',
  'marketing',
  'accountant',
] as const;
type StaffColumn = (typeof STAFF_COLUMNS)[number];
/** `admin` is a Manager and `superAdmin` the Owner, as today's roles map onto them. */
export type ActorName = 'anonymous' | Owner | 'admin' | 'superAdmin' | StaffColumn;
export const ACTOR_NAMES: ActorName[] = [
  'anonymous',
  'A',
  'B',
  'admin',
  'superAdmin',
  ...STAFF_COLUMNS,
];
type Role = 'customer' | ShippedRole;

export function isStaffActor(actor: ActorName): boolean {
  return actor !== 'anonymous' && actor !== 'A' && actor !== 'B';
}

export function roleOf(actor: ActorName): Role {
  if (actor === 'admin') return 'manager';
  if (actor === 'superAdmin') return 'owner';
  return isStaffActor(actor) ? (actor as StaffColumn) : 'customer';
}

/** What each customer owns; `secrets` are strings only they and admins may ever be shown. */
export type Belongings = {
  shopper: SignedInShopper;
  orderId: string;
  proof: string;
  reviewId: number;
  reviewPhoto: string;
  cartProduct: number;
  wishlistProduct: number;
  phone: string;
  address: string;
  secrets: string[];
};

/** One cell's request: route params, query, a JSON body or an upload, and maybe its own asker. */
export type Prepared = {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** A multipart upload of a small PNG in this field. */
  upload?: string;
  /** A multipart upload of this text as the catalogue import's CSV (field "csv"). */
  csv?: string;
  who?: SignedInShopper | undefined;
};

/** Sends a request to a route of the table, filling its `:params` and `*`, as a browser would. */
export async function send(
  app: FastifyInstance,
  who: SignedInShopper | undefined,
  method: string,
  route: string,
  prepared: Prepared = {},
): Promise<LightMyRequestResponse> {
  const params = prepared.params ?? {};
  const path = route.replace(/:(\w+)|\*/g, (found, name?: string) => {
    const value = params[name ?? found];
    if (value === undefined) throw new Error(`no value for ${found} in ${route}`);
    return encodeURIComponent(value);
  });
  const headers: Record<string, string> = { origin: originOf(app) };
  if (who) headers.cookie = who.cookie;
  let payload: string | Buffer | undefined;
  if (prepared.upload || prepared.csv !== undefined) {
    const multipart = prepared.upload
      ? multipartBody(prepared.upload, 'picture.png', 'image/png', await smallPng())
      : multipartBody('csv', 'products.csv', 'text/csv', Buffer.from(prepared.csv ?? ''));
    payload = multipart.payload;
    headers['content-type'] = multipart.contentType;
  } else if (prepared.body !== undefined) {
    payload = JSON.stringify(prepared.body);
    headers['content-type'] = 'application/json';
  }
  const url = prepared.query ? `${path}?${prepared.query}` : path;
  return app.inject({ method: method as 'GET', url, headers, payload });
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

export async function buildWorld(t: TestApp) {
  const app = t.app;
  const injectAs = (
    who: SignedInShopper | undefined,
    method: string,
    url: string,
    body?: unknown,
  ) => send(app, who, method, url, { body });
  const rows = await t.db.execute<{ id: number }>(sql`
    SELECT id FROM products WHERE status = 'active' ORDER BY id LIMIT 40`);
  const active = rows.rows.map((row) => Number(row.id));
  // Plenty of stock for the many fresh orders, so no cell is refused for want of it.
  for (const id of active.slice(0, 8)) await setProduct(t.db, id, { stockQuantity: 100_000 });
  const [orderProduct, addProduct, cartA, cartB, wishA, wishB] = active;
  if (!orderProduct || !addProduct || !cartA || !cartB || !wishA || !wishB) {
    throw new Error('the seed lacks active products');
  }

  async function shopperWithRole(role: Role, overrides: Partial<SignedInShopper> = {}) {
    const shopper = await createShopper(app, overrides);
    if (role !== 'customer') {
      await t.db
        .update(profiles)
        .set({ role: role === 'owner' ? 'super_admin' : 'admin', staffRole: role })
        .where(eq(profiles.userId, shopper.userId));
    }
    return shopper;
  }

  async function upload(who: SignedInShopper, url: string, field: string): Promise<string> {
    const response = await uploadAs(app, who.cookie, url, { field, bytes: await smallPng() });
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
    return Object.values(response.json() as Record<string, string>)[0] as string;
  }
  const uploadProof = (who: SignedInShopper) =>
    upload(who, '/api/orders/payment-proofs', 'screenshot');
  const uploadReviewPhoto = (who: SignedInShopper) => upload(who, '/api/reviews/photos', 'photo');

  /** Puts exactly this line in the cart, whatever was there of it before. */
  async function ensureCartLine(who: SignedInShopper, productId: number) {
    await injectAs(who, 'DELETE', `/api/cart/items/${productId}`);
    const added = await injectAs(who, 'POST', '/api/cart/items', { productId, quantity: 1 });
    if (added.statusCode !== 200) throw new Error(`add to cart failed: ${added.body}`);
  }

  async function ensureWishlisted(who: SignedInShopper, productId: number) {
    const added = await injectAs(who, 'POST', '/api/wishlist/items', { productId });
    if (added.statusCode !== 200) throw new Error(`wishlist failed: ${added.body}`);
  }

  const contact = new Map<string, { phone: string; address: string }>();
  /** A checkout body in the buyer's own name and address, paid by bKash with their screenshot. */
  async function orderBody(who: SignedInShopper, proof?: string) {
    const mine = contact.get(who.userId);
    return checkoutBody({
      email: who.email,
      paymentMethod: 'bkash',
      transactionId: `TX${Date.now().toString(36).toUpperCase()}`,
      paymentProof: proof ?? (await uploadProof(who)),
      ...(mine ?? {}),
    });
  }

  async function placeOrder(who: SignedInShopper, proof?: string): Promise<string> {
    await ensureCartLine(who, orderProduct as number);
    const placed = await injectAs(who, 'POST', '/api/orders', await orderBody(who, proof));
    if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
    return placed.json().id as string;
  }

  // Each customer reviews products in turn: one review per shopper and product.
  const reviewed = new Map<string, number>();
  function unreviewedProductFor(who: SignedInShopper): number {
    const next = reviewed.get(who.userId) ?? 10;
    reviewed.set(who.userId, next + 1);
    const productId = active[next];
    if (productId === undefined) throw new Error('out of products to review');
    return productId;
  }
  async function writeReview(who: SignedInShopper, photo?: string): Promise<number> {
    const productId = unreviewedProductFor(who);
    const review = {
      rating: 4,
      title: 'Lovely shade',
      content: 'Stays on all day in the heat.',
      images: photo ? [photo] : [],
    };
    const written = await injectAs(who, 'POST', `/api/products/${productId}/reviews`, review);
    if (written.statusCode !== 201) throw new Error(`review failed: ${written.body}`);
    return written.json().id as number;
  }

  async function belongingsOf(label: Owner, digit: number): Promise<Belongings> {
    const shopper = await shopperWithRole('customer', { firstName: `Customer${label}` });
    const phone = `0171100000${digit}`;
    const address = `House ${digit}, Lane ${label}-${crypto.randomUUID().slice(0, 8)}`;
    contact.set(shopper.userId, { phone, address });
    const profile = { firstName: `Customer${label}`, lastName: 'Matrix', phone, address };
    const updated = await injectAs(shopper, 'PATCH', '/api/account/profile', profile);
    if (updated.statusCode !== 200) throw new Error(`profile failed: ${updated.body}`);
    const proof = await uploadProof(shopper);
    const orderId = await placeOrder(shopper, proof);
    const reviewPhoto = await uploadReviewPhoto(shopper);
    const reviewId = await writeReview(shopper, reviewPhoto);
    const [cartProduct, wishlistProduct] = label === 'A' ? [cartA, wishA] : [cartB, wishB];
    await ensureCartLine(shopper, cartProduct as number);
    await ensureWishlisted(shopper, wishlistProduct as number);
    const secrets = [shopper.email.toLowerCase(), phone, address, orderId, proof.slice(7)];
    return {
      shopper,
      orderId,
      proof,
      reviewId,
      reviewPhoto,
      cartProduct: cartProduct as number,
      wishlistProduct: wishlistProduct as number,
      phone,
      address,
      secrets,
    };
  }

  const A = await belongingsOf('A', 1);
  const B = await belongingsOf('B', 2);
  const admin = await shopperWithRole('manager');
  const superAdmin = await shopperWithRole('owner');
  const staff = await Promise.all(STAFF_COLUMNS.map((role) => shopperWithRole(role)));
  const actors: Record<ActorName, SignedInShopper | undefined> = {
    anonymous: undefined,
    A: A.shopper,
    B: B.shopper,
    admin,
    superAdmin,
    ...Object.fromEntries(STAFF_COLUMNS.map((role, index) => [role, staff[index]])),
  } as Record<ActorName, SignedInShopper | undefined>;

  /** A fresh order of theirs, booked by hand and moved by the admin to delivered. */
  async function deliveredOrder(who: SignedInShopper): Promise<{ id: string; itemId: number }> {
    const id = await placeOrder(who);
    // A placed order is processing already (the spec's Place Order).
    for (const [url, body] of [
      [
        `/api/admin/orders/${id}/shipment`,
        { courier: 'manual', courierLabel: 'Sundarban Courier', trackingCode: 'SB-99' },
      ],
      [`/api/admin/orders/${id}/status`, { status: 'delivered' }],
    ] as const) {
      const moved = await injectAs(admin, 'POST', url, body);
      if (moved.statusCode !== 200) throw new Error(`${url} failed: ${moved.body}`);
    }
    const order = await injectAs(who, 'GET', `/api/orders/${id}`);
    return { id, itemId: order.json().items[0].id as number };
  }

  /** A return they asked for on a fresh delivered order: its id. */
  async function requestedReturn(who: SignedInShopper): Promise<string> {
    const order = await deliveredOrder(who);
    const asked = await injectAs(who, 'POST', `/api/orders/${order.id}/returns`, {
      lines: [{ itemId: order.itemId, quantity: 1 }],
      reason: 'Wrong shade',
    });
    if (asked.statusCode !== 201) throw new Error(`return failed: ${asked.body}`);
    return asked.json().returns[0].id as string;
  }

  const message = await injectAs(undefined, 'POST', '/api/contact', {
    name: 'Rina',
    email: 'rina@example.com',
    subject: 'Shade',
    message: 'Is it vegan?',
  });
  if (message.statusCode !== 201) throw new Error(`contact failed: ${message.body}`);

  return {
    t,
    actors,
    owned: { A, B } as Record<Owner, Belongings>,
    productId: orderProduct as number,
    addProduct: addProduct as number,
    contactMessageId: message.json().id as number,
    shopperWithRole,
    uploadProof,
    uploadReviewPhoto,
    ensureCartLine,
    ensureWishlisted,
    orderBody,
    placeOrder,
    writeReview,
    unreviewedProductFor,
    deliveredOrder,
    requestedReturn,
    /** A second session of the same account, for cells that end the session they use. */
    async secondSession(who: SignedInShopper): Promise<SignedInShopper> {
      const signedIn = await signIn(app, who.email, who.password);
      if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.body}`);
      return { ...who, cookie: cookiesFrom(signedIn) };
    },
  };
}
