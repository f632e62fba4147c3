/**
 * Two servers, one PostgreSQL (docs/decisions/008-several-servers.md): the app tier keeps no state
 * of its own, so a load balancer may send each request to either server. Two real server processes
 * start together on one empty database and one S3-compatible bucket, as they would behind a load
 * balancer: one public address, each its own DATA_DIR.
 */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../src/server/config';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { products, profiles } from '../../src/server/db/schema';
import { buildCatalogue } from '../../src/server/db/seed/catalogue';
import { checkoutBody } from '../../src/server/test/fixtures/orders';
import { multipartBody, smallPng } from '../../src/server/test/fixtures/uploads';
import { createDatabase, type ThrowawayDatabase } from '../../src/server/test/postgres-database';
import { startS3Server, type TestS3Server } from '../../src/server/test/s3-server';
import { call, type HttpShopper, newShopper } from '../support/http-shopper';
import { type ServerProcess, startServerProcess } from '../support/server-process';

/** The address shoppers use: the load balancer's, the same for both servers. */
const PUBLIC_URL = 'http://shop.test';

let database: ThrowawayDatabase;
let handle: DatabaseHandle;
let s3: TestS3Server;
let one: ServerProcess;
let two: ServerProcess;

beforeAll(async () => {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    throw new Error(
      'The two-server test needs PostgreSQL: set TEST_DATABASE_URL, e.g. postgres://root@127.0.0.1:5432/test',
    );
  }
  database = await createDatabase(serverUrl, { label: 'two_servers' });
  s3 = await startS3Server();
  const env = {
    DATABASE_URL: database.url,
    PUBLIC_URL,
    S3_ENDPOINT: s3.settings.endpoint,
    S3_BUCKET: s3.settings.bucket,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
  };
  // Started at the same moment on an empty database: both migrate and want to seed.
  [one, two] = await Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
  handle = await openDatabase({ url: database.url });
}, 180_000);

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await handle?.close();
  await s3?.close();
  await database?.drop();
});

const both = () => [one, two];

describe('two servers on one PostgreSQL', () => {
  it('seed the empty database once between them', async () => {
    const [row] = await handle.db.select({ total: count() }).from(products);
    expect(row?.total).toBe(buildCatalogue().length);
  });

  it('share sessions: signed up on one, verified and signed in on the other, known to both', async () => {
    const shopper = await newShopper(PUBLIC_URL, one, {
      verifyOn: two,
      signInOn: one,
      shop: both(),
    });
    for (const server of both()) {
      const account = await call(server, PUBLIC_URL, 'GET', '/api/account', {
        cookie: shopper.cookie,
      });
      expect(account.status).toBe(200);
      expect(account.body).toMatchObject({ account: { email: shopper.email } });
    }
    const signedOut = await call(two, PUBLIC_URL, 'POST', '/api/auth/sign-out', {
      body: {},
      cookie: shopper.cookie,
    });
    expect(signedOut.status).toBe(200);
    const afterSignOut = await call(one, PUBLIC_URL, 'GET', '/api/account', {
      cookie: shopper.cookie,
    });
    expect(afterSignOut.body).toEqual({ account: null });
  });

  it('share files: a picture uploaded through one is served by the other', async () => {
    const admin = await newShopper(PUBLIC_URL, one, { shop: both() });
    await handle.db
      .update(profiles)
      .set({ role: 'admin' })
      .where(eq(profiles.userId, admin.userId));
    const form = multipartBody('image', 'lipstick.png', 'image/png', await smallPng());
    const uploaded = await fetch(`${one.url}/api/admin/products/images`, {
      method: 'POST',
      headers: { origin: PUBLIC_URL, cookie: admin.cookie, 'content-type': form.contentType },
      body: new Uint8Array(form.payload),
    });
    expect(uploaded.status).toBe(201);
    const { image } = (await uploaded.json()) as { image: string };
    const served = await fetch(`${two.url}${image}/320.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('never oversell when checkouts are spread over both', async () => {
    // Few shoppers: every sign-in in this file comes from one address, 20 a minute at most.
    const STOCK = 2;
    const SHOPPERS = 6;
    // One without options: a product with shades or sizes takes its stock from its variants.
    const [product] = await handle.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 'active'), isNull(products.optionName)))
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) throw new Error('no active product');
    await handle.db
      .update(products)
      .set({ stockQuantity: STOCK })
      .where(eq(products.id, product.id));

    const shoppers: HttpShopper[] = [];
    for (let index = 0; index < SHOPPERS; index += 1) {
      const server = both()[index % 2] ?? one;
      const shopper = await newShopper(PUBLIC_URL, server, { shop: both() });
      const added = await call(server, PUBLIC_URL, 'POST', '/api/cart/items', {
        body: { productId: product.id, quantity: 1 },
        cookie: shopper.cookie,
      });
      expect(added.status).toBe(200);
      shoppers.push(shopper);
    }
    const answers = await Promise.all(
      shoppers.map((shopper, index) =>
        call(both()[index % 2] ?? one, PUBLIC_URL, 'POST', '/api/orders', {
          body: checkoutBody({ email: shopper.email }),
          cookie: shopper.cookie,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(STOCK).fill(201), ...Array(SHOPPERS - STOCK).fill(409)]);

    const [left] = await handle.db
      .select({ stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, product.id));
    expect(left?.stock).toBe(0);
    const ordered = await handle.db.execute<{ quantity: string }>(
      sql`SELECT coalesce(sum(quantity), 0) AS quantity FROM order_items WHERE product_id = ${product.id}`,
    );
    expect(Number(ordered.rows[0]?.quantity)).toBe(STOCK);
  });

  it('count rate limits across both: the sixth wrong password is refused whichever server gets it', async () => {
    const shopper = await newShopper(PUBLIC_URL, one, { shop: both() });
    const attempt = (index: number) =>
      call(both()[index % 2] ?? one, PUBLIC_URL, 'POST', '/api/auth/sign-in/email', {
        body: { email: shopper.email, password: 'not-my-password' },
      });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await attempt(index)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Locked out, even with the right password, on the server that saw the fewer attempts.
    const right = await call(one, PUBLIC_URL, 'POST', '/api/auth/sign-in/email', {
      body: { email: shopper.email, password: shopper.password },
    });
    expect(right.status).toBe(429);
  });
});
