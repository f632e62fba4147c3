/**
 * Place-order throughput: 50 shoppers, each a real account with its own session, each in a loop of
 * add-to-cart then place-order; each call is timed on its own, then the same with a coupon code
 * (every order takes the promotion's row to count its use). Each shopper connects from its own
 * loopback address (127.0.0.x), as real shoppers come from their own, so the shop's per-address
 * sign-up and sign-in limits apply to each separately. The coupon race: 500 shoppers (127.1.x.y)
 * order at once with a code capped at 100 uses; exactly 100 orders may hold it.
 */
import { Agent, request as httpRequest } from 'node:http';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import {
  orderItems,
  orders,
  outgoingMessages,
  products,
  productVariants,
  promotions,
} from '../src/server/db/schema';
import { type Figures, percentile } from './measure';

type Answer = { status: number; body: string; cookies: string[] };

export type Shopper = { agent: Agent; cookie: string; email: string };

const PASSWORD = 'bench-shopper-password-42';

export function send(
  baseUrl: string,
  agent: Agent,
  method: string,
  urlPath: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<Answer> {
  const url = new URL(urlPath, baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method,
        agent,
        headers: {
          origin: url.origin,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            cookies: incoming.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/**
 * The link of the verification mail queued for `email`, read from the outgoing queue (the row is
 * written before the sign-up is answered), so a shopper never waits behind the mails the worker
 * is still sending: after a checkout run, thousands of order confirmations.
 */
async function verificationLink(db: Database, email: string): Promise<string | undefined> {
  const [queued] = await db
    .select({ link: outgoingMessages.link })
    .from(outgoingMessages)
    .where(and(eq(outgoingMessages.recipient, email), eq(outgoingMessages.topic, 'auth.verify')));
  return queued?.link ?? undefined;
}

export async function createShopper(
  baseUrl: string,
  db: Database,
  index: number,
  localAddress = `127.0.0.${index + 2}`,
): Promise<Shopper> {
  const agent = new Agent({ keepAlive: true, localAddress });
  const email = `bench-shopper-${index}-${Date.now()}@example.com`;
  const signUp = await send(baseUrl, agent, 'POST', '/api/auth/sign-up/email', {
    body: { email, password: PASSWORD, firstName: 'Bench', lastName: `Shopper ${index}` },
  });
  if (signUp.status !== 200) throw new Error(`bench sign-up: ${signUp.status} ${signUp.body}`);
  const link = await verificationLink(db, email);
  if (!link) throw new Error(`no verification e-mail for ${email}`);
  await send(baseUrl, agent, 'GET', new URL(link).pathname + new URL(link).search);
  const signIn = await send(baseUrl, agent, 'POST', '/api/auth/sign-in/email', {
    body: { email, password: PASSWORD, rememberMe: true },
  });
  if (signIn.status !== 200) throw new Error(`bench sign-in: ${signIn.status} ${signIn.body}`);
  const cookie = signIn.cookies.map((line) => line.split(';')[0]).join('; ');
  return { agent, cookie, email };
}

export function checkoutBody(email: string, couponCode?: string) {
  return {
    ...(couponCode ? { couponCode } : {}),
    idempotencyKey: crypto.randomUUID(),
    email,
    firstName: 'Bench',
    lastName: 'Shopper',
    address: 'House 1, Road 1, Gulshan',
    city: 'Dhaka',
    phone: '01712345678',
    location: 'dhaka',
    paymentMethod: 'cod',
  };
}

export type CheckoutRun = Figures & {
  oversold: number;
  addToCart: Figures;
  withCode: Figures;
  /** Statements sent to PostgreSQL per add-to-cart + place-order pair, without a code. */
  statementsPerPair: number | null;
};

export function figuresOf(latencies: number[], seconds: number, failures: number): Figures {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    reqPerSec: sorted.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    failures,
    timeouts: 0,
  };
}

async function quantitySold(db: Database, productIds: number[]): Promise<number> {
  const [sold] = await db
    .select({ quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(inArray(orderItems.productId, productIds));
  return sold?.quantity ?? 0;
}

/** Runs the loop for `seconds` after a warm-up; `oversold` counts stock taken without an order. */
export async function measureCheckout(options: {
  baseUrl: string;
  db: Database;
  productIds: number[];
  shoppers: number;
  seconds: number;
  warmUpSeconds: number;
  /** The server's running count of statements (bench/count-statements.mjs). */
  statements: () => Promise<number>;
}): Promise<CheckoutRun> {
  const { baseUrl, db, productIds } = options;
  const shoppers: Shopper[] = [];
  for (let index = 0; index < options.shoppers; index += 1) {
    shoppers.push(await createShopper(baseUrl, db, index));
  }
  const STOCK = 1_000_000;
  await db
    .update(products)
    .set({ stockQuantity: STOCK, status: 'active' })
    .where(inArray(products.id, productIds));
  // Orders placed before (the traffic mix's) took stock that was just reset: not counted.
  const soldBefore = await quantitySold(db, productIds);

  const latencies: number[] = [];
  const addLatencies: number[] = [];
  let addFailures = 0;
  let failures = 0;
  let failureSample: string | undefined;
  let measuring = false;
  let stopAt = 0;
  let couponCode: string | undefined;

  async function shopLoop(shopper: Shopper) {
    while (Date.now() < stopAt) {
      const productId = productIds[Math.floor(Math.random() * productIds.length)];
      const adding = performance.now();
      const added = await send(baseUrl, shopper.agent, 'POST', '/api/cart/items', {
        body: { productId, quantity: 1 },
        cookie: shopper.cookie,
      });
      const addMs = performance.now() - adding;
      const started = performance.now();
      const placed = await send(baseUrl, shopper.agent, 'POST', '/api/orders', {
        body: checkoutBody(shopper.email, couponCode),
        cookie: shopper.cookie,
      });
      const ms = performance.now() - started;
      if (!measuring) continue;
      if (added.status === 200) addLatencies.push(addMs);
      else addFailures += 1;
      if (added.status === 200 && placed.status === 201) latencies.push(ms);
      else {
        failures += 1;
        failureSample ??= `${added.status}/${placed.status} ${placed.body.slice(0, 200)}`;
      }
    }
  }

  stopAt = Date.now() + options.warmUpSeconds * 1000;
  await Promise.all(shoppers.map(shopLoop));
  measuring = true;
  const statementsBefore = await options.statements();
  stopAt = Date.now() + options.seconds * 1000;
  await Promise.all(shoppers.map(shopLoop));
  const statements = (await options.statements()) - statementsBefore;
  // Every loop turn sends a pair, placed or not: the statements are shared among all of them.
  const pairs = addLatencies.length + addFailures;
  const plain = figuresOf(latencies.splice(0), options.seconds, failures);
  failures = 0;
  // The same loop with a code of 10 % off, no caps: each order counts a use on one hot row.
  await db.insert(promotions).values({
    kind: 'coupon',
    code: 'BENCH10',
    name: 'Bench 10 %',
    discountType: 'percent',
    discountValue: 10,
  });
  couponCode = 'BENCH10';
  stopAt = Date.now() + options.seconds * 1000;
  await Promise.all(shoppers.map(shopLoop));
  const withCode = figuresOf(latencies, options.seconds, failures);
  for (const shopper of shoppers) shopper.agent.destroy();

  // Stock taken must equal the quantities ordered: nothing sold twice, nothing lost.
  const [stock] = await db
    .select({ left: sql<number>`sum(${products.stockQuantity})::int` })
    .from(products)
    .where(inArray(products.id, productIds));
  const taken = STOCK * productIds.length - (stock?.left ?? 0);
  const oversold = Math.abs(taken - ((await quantitySold(db, productIds)) - soldBefore));

  return {
    ...plain,
    failures: plain.failures + (oversold > 0 ? 1 : 0),
    oversold,
    addToCart: figuresOf(addLatencies, options.seconds * 2, addFailures),
    withCode,
    statementsPerPair: pairs > 0 ? statements / pairs : null,
    ...(failureSample ? { failureSample } : {}),
  };
}

export type CouponRace = {
  shoppers: number;
  cap: number;
  /** Orders placed with the code (201), and refused as used up (409). */
  placed: number;
  refused: number;
  /** Other answers: should be none. */
  unexpected: number;
  /** What the database holds afterwards: orders with the code, and the promotion's count. */
  ordersWithCode: number;
  uses: number;
  seconds: number;
  failureSample?: string;
};

/**
 * `shoppers` shoppers, each with a different product in the cart, place their orders at once with
 * a code capped at `cap` uses: the promotion's row lock must let exactly `cap` through.
 */
export async function measureCouponRace(options: {
  baseUrl: string;
  db: Database;
  productIds: number[];
  shoppers: number;
  cap: number;
}): Promise<CouponRace> {
  const { baseUrl, db, productIds } = options;
  if (productIds.length === 0) throw new Error('coupon race: no products');
  await db
    .update(productVariants)
    .set({ stockQuantity: 1_000_000, stockMove: { reason: 'counted' }, status: 'active' })
    .where(inArray(productVariants.productId, productIds));
  const [coupon] = await db
    .insert(promotions)
    .values({
      kind: 'coupon',
      code: 'RACE100',
      name: 'Bench race',
      discountType: 'fixed',
      discountValue: 10_000,
      usageLimit: options.cap,
    })
    .returning({ id: promotions.id });
  if (!coupon) throw new Error('coupon race: no coupon');
  const shoppers: Shopper[] = [];
  // Ten sign-ups at a time, each from its own address (the shop limits sign-ups per address).
  for (let first = 0; first < options.shoppers; first += 10) {
    const batch = Array.from({ length: Math.min(10, options.shoppers - first) }, (_, offset) => {
      const index = first + offset;
      const address = `127.1.${Math.floor(index / 250)}.${(index % 250) + 2}`;
      return createShopper(baseUrl, db, 1_000 + index, address);
    });
    shoppers.push(...(await Promise.all(batch)));
  }
  for (const [index, shopper] of shoppers.entries()) {
    const added = await send(baseUrl, shopper.agent, 'POST', '/api/cart/items', {
      body: { productId: productIds[index % productIds.length], quantity: 1 },
      cookie: shopper.cookie,
    });
    if (added.status !== 200) throw new Error(`coupon race: add to cart ${added.status}`);
  }
  const started = performance.now();
  const answers = await Promise.all(
    shoppers.map((shopper) =>
      send(baseUrl, shopper.agent, 'POST', '/api/orders', {
        body: checkoutBody(shopper.email, 'RACE100'),
        cookie: shopper.cookie,
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const shopper of shoppers) shopper.agent.destroy();
  const placed = answers.filter((answer) => answer.status === 201).length;
  const refused = answers.filter(
    (answer) => answer.status === 409 && answer.body.includes('COUPON_USED_UP'),
  ).length;
  const odd = answers.find(
    (answer) =>
      answer.status !== 201 && !(answer.status === 409 && answer.body.includes('COUPON_USED_UP')),
  );
  const [held] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.promotionId, coupon.id));
  const [row] = await db
    .select({ uses: promotions.uses })
    .from(promotions)
    .where(eq(promotions.id, coupon.id));
  return {
    shoppers: options.shoppers,
    cap: options.cap,
    placed,
    refused,
    unexpected: answers.length - placed - refused,
    ordersWithCode: held?.n ?? 0,
    uses: row?.uses ?? 0,
    seconds,
    ...(odd ? { failureSample: `${odd.status} ${odd.body.slice(0, 200)}` } : {}),
  };
}

/** Whether the race held: exactly `cap` orders with the code, the rest refused as used up. */
export function couponRaceHeld(race: CouponRace): boolean {
  return (
    race.placed === race.cap &&
    race.ordersWithCode === race.cap &&
    race.uses === race.cap &&
    race.refused === race.shoppers - race.cap &&
    race.unexpected === 0
  );
}
