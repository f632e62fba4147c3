/**
 * The access matrix. Walks `app.routeTable`, so a new route cannot escape it: every route must be
 * classified in RULES below (the test fails on one that is not), then each is asked by {anonymous,
 * customer A, customer B, admin, super_admin} about {A's object, B's object}, with valid bodies so
 * that the only reason left to refuse is who is asking. Refusals are 401 (no session), 403 (wrong
 * role) or 404 (someone else's object), carry nothing but an error, and change nothing; no answer
 * to a customer ever holds the other's private data.
 */

import { and, asc, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  addresses,
  auditLog,
  complaintMessages,
  complaints,
  outgoingMessages,
  productAnswers,
  productQuestions,
  products,
  productVariants,
  stockAlerts,
  stockBatches,
} from '../../src/server/db/schema';
import { stopLink } from '../../src/server/modules/privacy/stop-links';
import type { RouteEntry } from '../../src/server/plugins/access';
import {
  lastMailTo,
  linkIn,
  register,
  shopperDetails,
  uniqueEmail,
} from '../../src/server/test/fixtures/accounts';
import {
  forgetCodeLimits,
  lastCodeTo,
  makePhoneAccount,
  sendOtp,
  uniquePhoneNumber,
} from '../../src/server/test/fixtures/phones';
import { staffOrderBody } from '../../src/server/test/fixtures/staff-orders';
import { createTestApp, type TestApp } from '../../src/server/test/test-app';
import { type Permission, SHIPPED_ROLES, type ShippedRole } from '../../src/shared/permissions';
import { fingerprint, leaks } from './access-matrix-checks';
import {
  ACTOR_NAMES,
  type ActorName,
  buildWorld,
  isStaffActor,
  type Owner,
  type Prepared,
  roleOf,
  send,
  type World,
} from './access-matrix-world';

/** How a cell relates the asker to the object: their own, a stranger's, or staff asking. */
type Relation = 'anonymous' | 'owner' | 'stranger' | 'admin' | 'superAdmin';
/** 'ok': 2xx or 3xx. 'input': 400, 404 or 409 for the input itself, never 401/403. */
type Expect = number | 'ok' | 'input';
type Cell = { actor: ActorName; owner: Owner };
type Rule = {
  /**
   * none: about no customer's object (stated so); self: acts on the asker's own account, cart or
   * list, so another's cannot even be named; owned: the params or body name A's or B's object.
   */
  objects: 'none' | 'self' | 'owned';
  prepare?: (w: World, cell: Cell) => Prepared | Promise<Prepared>;
  expect?: Partial<Record<Relation, Expect>>;
  /** On a customer's route, what lets staff act on anyone's object (others are strangers there). */
  staffWith?: Permission;
};

/** The newest audit entry, after a product change made for it. */
const latestEntry = async (w: World): Promise<Prepared> => {
  await freshProduct(w);
  const [entry] = await w.t.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .orderBy(desc(auditLog.at))
    .limit(1);
  return { params: { id: entry?.id ?? '' } };
};
const auditEntries = async () => (await t.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

const lipstick = () => ({
  name: `Matrix Lipstick ${crypto.randomUUID().slice(0, 6)}`,
  category: 'makeup',
  price: 125_000,
  stockQuantity: 12,
  status: 'active',
  images: [],
});
/** A catalogue import of one new product, fresh for each cell (its SKU must be new). */
const importCsv = () => {
  const id = crypto.randomUUID().slice(0, 8);
  return `Handle,Name,Category,SKU,Price (BDT),Stock\r\nmatrix-${id},Matrix Scarf ${id},accessories,MX-${id},500.00,3\r\n`;
};
const mine = (w: World, { actor }: Cell) => w.actors[actor];
const theirs = (w: World, { owner }: Cell) => w.owned[owner];
const productParam = (w: World) => ({ params: { id: String(w.productId) } });
const freshProduct = async (w: World): Promise<Prepared> => {
  const made = await send(w.t.app, w.actors.superAdmin, 'POST', '/api/admin/products', {
    body: lipstick(),
  });
  return { params: { id: String(made.json().id) }, body: lipstick() };
};
const freshOrder = async (w: World, cell: Cell) => ({
  params: { id: await w.placeOrder(theirs(w, cell).shopper) },
});
/** A fresh question of A's about the matrix's product, approved and answered by the shop. */
async function shownQuestion(w: World) {
  const userId = w.owned.A.shopper.userId;
  const [question] = await w.t.db
    .insert(productQuestions)
    .values({ productId: w.productId, userId, text: 'Is it vegan?', status: 'approved' })
    .returning({ id: productQuestions.id });
  const [answer] = await w.t.db
    .insert(productAnswers)
    .values({
      questionId: question?.id as number,
      userId,
      text: 'Yes, it is vegan.',
      byStaff: true,
      status: 'approved',
    })
    .returning({ id: productAnswers.id });
  return { questionId: question?.id as number, answerId: answer?.id as number };
}

/** A sold-out variant of an active product, as the seed has some, for back-in-stock asks. */
async function soldOutVariant(w: World) {
  const [variant] = await w.t.db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.stockQuantity, 0),
        eq(productVariants.status, 'active'),
        eq(products.status, 'active'),
      ),
    )
    .orderBy(asc(productVariants.id))
    .limit(1);
  if (!variant) throw new Error('the seed has no sold-out variant');
  return variant;
}

/** Closes the owner's order's complaints, so a new one may be raised about it. */
const closeComplaints = async (w: World, cell: Cell) => {
  await w.t.db
    .update(complaints)
    .set({
      status: 'resolved',
      resolution: 'explained',
      resolvedAt: new Date(),
      awaitingSince: null,
    })
    .where(and(eq(complaints.orderId, theirs(w, cell).orderId), ne(complaints.status, 'resolved')));
};
/** An unresolved complaint about the owner's order, written as raising one writes it. */
const openComplaint = async (w: World, cell: Cell) => {
  const { orderId, phone } = theirs(w, cell);
  const [open] = await w.t.db
    .select({ id: complaints.id })
    .from(complaints)
    .where(and(eq(complaints.orderId, orderId), ne(complaints.status, 'resolved')));
  if (open) return { orderId, phone, complaintId: open.id };
  const [made] = await w.t.db
    .insert(complaints)
    .values({ orderId, raisedVia: 'account', topic: 'late', awaitingSince: new Date() })
    .returning({ id: complaints.id });
  const complaintId = made?.id ?? '';
  await w.t.db
    .insert(complaintMessages)
    .values({ complaintId, author: 'shopper', text: 'Where is my parcel?' });
  return { orderId, phone, complaintId };
};
const freshReturn = async (w: World, cell: Cell) => ({
  params: { id: await w.requestedReturn(theirs(w, cell).shopper) },
});
/** A new account with the asker's role, for cells that use the account up. */
const throwaway = async (w: World, { actor }: Cell) =>
  actor === 'anonymous' ? undefined : await w.shopperWithRole(roleOf(actor));
/**
 * A throwaway account of the asker's role as a phone sign-up leaves it: a verified number, the
 * placeholder e-mail and no password (its credential row removed), with the code limits forgotten.
 */
const phoneThrowaway = async (w: World, cell: Cell) => {
  const who = await throwaway(w, cell);
  if (!who) return undefined;
  await makePhoneAccount(w.t.db, who.userId, uniquePhoneNumber(), {
    notifyEmail: true,
    notifySms: true,
    notifyMarketing: false,
  });
  await w.t.db.delete(accounts).where(eq(accounts.userId, who.userId));
  await forgetCodeLimits(w.t.db);
  return who;
};
const publicPage = { objects: 'none' } as const;
/** The well-stocked order product's variant. */
const orderVariant = async (w: World) => {
  const [variant] = await w.t.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, w.productId))
    .limit(1);
  return Number(variant?.id);
};
/** A count sheet finding one unit more of the order product's undated stock than it holds. */
const countSheet = async (w: World): Promise<Prepared> => {
  const id = await orderVariant(w);
  const [variant] = await w.t.db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(eq(productVariants.id, id));
  const [undated] = await w.t.db
    .select({ quantity: stockBatches.quantity })
    .from(stockBatches)
    .where(and(eq(stockBatches.variantId, id), isNull(stockBatches.expiresOn)))
    .orderBy(asc(stockBatches.id))
    .limit(1);
  const counted = (undated?.quantity ?? 0) + 1;
  return { body: { csv: `SKU,Batch,Counted\r\n${variant?.sku},,${counted}\r\n` } };
};
/** A staff order of one unit of the well-stocked order product, for a new number each cell. */
const staffOrder = async (w: World) =>
  staffOrderBody([{ variantId: await orderVariant(w), quantity: 1 }]);
const staffDraft = async (w: World) => {
  const { idempotencyKey: _key, ...draft } = await staffOrder(w);
  return draft;
};
const freshDraft = async (w: World): Promise<Prepared> => {
  const made = await send(w.t.app, w.actors.superAdmin, 'POST', '/api/admin/order-drafts', {
    body: await staffDraft(w),
  });
  return { params: { id: made.json().id } };
};
/** A supplier and a purchase order of two units of the order product, ordered unless a draft. */
const freshSupplier = async (w: World): Promise<Prepared> => {
  const made = await send(w.t.app, w.actors.superAdmin, 'POST', '/api/admin/suppliers', {
    body: { name: `Matrix Supplier ${crypto.randomUUID().slice(0, 6)}` },
  });
  return { params: { id: String(made.json().id) }, body: { name: 'Matrix Supplier' } };
};
/** A report's range: a month, as the owner opens it most. */
const REPORT_RANGE = 'from=2026-10-01&to=2026-10-31';
const freshSynonym = async (w: World): Promise<Prepared> => {
  const words = [`matrix${crypto.randomUUID().slice(0, 6)}`, 'highlighter'];
  const made = await send(w.t.app, w.actors.superAdmin, 'POST', '/api/admin/search/synonyms', {
    body: { words },
  });
  return { params: { id: String(made.json().id) }, body: { words, oneWay: true } };
};
const segmentBody = () => ({
  name: `Repeat buyers ${crypto.randomUUID().slice(0, 6)}`,
  rules: { minOrders: 2, location: 'dhaka' },
});
const freshSegment = async (w: World): Promise<Prepared> => {
  const made = await send(w.t.app, w.actors.superAdmin, 'POST', '/api/admin/segments', {
    body: segmentBody(),
  });
  return { params: { id: String(made.json().id) } };
};
const purchaseOrderBody = async (w: World) => ({
  supplierId: Number((await freshSupplier(w)).params?.id),
  lines: [{ variantId: await orderVariant(w), quantity: 2, unitCost: 10_000 }],
});
const freshPurchaseOrder = async (w: World, ordered = true) => {
  const made = await send(w.t.app, w.actors.superAdmin, 'POST', '/api/admin/purchase-orders', {
    body: await purchaseOrderBody(w),
  });
  const id = String(made.json().id);
  if (ordered) {
    await send(w.t.app, w.actors.superAdmin, 'POST', `/api/admin/purchase-orders/${id}/order`, {});
  }
  return { id, lineId: Number(made.json().lines[0].id) };
};
const freshReceipt = async (w: World): Promise<Prepared> => {
  const { id, lineId } = await freshPurchaseOrder(w);
  const made = await send(
    w.t.app,
    w.actors.superAdmin,
    'POST',
    `/api/admin/purchase-orders/${id}/receipts`,
    { body: { lines: [{ lineId, quantity: 1 }] } },
  );
  return { params: { id: String(made.json().id) } };
};
const matrixRole = () => ({
  name: `Matrix ${crypto.randomUUID().slice(0, 6)}`,
  permissions: ['orders.view'],
});
const freshRole = async (w: World): Promise<Prepared> => {
  const made = await send(w.t.app, w.actors.superAdmin, 'POST', '/api/admin/roles', {
    body: matrixRole(),
  });
  return { params: { key: made.json().key } };
};
const freshMember = async (w: World): Promise<Prepared> => ({
  params: { userId: (await w.shopperWithRole('packing')).userId },
});
const matrixAddress = () => ({
  label: 'Matrix',
  firstName: 'Rina',
  lastName: 'Begum',
  phone: '01712345678',
  address: `House ${crypto.randomUUID().slice(0, 4)}, Road 11`,
  district: 'dhaka',
  area: 'Banani',
  city: 'Dhaka',
});
/** A saved address of the cell's owner, alone (so cells never meet the limit of 10): its id. */
const freshAddress = async (w: World, cell: Cell): Promise<Prepared> => {
  const owner = theirs(w, cell).shopper;
  await w.t.db.delete(addresses).where(eq(addresses.userId, owner.userId));
  const [row] = await w.t.db
    .insert(addresses)
    .values({ ...matrixAddress(), userId: owner.userId, isDefault: true })
    .returning({ id: addresses.id });
  return { params: { id: String(row?.id) }, body: matrixAddress() };
};
/** A coupon with a new code, for cells that create one or use one up (edit, end now). */
const matrixCoupon = () => ({
  kind: 'coupon',
  code: `MX${crypto.randomUUID().slice(0, 8)}`,
  name: 'Matrix coupon',
  discountType: 'percent',
  discountValue: 10,
  startsAt: new Date(Date.now() - 3_600_000).toISOString(),
  endsAt: new Date(Date.now() + 86_400_000).toISOString(),
});
const freshPromotion = async (w: World): Promise<Prepared> => {
  const made = await send(w.t.app, w.actors.superAdmin, 'POST', '/api/admin/promotions', {
    body: matrixCoupon(),
  });
  return { params: { id: String(made.json().id) } };
};
/** A banner's body with a freshly uploaded picture (banners take only pictures uploaded here). */
const matrixBanner = async (w: World) => {
  const upload = await send(w.t.app, w.actors.superAdmin, 'POST', '/api/admin/products/images', {
    upload: 'image',
  });
  const image = upload.json().image;
  return {
    slot: 'hero',
    headlineEn: 'Matrix banner',
    headlineBn: 'ম্যাট্রিক্স ব্যানার',
    link: '/products?sale=true',
    phoneImage: image,
    desktopImage: image,
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: null,
    position: 0,
  };
};
const freshBanner = async (w: World): Promise<Prepared> => {
  const body = await matrixBanner(w);
  const made = await send(w.t.app, w.actors.superAdmin, 'POST', '/api/admin/banners', { body });
  return { params: { id: String(made.json().id) }, body };
};
/** An SMS the gateway gave up on, fresh for each cell (a retried one is no longer failed). */
const failedMessage = async (w: World): Promise<Prepared> => {
  const [row] = await w.t.db
    .insert(outgoingMessages)
    .values({
      channel: 'sms',
      recipient: '+8801711222333',
      topic: 'order.shipped',
      body: 'Shipped',
      status: 'failed',
      giveUpAt: new Date(),
      lastError: 'twilio: HTTP 503',
    })
    .returning({ id: outgoingMessages.id });
  return { params: { id: row?.id ?? '' } };
};

const RULES: Record<string, Rule> = {
  'GET /healthz': publicPage,
  // For Prometheus: its bearer token only, which no session carries (see 'token routes' below).
  'GET /metrics': { objects: 'none' },
  'GET /api/openapi.json': publicPage,
  'GET /sitemap.xml': publicPage,
  'GET /robots.txt': publicPage,
  // The catalogue feeds: public unless FEED_TOKEN is set (feeds.test.ts covers the token).
  'GET /feeds/meta.csv': publicPage,
  'GET /feeds/google.xml': publicPage,
  'GET /*': { objects: 'none', prepare: () => ({ params: { '*': 'products' } }) },
  'GET /api/shop': publicPage,
  'GET /api/products': publicPage,
  'GET /api/banners': publicPage,
  'GET /api/products/suggestions': { objects: 'none', prepare: () => ({ query: 'q=lip' }) },
  'GET /api/products/:id': { objects: 'none', prepare: productParam },
  'GET /api/products/:id/related': { objects: 'none', prepare: productParam },
  'GET /api/products/:id/reviews': { objects: 'none', prepare: productParam },
  'GET /api/products/:id/reviews/summary': { objects: 'none', prepare: productParam },
  'POST /api/contact': {
    objects: 'none',
    prepare: () => ({
      body: { name: 'Rina', email: 'r@example.com', subject: 'Hi', message: 'Hello' },
    }),
  },
  // Whoever holds an order's number and phone may follow it (a relative who paid): A, B and a
  // visitor all get it, and the answer holds nothing private of the buyer (checked by leaks).
  'POST /api/track': {
    objects: 'owned',
    prepare: (w, cell) => ({
      body: { orderNumber: theirs(w, cell).orderId.slice(0, 8), phone: theirs(w, cell).phone },
    }),
  },
  // Sign-in and session routes: public by nature; each answers about the asker only.
  'POST /api/auth/sign-up/email': { objects: 'none', prepare: () => ({ body: shopperDetails() }) },
  'POST /api/auth/sign-in/email': {
    objects: 'self',
    prepare: async (w, cell) => {
      // A visitor signs in to an account of their own, not A's (whose data would come back).
      const who = mine(w, cell) ?? (await w.shopperWithRole('customer'));
      return { body: { email: who.email, password: who.password } };
    },
  },
  // Sign-in by SMS code: a fresh number per cell (the code limits forgotten, as if an hour had
  // passed), so each answers about a number of the asker's own.
  'POST /api/auth/phone-number/send-otp': {
    objects: 'none',
    prepare: async (w) => {
      await forgetCodeLimits(w.t.db);
      return { body: { phoneNumber: uniquePhoneNumber() } };
    },
  },
  'POST /api/auth/phone-number/verify': {
    objects: 'none',
    prepare: async (w) => {
      await forgetCodeLimits(w.t.db);
      const phoneNumber = uniquePhoneNumber();
      await sendOtp(w.t.app, phoneNumber);
      const code = await lastCodeTo(w.t.db, phoneNumber);
      return { body: { phoneNumber, code, firstName: 'Matrix', lastName: 'Phone' } };
    },
  },
  'POST /api/auth/sign-out': {
    objects: 'self',
    prepare: async (w, cell) => {
      const who = mine(w, cell);
      return { who: who && (await w.secondSession(who)), body: {} };
    },
  },
  'POST /api/auth/request-password-reset': {
    objects: 'none',
    prepare: () => ({ body: { email: uniqueEmail() } }),
  },
  'POST /api/auth/send-verification-email': {
    // Signed in, Better Auth only resends to the session's own (here already verified) address.
    objects: 'none',
    prepare: () => ({ body: { email: uniqueEmail() } }),
    expect: { owner: 'input', admin: 'input' },
  },
  'POST /api/auth/reset-password': {
    objects: 'none',
    prepare: () => ({ body: { token: 'no-such-token', newPassword: 'morich-pata-77' } }),
    expect: { owner: 'input', anonymous: 'input', admin: 'input' },
  },
  'GET /api/auth/verify-email': {
    objects: 'none',
    prepare: async (w) => {
      const details = shopperDetails();
      await register(w.t.app, details);
      return { query: linkIn(await lastMailTo(w.t.app, details.email)).search.slice(1) };
    },
  },
  'GET /api/auth/reset-password/:token': {
    objects: 'none',
    // A wrong token is sent back to the page with an error in the address.
    prepare: () => ({ params: { token: 'no-such-token' }, query: 'callbackURL=%2Freset-password' }),
  },
  'GET /api/auth/get-session': { objects: 'self' },
  // Better Auth answers GET only: the automatic HEAD twins are 404 to everyone, which is as it
  // should be (a link checker's HEAD must not verify an address).
  ...Object.fromEntries(
    ['verify-email', 'reset-password/:token', 'get-session'].map((path) => [
      `HEAD /api/auth/${path}`,
      {
        objects: 'none',
        prepare: () => ({ params: { token: 'no-such-token' } }),
        expect: { anonymous: 404, owner: 404, admin: 404 },
      } satisfies Rule,
    ]),
  ),
  'POST /api/auth/change-password': {
    objects: 'self',
    prepare: async (w, cell) => {
      const who = await throwaway(w, cell);
      const current = who?.password ?? 'kacha-lonka-42';
      return { who, body: { currentPassword: current, newPassword: 'morich-pata-77' } };
    },
  },
  'GET /api/account': { objects: 'self' },
  'PATCH /api/account/profile': {
    objects: 'self',
    prepare: (w, { actor }) => {
      const own = actor === 'A' || actor === 'B' ? w.owned[actor] : undefined;
      return {
        body: {
          firstName: 'Rina',
          lastName: 'Begum',
          phone: own?.phone ?? '',
          address: own?.address ?? '',
        },
      };
    },
  },
  'PUT /api/account/notifications': {
    objects: 'self',
    prepare: () => ({ body: { email: true, sms: false, marketing: false } }),
  },
  'PUT /api/account/language': { objects: 'self', prepare: () => ({ body: { language: 'en' } }) },
  // Saved addresses (issue 21): the asker's own; anyone else's id is not found, staff's too.
  'GET /api/account/addresses': { objects: 'self' },
  'POST /api/account/addresses': {
    objects: 'self',
    prepare: async (w, cell) => {
      const who = mine(w, cell);
      if (who) await w.t.db.delete(addresses).where(eq(addresses.userId, who.userId));
      return { body: matrixAddress() };
    },
  },
  'PUT /api/account/addresses/:id': {
    objects: 'owned',
    prepare: freshAddress,
    expect: { admin: 404 },
  },
  'DELETE /api/account/addresses/:id': {
    objects: 'owned',
    prepare: async (w, cell) => ({ params: (await freshAddress(w, cell)).params ?? {} }),
    expect: { admin: 404 },
  },
  'GET /api/delivery/areas': { objects: 'none', prepare: () => ({ query: 'district=dhaka' }) },
  'DELETE /api/account': {
    objects: 'self',
    prepare: async (w, cell) => {
      const who = await throwaway(w, cell);
      return { who, body: { password: who?.password ?? 'kacha-lonka-42' } };
    },
  },
  // An account made by phone (no password): the code that confirms its deletion goes to its own
  // number, and the e-mail it adds is its own; neither names anyone else's account.
  'POST /api/account/deletion-code': {
    objects: 'self',
    prepare: async (w, cell) => ({ who: await phoneThrowaway(w, cell) }),
  },
  'POST /api/account/email': {
    objects: 'self',
    prepare: async (w, cell) => ({
      who: await phoneThrowaway(w, cell),
      body: { email: uniqueEmail('matrix-added') },
    }),
  },
  // Cart and wishlist: the product id names a line; B's line is not in A's cart, so it is 404.
  'GET /api/cart': { objects: 'self' },
  'DELETE /api/cart': { objects: 'self' },
  'POST /api/cart/items': {
    objects: 'self',
    prepare: (w) => ({ body: { productId: w.addProduct, quantity: 1 } }),
  },
  // The asker's own cart priced; a code names no customer's object.
  'POST /api/cart/quote': {
    objects: 'self',
    prepare: () => ({ body: { code: 'MATRIX', location: 'dhaka', paymentMethod: 'cod' } }),
  },
  ...Object.fromEntries(
    ['PUT /api/cart/items/:productId', 'DELETE /api/cart/items/:productId'].map((key) => [
      key,
      {
        objects: 'owned',
        prepare: async (w, cell) => {
          const { shopper, cartProduct } = theirs(w, cell);
          await w.ensureCartLine(shopper, cartProduct);
          return {
            params: { productId: String(cartProduct) },
            body: key.startsWith('PUT') ? { quantity: 2 } : undefined,
          };
        },
        expect: { admin: 404 },
      } satisfies Rule,
    ]),
  ),
  'GET /api/wishlist': { objects: 'self' },
  'POST /api/wishlist/items': {
    objects: 'self',
    prepare: (w) => ({ body: { productId: w.addProduct } }),
  },
  ...Object.fromEntries(
    [
      'DELETE /api/wishlist/items/:productId',
      'POST /api/wishlist/items/:productId/move-to-cart',
    ].map((key) => [
      key,
      {
        objects: 'owned',
        prepare: async (w, cell) => {
          const { shopper, wishlistProduct } = theirs(w, cell);
          await w.ensureWishlisted(shopper, wishlistProduct);
          return { params: { productId: String(wishlistProduct) } };
        },
        expect: { admin: 404 },
      } satisfies Rule,
    ]),
  ),
  // The page forms (docs/decisions/022): public, each acting on the asker's own cart or wishlist;
  // a visitor is sent to sign in (303), never shown another's.
  'POST /api/page-forms/cart': {
    objects: 'self',
    prepare: (w) => ({ body: { productId: w.addProduct, back: '/products' } }),
  },
  'POST /api/page-forms/wishlist': {
    objects: 'self',
    prepare: (w) => ({ body: { productId: w.addProduct, back: '/products' } }),
  },
  'GET /api/page-forms/language': { objects: 'none', prepare: () => ({ query: 'to=bn&back=%2F' }) },
  // Orders: the owner and admins see one; only its owner may cancel it here.
  'POST /api/orders/payment-proofs': { objects: 'self', prepare: () => ({ upload: 'screenshot' }) },
  'POST /api/orders': {
    // The object is the screenshot in the body: only its uploader may attach it (400 either
    // way, the same answer as for a screenshot that does not exist).
    objects: 'owned',
    prepare: async (w, cell) => {
      const buyer = mine(w, cell);
      const proof = await w.uploadProof(theirs(w, cell).shopper);
      if (buyer) await w.ensureCartLine(buyer, w.productId);
      return { body: await w.orderBody(buyer ?? theirs(w, cell).shopper, proof) };
    },
    expect: { stranger: 400, admin: 400 },
  },
  'GET /api/orders': { objects: 'self' },
  'GET /api/orders/:id': {
    objects: 'owned',
    prepare: (w, cell) => ({ params: { id: theirs(w, cell).orderId } }),
    staffWith: 'orders.view',
  },
  'POST /api/orders/:id/cancel': { objects: 'owned', prepare: freshOrder, expect: { admin: 404 } },
  // Online payments (issue 20). No gateway is set here, so its owner's cash order is not payable
  // online (409); what the matrix asks is that nobody else may even learn the order exists.
  'POST /api/orders/:id/pay': {
    objects: 'owned',
    prepare: freshOrder,
    expect: { owner: 'input', admin: 404 },
  },
  'POST /api/orders/:id/payment-method': {
    objects: 'owned',
    prepare: async (w, cell) => ({
      ...(await freshOrder(w, cell)),
      body: { paymentMethod: 'cod' },
    }),
    expect: { owner: 'input', admin: 404 },
  },
  // Payment links (issue 39): the token is the only key, so whoever asks, a token that is not one
  // of ours is not found; a link's own answers are payment-links.test.ts's.
  ...Object.fromEntries(
    [
      ['GET', ''],
      ['POST', '/pay'],
      ['POST', '/cod'],
    ].map(([method, tail]) => [
      `${method} /api/pay/:token${tail}`,
      {
        objects: 'none',
        prepare: () => ({
          params: { token: 'MatrixMatrixMatrixMatrixMatrix00' },
          ...(tail === '/pay' ? { body: { paymentMethod: 'bkash_online' } } : {}),
        }),
        expect: { anonymous: 'input', owner: 'input', admin: 'input' },
      } satisfies Rule,
    ]),
  ),
  // The gateways' way back: public, answered by a redirect whoever asks; an attempt is found only
  // by the gateway's own id and then checked with the gateway, never by who is asking.
  'GET /api/payments/bkash/callback': {
    objects: 'none',
    prepare: () => ({ query: 'paymentID=TR0011matrix&status=success' }),
  },
  ...Object.fromEntries(
    ['success', 'fail', 'cancel', 'ipn'].map((path) => [
      `POST /api/payments/sslcommerz/${path}`,
      {
        objects: 'none',
        prepare: () => ({
          body: { tran_id: 'matrix-unknown', val_id: 'matrix-val', status: 'VALID' },
        }),
      } satisfies Rule,
    ]),
  ),
  // Reviews are public, so refusing to touch another's says 403: their existence is no secret.
  'POST /api/reviews/photos': { objects: 'self', prepare: () => ({ upload: 'photo' }) },
  'POST /api/products/:id/reviews': {
    // The object is the photo in the body: only its uploader may attach it.
    objects: 'owned',
    prepare: async (w, cell) => {
      const who = mine(w, cell);
      const photo = await w.uploadReviewPhoto(theirs(w, cell).shopper);
      const productId = who ? w.unreviewedProductFor(who) : w.productId;
      const body = { rating: 5, title: 'Good', content: 'Lasts all day.', images: [photo] };
      return { params: { id: String(productId) }, body };
    },
    expect: { stranger: 400, admin: 400 },
  },
  'PATCH /api/reviews/:id': {
    objects: 'owned',
    prepare: (w, cell) => ({
      params: { id: String(theirs(w, cell).reviewId) },
      body: { rating: 5 },
    }),
    expect: { stranger: 403, admin: 403 },
  },
  'DELETE /api/reviews/:id': {
    objects: 'owned',
    prepare: async (w, cell) => ({
      params: { id: String(await w.writeReview(theirs(w, cell).shopper)) },
    }),
    expect: { stranger: 403 },
    staffWith: 'products.edit',
  },
  // Voting is for other people's reviews: on one's own it is refused as bad input.
  'PUT /api/reviews/:id/vote': {
    objects: 'owned',
    prepare: (w, cell) => ({
      params: { id: String(theirs(w, cell).reviewId) },
      body: { helpful: true },
    }),
    expect: { owner: 400, stranger: 'ok' },
  },
  'DELETE /api/reviews/:id/vote': {
    objects: 'owned',
    prepare: (w, cell) => ({ params: { id: String(theirs(w, cell).reviewId) } }),
    expect: { owner: 400, stranger: 'ok' },
  },
  // Private files: the payment screenshot, to its uploader and admins only; 404 to anyone else.
  'GET /files/:id/:variant': {
    objects: 'owned',
    prepare: (w, cell) => ({ params: { id: theirs(w, cell).proof.slice(7), variant: '320.webp' } }),
    expect: { anonymous: 404, stranger: 404 },
    // A payment proof: for staff who see orders (every shipped role that handles returns does).
    staffWith: 'orders.view',
  },
  // Returns (issue 21): a shopper's own delivered order only; an admin is no owner of it.
  'POST /api/returns/photos': { objects: 'self', prepare: () => ({ upload: 'photo' }) },
  // A marketing message's stop link: whoever holds it may use it, as an unsubscribe link.
  'POST /api/marketing/stop': {
    objects: 'owned',
    prepare: (w, cell) => ({
      body: { token: stopLink(w.t.app.config, theirs(w, cell).phone).split('/stop/')[1] },
    }),
  },
  // Product questions (issue 44): anyone signed in asks and reports; answering is the shop's, or a
  // verified buyer's where the owner allows it (not here).
  'GET /api/products/:id/questions': { objects: 'none', prepare: productParam },
  'POST /api/products/:id/questions': {
    objects: 'self',
    prepare: (w) => ({ ...productParam(w), body: { text: 'Does it suit dry skin?' } }),
  },
  'POST /api/questions/:id/answers': {
    objects: 'none',
    prepare: async (w) => ({
      params: { id: String((await shownQuestion(w)).questionId) },
      body: { text: 'Yes, it suits dry skin well.' },
    }),
    staffWith: 'products.edit',
    expect: { owner: 403 },
  },
  'POST /api/questions/:id/report': {
    objects: 'none',
    prepare: async (w) => ({ params: { id: String((await shownQuestion(w)).questionId) } }),
  },
  'POST /api/answers/:id/report': {
    objects: 'none',
    prepare: async (w) => ({ params: { id: String((await shownQuestion(w)).answerId) } }),
  },
  // Back in stock (issue 44): the asker's own asks; another's is a 404 to take back.
  'GET /api/products/:id/stock-alerts': { objects: 'self', prepare: productParam },
  'POST /api/products/:id/stock-alerts': {
    objects: 'self',
    prepare: async (w, cell) => {
      const variant = await soldOutVariant(w);
      const asker = mine(w, cell);
      if (asker) await w.t.db.delete(stockAlerts).where(eq(stockAlerts.userId, asker.userId));
      return {
        params: { id: String(variant.productId) },
        body: { variantId: variant.id, channel: 'email' },
      };
    },
  },
  'DELETE /api/stock-alerts/:id': {
    objects: 'owned',
    prepare: async (w, cell) => {
      const variant = await soldOutVariant(w);
      const { userId, email } = theirs(w, cell).shopper;
      await w.t.db.delete(stockAlerts).where(eq(stockAlerts.userId, userId));
      const [alert] = await w.t.db
        .insert(stockAlerts)
        .values({
          variantId: variant.id,
          userId,
          channel: 'email',
          recipient: email,
          language: 'en',
        })
        .returning({ id: stockAlerts.id });
      return { params: { id: String(alert?.id) } };
    },
    expect: { admin: 404 },
  },
  // Complaints (issue 43): the owner's order, or its number and phone on /track.
  'POST /api/complaints/photos': { objects: 'self', prepare: () => ({ upload: 'photo' }) },
  'GET /api/orders/:id/complaints': {
    objects: 'owned',
    prepare: (w, cell) => ({ params: { id: theirs(w, cell).orderId } }),
    expect: { admin: 404 },
  },
  'POST /api/orders/:id/complaints': {
    objects: 'owned',
    prepare: async (w, cell) => {
      await closeComplaints(w, cell);
      return {
        params: { id: theirs(w, cell).orderId },
        body: { topic: 'damaged', text: 'The box was crushed' },
      };
    },
    expect: { admin: 404 },
  },
  'POST /api/orders/:id/complaints/:complaintId/messages': {
    objects: 'owned',
    prepare: async (w, cell) => {
      const { orderId, complaintId } = await openComplaint(w, cell);
      return { params: { id: orderId, complaintId }, body: { text: 'Any news?' } };
    },
    expect: { admin: 404 },
  },
  'POST /api/track/complaints': {
    objects: 'owned',
    prepare: async (w, cell) => {
      await closeComplaints(w, cell);
      const { orderId, phone } = theirs(w, cell);
      return { body: { orderNumber: orderId.slice(0, 8), phone, topic: 'late', text: 'Not here' } };
    },
  },
  'POST /api/track/complaints/:complaintId/messages': {
    objects: 'owned',
    prepare: async (w, cell) => {
      const { orderId, phone, complaintId } = await openComplaint(w, cell);
      return {
        params: { complaintId },
        body: { orderNumber: orderId.slice(0, 8), phone, text: 'Any news?' },
      };
    },
  },
  'POST /api/orders/:id/returns': {
    objects: 'owned',
    prepare: async (w, cell) => {
      const order = await w.deliveredOrder(theirs(w, cell).shopper);
      return {
        params: { id: order.id },
        body: { lines: [{ itemId: order.itemId, quantity: 1 }], reason: 'Wrong shade' },
      };
    },
    expect: { admin: 404 },
  },
  // Admin routes: the shop's own things, or customers' things that admins run.
  'GET /api/admin/stats': { objects: 'none' },
  'GET /api/admin/backup-status': { objects: 'none' },
  'GET /api/admin/products': { objects: 'none' },
  'GET /api/admin/products/:id': { objects: 'none', prepare: productParam },
  'POST /api/admin/products': { objects: 'none', prepare: () => ({ body: lipstick() }) },
  'PUT /api/admin/products/:id': { objects: 'none', prepare: freshProduct },
  'DELETE /api/admin/products/:id': {
    objects: 'none',
    prepare: async (w) => ({ params: (await freshProduct(w)).params }),
  },
  'POST /api/admin/products/images': { objects: 'none', prepare: () => ({ upload: 'image' }) },
  'GET /api/admin/orders': { objects: 'none' },
  'GET /api/admin/orders/:id/payments': {
    objects: 'owned',
    prepare: (w, cell) => ({ params: { id: theirs(w, cell).orderId } }),
  },
  // A cash order is confirmed already: no payment link for it (409), and nothing written.
  'POST /api/admin/orders/:id/payment-link': {
    objects: 'owned',
    prepare: (w, cell) => ({ params: { id: theirs(w, cell).orderId }, body: {} }),
    expect: { admin: 'input', superAdmin: 'input' },
  },
  // A cash order has nothing to refund (409): the refusal that matters is the customers' 403.
  'POST /api/admin/orders/:id/refunds': {
    objects: 'owned',
    prepare: (w, cell) => ({
      params: { id: theirs(w, cell).orderId },
      body: { amount: 10_000, reason: 'Matrix refund' },
    }),
    expect: { admin: 'input', superAdmin: 'input' },
  },
  // Delivery (issue 21). No courier is set here: a fresh order is booked by hand, a parcel that
  // was never booked cannot be cancelled (409), and Pathao's lists and the webhooks answer 404.
  'GET /api/admin/orders/:id/delivery': {
    objects: 'owned',
    prepare: (w, cell) => ({ params: { id: theirs(w, cell).orderId } }),
  },
  'GET /api/admin/orders/:id/delivery-record': {
    objects: 'owned',
    prepare: (w, cell) => ({ params: { id: theirs(w, cell).orderId } }),
  },
  'POST /api/admin/orders/:id/shipment': {
    objects: 'owned',
    prepare: async (w, cell) => ({
      ...(await freshOrder(w, cell)),
      body: { courier: 'manual', courierLabel: 'Sundarban Courier', trackingCode: 'SB-77' },
    }),
  },
  'POST /api/admin/orders/:id/shipment/cancel': {
    objects: 'owned',
    prepare: freshOrder,
    expect: { admin: 'input', superAdmin: 'input' },
  },
  'POST /api/admin/orders/:id/hold': {
    objects: 'owned',
    prepare: async (w, cell) => ({ ...(await freshOrder(w, cell)), body: { held: true } }),
  },
  'POST /api/admin/orders/:id/delivery-attention': {
    objects: 'owned',
    prepare: async (w, cell) => ({
      ...(await freshOrder(w, cell)),
      body: { action: 'resolve', note: 'Matrix' },
    }),
    expect: { admin: 'input', superAdmin: 'input' },
  },
  'GET /api/admin/couriers/pathao/cities': {
    objects: 'none',
    expect: { admin: 'input', superAdmin: 'input' },
  },
  'GET /api/admin/couriers/pathao/zones': {
    objects: 'none',
    prepare: () => ({ query: 'cityId=1' }),
    expect: { admin: 'input', superAdmin: 'input' },
  },
  'GET /api/admin/couriers/pathao/areas': {
    objects: 'none',
    prepare: () => ({ query: 'zoneId=1' }),
    expect: { admin: 'input', superAdmin: 'input' },
  },
  'GET /api/admin/courier-payouts': { objects: 'none' },
  'GET /api/admin/courier-payouts.csv': { objects: 'none' },
  'POST /api/admin/courier-payouts': {
    objects: 'none',
    prepare: () => ({
      body: {
        courier: 'steadfast',
        reference: 'MATRIX-1',
        amount: 10_000,
        paidAt: '2026-11-20T10:00:00+06:00',
        shipmentIds: [crypto.randomUUID()],
      },
    }),
    expect: { admin: 'input', superAdmin: 'input' },
  },
  // Returns, from the admin's side: each cell gets a fresh requested return, so the moves that
  // need a later state are refused as input (409) for staff; customers are refused for who they are.
  'GET /api/admin/returns': { objects: 'none' },
  'GET /api/admin/returns/:id': { objects: 'owned', prepare: freshReturn },
  'POST /api/admin/returns/:id/decision': {
    objects: 'owned',
    prepare: async (w, cell) => ({ ...(await freshReturn(w, cell)), body: { decision: 'accept' } }),
  },
  'POST /api/admin/returns/:id/pickup': {
    objects: 'owned',
    prepare: async (w, cell) => ({
      ...(await freshReturn(w, cell)),
      body: { courier: 'manual', courierLabel: 'Sundarban Courier', trackingCode: 'SB-R1' },
    }),
    expect: { admin: 'input', superAdmin: 'input' },
  },
  'POST /api/admin/returns/:id/receive': {
    objects: 'owned',
    prepare: async (w, cell) => ({
      ...(await freshReturn(w, cell)),
      body: { lines: [{ lineId: 1, restock: 1 }] },
    }),
    expect: { admin: 'input', superAdmin: 'input' },
  },
  'POST /api/admin/returns/:id/refund': {
    objects: 'owned',
    prepare: async (w, cell) => ({
      ...(await freshReturn(w, cell)),
      body: { method: 'bkash', amount: 10_000, transactionId: 'TRXMATRIX1' },
    }),
    expect: { admin: 'input', superAdmin: 'input' },
  },
  // The couriers' webhooks: public, verified by the courier's secret alone, never by who asks.
  ...Object.fromEntries(
    ['steadfast', 'pathao'].map((courier) => [
      `POST /api/webhooks/${courier}`,
      {
        objects: 'none',
        prepare: () => ({ body: { consignment_id: 1, status: 'delivered' } }),
        expect: { anonymous: 'input', owner: 'input', admin: 'input' },
      } satisfies Rule,
    ]),
  ),
  'GET /api/admin/orders.csv': { objects: 'none' },
  'GET /api/admin/products.csv': { objects: 'none' },
  'POST /api/admin/products/import/check': {
    objects: 'none',
    prepare: () => ({ csv: importCsv() }),
  },
  'POST /api/admin/products/import': { objects: 'none', prepare: () => ({ csv: importCsv() }) },
  'POST /api/admin/orders/:id/status': {
    objects: 'owned',
    prepare: async (w, cell) => ({
      ...(await freshOrder(w, cell)),
      body: { status: 'shipped' },
    }),
  },
  'POST /api/admin/orders/:id/payment': {
    objects: 'owned',
    prepare: async (w, cell) => ({
      ...(await freshOrder(w, cell)),
      body: { paymentStatus: 'completed' },
    }),
  },
  // Orders taken by staff (issue 39): the shop's own work, for a customer named by phone.
  'GET /api/admin/staff-orders/customer': {
    objects: 'none',
    prepare: () => ({ query: 'phone=01712345678' }),
  },
  'POST /api/admin/staff-orders/quote': {
    objects: 'none',
    prepare: async (w) => {
      const { lines, district, paymentMethod } = await staffOrder(w);
      return { body: { lines, district, paymentMethod } };
    },
  },
  'POST /api/admin/staff-orders': {
    objects: 'none',
    prepare: async (w) => ({ body: await staffOrder(w) }),
  },
  'GET /api/admin/staff-orders/takers': { objects: 'none' },
  'GET /api/admin/order-drafts': { objects: 'none' },
  'POST /api/admin/order-drafts': {
    objects: 'none',
    prepare: async (w) => ({ body: await staffDraft(w) }),
  },
  'GET /api/admin/order-drafts/:id': { objects: 'none', prepare: freshDraft },
  'PUT /api/admin/order-drafts/:id': {
    objects: 'none',
    prepare: async (w) => ({ ...(await freshDraft(w)), body: await staffDraft(w) }),
  },
  'DELETE /api/admin/order-drafts/:id': { objects: 'none', prepare: freshDraft },
  'POST /api/admin/order-drafts/:id/place': {
    objects: 'none',
    prepare: async (w) => ({
      ...(await freshDraft(w)),
      body: { idempotencyKey: crypto.randomUUID() },
    }),
  },
  // Stock and its ledger (issue 41): one unit found on the well-stocked order product each cell.
  'GET /api/admin/products/:id/stock': { objects: 'none', prepare: productParam },
  'POST /api/admin/stock/adjustments': {
    objects: 'none',
    prepare: async (w) => ({
      body: { variantId: await orderVariant(w), change: 1, reason: 'found' },
    }),
  },
  'GET /api/admin/orders/:id/picks': {
    objects: 'none',
    prepare: () => ({ params: { id: crypto.randomUUID() } }),
  },
  'GET /api/admin/stock/settings': { objects: 'none' },
  'GET /api/admin/stock-alerts': { objects: 'none' },
  'GET /api/admin/cart-reminders': { objects: 'none' },
  'GET /api/admin/points/settings': { objects: 'none' },
  'GET /api/admin/questions': { objects: 'none' },
  'PUT /api/admin/questions/settings': {
    objects: 'none',
    prepare: () => ({ body: { buyersMayAnswer: false } }),
  },
  'PUT /api/admin/questions/:id/status': {
    objects: 'none',
    prepare: async (w) => ({
      params: { id: String((await shownQuestion(w)).questionId) },
      body: { status: 'approved' },
    }),
  },
  'PUT /api/admin/answers/:id/status': {
    objects: 'none',
    prepare: async (w) => ({
      params: { id: String((await shownQuestion(w)).answerId) },
      body: { status: 'approved' },
    }),
  },
  'PUT /api/admin/cart-reminders/settings': {
    objects: 'none',
    prepare: () => ({ body: { hours: 3 } }),
  },
  'PUT /api/admin/points/settings': {
    objects: 'none',
    prepare: () => ({
      body: { enabled: false, earnTaka: 100, worthTaka: 1, expireMonths: 12, maxPercent: 20 },
    }),
  },
  'PUT /api/admin/stock-alerts/settings': {
    objects: 'none',
    prepare: () => ({ body: { factor: 3 } }),
  },
  'PUT /api/admin/stock/settings': {
    objects: 'none',
    prepare: () => ({ body: { minShelfLifeDays: 0 } }),
  },
  'GET /api/admin/stock/ledger.csv': {
    objects: 'none',
    prepare: () => ({ query: 'from=2026-01-01&to=2026-12-31' }),
  },
  // The dashboard's expiring batches, and a clearance sale on the seed's each cell.
  'GET /api/admin/stock/expiring': { objects: 'none' },
  'POST /api/admin/stock/expiring/clearance': {
    objects: 'none',
    prepare: () => ({ body: { percent: 20 } }),
  },
  // Counting the stock (issue 41): one unit more found in the order product's undated batch.
  'GET /api/admin/stock/count-sheet.csv': {
    objects: 'none',
    prepare: () => ({ query: 'category=makeup' }),
  },
  'POST /api/admin/stock/counts/preview': { objects: 'none', prepare: countSheet },
  'POST /api/admin/stock/counts': { objects: 'none', prepare: countSheet },
  // Suppliers and purchase orders (issue 41, decision 039): fresh ones each cell.
  'GET /api/admin/suppliers': { objects: 'none' },
  'POST /api/admin/suppliers': {
    objects: 'none',
    prepare: () => ({ body: { name: 'Matrix Supplier' } }),
  },
  'PUT /api/admin/suppliers/:id': { objects: 'none', prepare: freshSupplier },
  'GET /api/admin/purchase-orders': { objects: 'none' },
  'GET /api/admin/purchase-orders/:id': {
    objects: 'none',
    prepare: async (w) => ({ params: { id: (await freshPurchaseOrder(w)).id } }),
  },
  'POST /api/admin/purchase-orders': {
    objects: 'none',
    prepare: async (w) => ({ body: await purchaseOrderBody(w) }),
  },
  'PUT /api/admin/purchase-orders/:id': {
    objects: 'none',
    prepare: async (w) => ({
      params: { id: (await freshPurchaseOrder(w, false)).id },
      body: await purchaseOrderBody(w),
    }),
  },
  'POST /api/admin/purchase-orders/:id/order': {
    objects: 'none',
    prepare: async (w) => ({ params: { id: (await freshPurchaseOrder(w, false)).id } }),
  },
  'POST /api/admin/purchase-orders/:id/cancel': {
    objects: 'none',
    prepare: async (w) => ({ params: { id: (await freshPurchaseOrder(w)).id } }),
  },
  'POST /api/admin/purchase-orders/:id/receipts': {
    objects: 'none',
    prepare: async (w) => {
      const { id, lineId } = await freshPurchaseOrder(w);
      return { params: { id }, body: { lines: [{ lineId, quantity: 2, batchCode: 'MX' }] } };
    },
  },
  'GET /api/admin/purchase-receipts/:id': { objects: 'none', prepare: freshReceipt },
  'GET /api/admin/variants/by-sku': {
    objects: 'none',
    prepare: async (w) => {
      const [variant] = await w.t.db
        .select({ sku: productVariants.sku })
        .from(productVariants)
        .where(eq(productVariants.id, await orderVariant(w)));
      return { query: `sku=${encodeURIComponent(variant?.sku ?? '')}` };
    },
  },
  'GET /api/admin/customers': { objects: 'none' },
  // Admin → Search (issue 45): a fresh synonym each cell; the seed's serum gains a word.
  'POST /api/search/opened': { objects: 'none', prepare: () => ({ body: { q: 'serum' } }) },
  'GET /api/admin/search/synonyms': { objects: 'none' },
  'POST /api/admin/search/synonyms': {
    objects: 'none',
    prepare: () => ({ body: { words: [`matrix${crypto.randomUUID().slice(0, 6)}`, 'glow'] } }),
  },
  'PUT /api/admin/search/synonyms/:id': { objects: 'none', prepare: freshSynonym },
  'DELETE /api/admin/search/synonyms/:id': { objects: 'none', prepare: freshSynonym },
  'GET /api/admin/search/report': { objects: 'none', prepare: () => ({ query: 'days=7' }) },
  // Admin → Reports (issue 42): last month's figures and their CSVs.
  'GET /api/admin/reports/sales': { objects: 'none', prepare: () => ({ query: REPORT_RANGE }) },
  'GET /api/admin/reports/sales.csv': { objects: 'none', prepare: () => ({ query: REPORT_RANGE }) },
  'GET /api/admin/reports/products': { objects: 'none', prepare: () => ({ query: REPORT_RANGE }) },
  'GET /api/admin/reports/delivery': { objects: 'none', prepare: () => ({ query: REPORT_RANGE }) },
  'GET /api/admin/reports/delivery.csv': {
    objects: 'none',
    prepare: () => ({ query: REPORT_RANGE }),
  },
  'GET /api/admin/reports/promotions': {
    objects: 'none',
    prepare: () => ({ query: REPORT_RANGE }),
  },
  'GET /api/admin/reports/promotions.csv': {
    objects: 'none',
    prepare: () => ({ query: REPORT_RANGE }),
  },
  'GET /api/admin/reports/customers': {
    objects: 'none',
    prepare: () => ({ query: `${REPORT_RANGE}&by=week` }),
  },
  'GET /api/admin/reports/customers.csv': {
    objects: 'none',
    prepare: () => ({ query: REPORT_RANGE }),
  },
  'GET /api/admin/reports/vat': { objects: 'none', prepare: () => ({ query: REPORT_RANGE }) },
  'GET /api/admin/reports/complaints': {
    objects: 'none',
    prepare: () => ({ query: REPORT_RANGE }),
  },
  'GET /api/admin/reports/complaints.csv': {
    objects: 'none',
    prepare: () => ({ query: REPORT_RANGE }),
  },
  'GET /api/admin/complaints': { objects: 'none' },
  'GET /api/admin/complaints/:id': {
    objects: 'owned',
    prepare: async (w, cell) => ({ params: { id: (await openComplaint(w, cell)).complaintId } }),
  },
  'POST /api/admin/complaints/:id/replies': {
    objects: 'owned',
    prepare: async (w, cell) => ({
      params: { id: (await openComplaint(w, cell)).complaintId },
      body: { text: 'It is on its way.' },
    }),
  },
  'POST /api/admin/complaints/:id/resolve': {
    objects: 'owned',
    prepare: async (w, cell) => ({
      params: { id: (await openComplaint(w, cell)).complaintId },
      body: { resolution: 'explained', note: 'Delivered this morning.' },
    }),
  },
  'GET /api/admin/reports/vat.csv': { objects: 'none', prepare: () => ({ query: REPORT_RANGE }) },
  'GET /api/admin/reports/stock': { objects: 'none' },
  // Customer segments: each cell on a segment of its own.
  'GET /api/admin/segments': { objects: 'none' },
  'POST /api/admin/segments': { objects: 'none', prepare: () => ({ body: segmentBody() }) },
  'DELETE /api/admin/segments/:id': { objects: 'none', prepare: freshSegment },
  'GET /api/admin/segments/:id/customers': { objects: 'none', prepare: freshSegment },
  'GET /api/admin/segments/:id/phones.csv': { objects: 'none', prepare: freshSegment },
  'GET /api/admin/reports/stock.csv': {
    objects: 'none',
    prepare: () => ({ query: 'slowDays=30' }),
  },
  'GET /api/admin/reports/products.csv': {
    objects: 'none',
    prepare: () => ({ query: `${REPORT_RANGE}&dimension=brand` }),
  },
  'POST /api/admin/search/means-product': {
    objects: 'none',
    prepare: (w) => ({ body: { query: 'matrix glow', productId: w.productId } }),
  },
  // Staff and roles (issue 40): the shop's people, each cell on a member or role of its own.
  'GET /api/admin/roles': { objects: 'none' },
  'POST /api/admin/roles': { objects: 'none', prepare: () => ({ body: matrixRole() }) },
  'PUT /api/admin/roles/:key': {
    objects: 'none',
    prepare: async (w) => ({ ...(await freshRole(w)), body: matrixRole() }),
  },
  'DELETE /api/admin/roles/:key': { objects: 'none', prepare: freshRole },
  'GET /api/admin/staff': { objects: 'none' },
  'POST /api/admin/staff': {
    objects: 'none',
    prepare: () => ({ body: { contact: uniqueEmail('staff'), roleKey: 'packing' } }),
  },
  'PUT /api/admin/staff/:userId': {
    objects: 'none',
    prepare: async (w) => ({ ...(await freshMember(w)), body: { roleKey: 'accountant' } }),
  },
  'POST /api/admin/staff/:userId/suspend': { objects: 'none', prepare: freshMember },
  'POST /api/admin/staff/:userId/resume': { objects: 'none', prepare: freshMember },
  'DELETE /api/admin/staff/:userId': { objects: 'none', prepare: freshMember },
  // Store credit by hand (decision 049): staff holding 'credit.manage', about a customer.
  'GET /api/admin/customers/:id/credit': {
    objects: 'owned',
    prepare: (w, cell) => ({ params: { id: theirs(w, cell).shopper.userId } }),
  },
  'POST /api/admin/customers/:id/credit': {
    objects: 'owned',
    prepare: (w, cell) => ({
      params: { id: theirs(w, cell).shopper.userId },
      body: { change: 100, reason: 'Access matrix' },
    }),
  },
  'GET /api/admin/credit/settings': { objects: 'none' },
  'PUT /api/admin/credit/settings': {
    objects: 'none',
    prepare: () => ({ body: { refunds: true, expireMonths: 6 } }),
  },
  'PUT /api/admin/customers/:id/role': {
    objects: 'owned',
    prepare: (w, cell) => ({
      params: { id: theirs(w, cell).shopper.userId },
      body: { role: 'customer' },
    }),
  },
  // The audit log (Admin → Activity): staff holding 'staff.manage', the Owner among shipped roles.
  'GET /api/admin/activity': { objects: 'none', prepare: () => ({ query: 'area=products' }) },
  'GET /api/admin/activity.csv': { objects: 'none' },
  'GET /api/admin/activity/:id': { objects: 'none', prepare: latestEntry },
  'GET /api/admin/contact-messages': { objects: 'none' },
  'PUT /api/admin/contact-messages/:id/handled': {
    objects: 'none',
    prepare: (w) => ({ params: { id: String(w.contactMessageId) }, body: { handled: true } }),
  },
  // The outgoing SMS queue: no customer's object by id, recipients masked, for staff only.
  'GET /api/admin/messages': { objects: 'none', prepare: () => ({ query: 'status=failed' }) },
  'POST /api/admin/messages/:id/retry': { objects: 'none', prepare: failedMessage },
  // Promotions: the shop's coupons and sales, and its free-delivery offer.
  'GET /api/admin/promotions': { objects: 'none' },
  'GET /api/admin/promotions/:id': { objects: 'none', prepare: freshPromotion },
  'POST /api/admin/promotions': { objects: 'none', prepare: () => ({ body: matrixCoupon() }) },
  'PATCH /api/admin/promotions/:id': {
    objects: 'none',
    prepare: async (w) => ({
      ...(await freshPromotion(w)),
      body: { name: 'Renamed', active: false },
    }),
  },
  'POST /api/admin/promotions/:id/end': { objects: 'none', prepare: freshPromotion },
  // Campaign banners on the home page: the shop's, no customer's object.
  'GET /api/admin/banners': { objects: 'none' },
  'POST /api/admin/banners': {
    objects: 'none',
    prepare: async (w) => ({ body: await matrixBanner(w) }),
  },
  'PUT /api/admin/banners/:id': { objects: 'none', prepare: freshBanner },
  'DELETE /api/admin/banners/:id': {
    objects: 'none',
    prepare: async (w) => ({ params: (await freshBanner(w)).params ?? {} }),
  },
  'GET /api/admin/settings/free-delivery': { objects: 'none' },
  // The feeds' addresses and last builds: the shop's, no customer's object.
  'GET /api/admin/feeds': { objects: 'none' },
  'PUT /api/admin/settings/free-delivery': {
    objects: 'none',
    prepare: () => ({ body: { dhakaOver: 200_000, everywhereOver: null } }),
  },
  // Download my data (issue 43): the asker's own file only.
  'GET /api/account/data': { objects: 'self' },
  'GET /api/account/consents': { objects: 'self' },
  'GET /api/account/points': { objects: 'self' },
  'GET /api/account/credit': { objects: 'self' },
  // The legal identity and VAT (issue 43): the shop's own settings, and an order's Mushak-6.3.
  'GET /api/admin/settings/legal': { objects: 'none' },
  'PUT /api/admin/settings/legal': {
    objects: 'none',
    prepare: () => ({
      body: {
        legalName: 'Matrix Ltd.',
        legalAddress: null,
        dbid: '386528517',
        tradeLicence: null,
        vatRegistered: false,
        bin: null,
        vatRatePercent: 15,
        categoryRates: [],
      },
    }),
  },
  // The matrix's shop is not VAT-registered: staff who may read orders are told there is none.
  'GET /api/admin/orders/:id/vat-invoice': {
    objects: 'none',
    prepare: () => ({ params: { id: crypto.randomUUID() } }),
    expect: { admin: 'input', superAdmin: 'input' },
  },
  'GET /api/admin/orders/:id/credit-notes': {
    objects: 'none',
    prepare: () => ({ params: { id: crypto.randomUUID() } }),
  },
  // The buyer's copy (none here: the shop is not registered); staff read theirs above, so an
  // admin is no owner of it.
  'GET /api/orders/:id/vat-documents': {
    objects: 'owned',
    prepare: (w, cell) => ({ params: { id: theirs(w, cell).orderId } }),
    expect: { admin: 404 },
  },
};

/** Classified by kind rather than one by one: they are many and hold nothing of anyone's. */
function ruleByKind(route: RouteEntry): Rule | undefined {
  // The API documentation (Swagger UI and its files).
  if (route.url === '/api/docs' || route.url.startsWith('/api/docs/')) {
    return { objects: 'none', prepare: () => ({ params: { '*': 'index.html' } }) };
  }
  // The built web app's files (index.html, favicon, scripts, styles, fonts, pictures): one route
  // per file, present only once `npm run build` has run.
  if (/^\/((assets|fonts|images)\/[^:*]+|[^/:*]+)\.[a-z0-9]+$/.test(route.url)) return publicPage;
  return undefined;
}

/** A HEAD route is its GET's twin and answers the same. */
function ruleFor(route: RouteEntry): Rule | undefined {
  const twin = route.method === 'HEAD' ? RULES[`GET ${route.url}`] : undefined;
  return RULES[`${route.method} ${route.url}`] ?? twin ?? ruleByKind(route);
}

const holds = (actor: ActorName, permission: Permission | undefined) =>
  permission !== undefined &&
  (SHIPPED_ROLES[roleOf(actor) as ShippedRole] as readonly Permission[]).includes(permission);

function relationOf(route: RouteEntry, rule: Rule, { actor, owner }: Cell): Relation {
  if (actor === 'anonymous') return actor;
  if (isStaffActor(actor)) {
    const stranger =
      route.access !== 'admin' && rule.staffWith !== undefined && !holds(actor, rule.staffWith);
    if (stranger) return rule.objects === 'owned' ? 'stranger' : 'owner';
    return actor === 'superAdmin' ? 'superAdmin' : 'admin';
  }
  return rule.objects === 'owned' && actor !== owner ? 'stranger' : 'owner';
}

/** Staff are answered by their role's permissions: the route's or 403. */
function adminRouteAnswer(
  route: RouteEntry,
  rule: Rule,
  relation: Relation,
  actor: ActorName,
): Expect {
  if (relation === 'anonymous') return 401;
  if (relation === 'owner' || relation === 'stranger') return 403;
  if (!holds(actor, route.permission)) return 403;
  return rule.expect?.[relation] ?? 'ok';
}

/** What the route table's access says, with the rule's overrides where the access leaves room. */
function expectedAnswer(
  route: RouteEntry,
  rule: Rule,
  relation: Relation,
  actor: ActorName,
): Expect {
  if (route.access === 'token') return 401;
  if (route.access === 'admin') return adminRouteAnswer(route, rule, relation, actor);
  const stated = rule.expect ?? {};
  if (route.access === 'user' && relation === 'anonymous') return 401;
  if (route.access === 'user' && relation === 'stranger') return stated.stranger ?? 404;
  if (relation === 'superAdmin') return stated.superAdmin ?? stated.admin ?? 'ok';
  return stated[relation] ?? 'ok';
}

function matches(status: number, expected: Expect): boolean {
  if (expected === 'ok') return status >= 200 && status < 400;
  if (expected === 'input') return [400, 404, 409].includes(status);
  return status === expected;
}

let t: TestApp;
let w: World;
/** /metrics is served (METRICS_TOKEN set), so the matrix walks it too. */
const METRICS_TOKEN = 'matrix-metrics-token-0123456789';

beforeAll(async () => {
  t = await createTestApp({ metricsToken: METRICS_TOKEN });
  w = await buildWorld(t);
}, 120_000);
afterAll(() => t?.close());

function cellsOf(rule: Rule): Cell[] {
  const owners: Owner[] = rule.objects === 'owned' ? ['A', 'B'] : ['A'];
  return owners.flatMap((owner) => ACTOR_NAMES.map((actor) => ({ actor, owner })));
}

function answerProblems(
  route: RouteEntry,
  expected: Expect,
  response: LightMyRequestResponse,
): string[] {
  const status = response.statusCode;
  const problems: string[] = [];
  if (!matches(status, expected) || status >= 500) {
    problems.push(`${status}, expected ${expected}: ${response.body.slice(0, 200)}`);
  }
  if (route.access === 'public' && (status === 401 || status === 403)) {
    problems.push(`a public route answered ${status}`);
  }
  return problems;
}

/** One cell of the matrix: the answer's status, and every way it broke the rule, labelled. */
async function askCell(route: RouteEntry, rule: Rule, cell: Cell) {
  const prepared = (await rule.prepare?.(w, cell)) ?? {};
  const who = 'who' in prepared ? prepared.who : w.actors[cell.actor];
  const writes = route.method !== 'GET' && route.method !== 'HEAD';
  const audited = writes && route.access === 'admin' && !route.readsOnly;
  const before = writes ? await fingerprint(w) : '';
  const entriesBefore = writes && route.access === 'admin' ? await auditEntries() : 0;
  const response = await send(t.app, who, route.method, route.url, prepared);
  const status = response.statusCode;
  const relation = relationOf(route, rule, cell);
  const problems = answerProblems(
    route,
    expectedAnswer(route, rule, relation, cell.actor),
    response,
  );
  const leaked = leaks(w, cell.actor, response);
  if (leaked.length > 0) problems.push(`leaks ${leaked.join(', ')}`);
  if (status >= 400 && writes && before !== (await fingerprint(w))) {
    problems.push(`refused with ${status} but changed customer data`);
  }
  // Every admin write that went through is in the audit log (decision 037); a preview is none.
  if (audited && status < 400 && (await auditEntries()) <= entriesBefore) {
    problems.push(`answered ${status} but left no audit entry`);
  }
  if (route.readsOnly && writes && (await auditEntries()) > entriesBefore) {
    problems.push(`answered ${status} to a preview but wrote an audit entry`);
  }
  const object = { none: "the shop's", self: 'their own', owned: `${cell.owner}'s` }[rule.objects];
  const label = `${route.method} ${route.url} as ${cell.actor} on ${object} (${relation})`;
  return { status, failures: problems.map((problem) => `${label}: ${problem}`) };
}

describe('the access matrix', () => {
  it('classifies every route in the table, and only routes that exist', () => {
    const unclassified = t.app.routeTable.filter((route) => !ruleFor(route));
    expect(unclassified.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    const known = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(RULES).filter((key) => !known.has(key))).toEqual([]);
    expect(t.app.routeTable.length).toBeGreaterThan(90);
  });

  it('answers token routes with their token alone, and nothing but an error without it', async () => {
    const tokenRoutes = t.app.routeTable.filter((route) => route.access === 'token');
    expect(tokenRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(['GET /metrics']);
    for (const route of tokenRoutes) {
      const label = `${route.method} ${route.url}`;
      const ask = (authorization?: string) =>
        t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: {
            cookie: w.actors.superAdmin?.cookie ?? '',
            ...(authorization ? { authorization } : {}),
          },
        });
      expect((await ask(`Bearer ${METRICS_TOKEN}`)).statusCode, label).toBe(200);
      for (const wrong of [undefined, 'Bearer not-the-token-0123456789', METRICS_TOKEN]) {
        const refused = await ask(wrong);
        expect(refused.statusCode, `${label} with ${wrong}`).toBe(401);
        expect(Object.keys(refused.json()).sort(), label).toEqual([
          'error',
          'message',
          'statusCode',
        ]);
      }
    }
  });

  it('answers every actor about every object as the route table says, and never with data', async () => {
    const failures: string[] = [];
    const counts = new Map<string, number>();
    for (const route of t.app.routeTable) {
      const rule = ruleFor(route);
      if (!rule) continue;
      for (const cell of cellsOf(rule)) {
        const { status, failures: found } = await askCell(route, rule, cell);
        counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
        failures.push(...found);
      }
    }
    expect(failures).toEqual([]);
    // The matrix must have reached handlers and refused at every level, not only one of them.
    for (const status of ['200', '201', '401', '403', '404']) {
      expect(counts.get(status), `answers ${status}`).toBeGreaterThan(0);
    }
  });
});
