/**
 * Place-order throughput: 50 shoppers, each a real account with its own session, each in a loop of
 * add-to-cart then place-order; each call is timed on its own. Each shopper connects from its own
 * loopback address (127.0.0.x), as real shoppers come from their own, so the shop's per-address
 * sign-up and sign-in limits apply to each separately.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { orderItems, products } from '../src/server/db/schema';
import { type Figures, percentile } from './measure';

type Answer = { status: number; body: string; cookies: string[] };

type Shopper = { agent: Agent; cookie: string; email: string };

const PASSWORD = 'bench-shopper-password-42';

function send(
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

function verificationLink(dataDir: string, email: string): string | undefined {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return undefined;
  for (const file of readdirSync(outbox)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()) {
    const text = readFileSync(path.join(outbox, file), 'utf8');
    // The newest file may still be half written; the next poll reads it whole.
    if (!text.includes(email) || !text.trimEnd().endsWith('}')) continue;
    const mail = JSON.parse(text);
    return mail.text.match(/https?:\/\/\S+/)?.[0];
  }
  return undefined;
}

async function createShopper(baseUrl: string, dataDir: string, index: number): Promise<Shopper> {
  const agent = new Agent({ keepAlive: true, localAddress: `127.0.0.${index + 2}` });
  const email = `bench-shopper-${index}-${Date.now()}@example.com`;
  const signUp = await send(baseUrl, agent, 'POST', '/api/auth/sign-up/email', {
    body: { email, password: PASSWORD, firstName: 'Bench', lastName: `Shopper ${index}` },
  });
  if (signUp.status !== 200) throw new Error(`bench sign-up: ${signUp.status} ${signUp.body}`);
  let link: string | undefined;
  for (let tries = 0; !link && tries < 50; tries += 1) {
    link = verificationLink(dataDir, email);
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error(`no verification e-mail for ${email}`);
  await send(baseUrl, agent, 'GET', new URL(link).pathname + new URL(link).search);
  const signIn = await send(baseUrl, agent, 'POST', '/api/auth/sign-in/email', {
    body: { email, password: PASSWORD, rememberMe: true },
  });
  if (signIn.status !== 200) throw new Error(`bench sign-in: ${signIn.status} ${signIn.body}`);
  const cookie = signIn.cookies.map((line) => line.split(';')[0]).join('; ');
  return { agent, cookie, email };
}

function checkoutBody(email: string) {
  return {
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

export type CheckoutRun = Figures & { oversold: number; addToCart: Figures };

function figuresOf(latencies: number[], seconds: number, failures: number): Figures {
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

/** Runs the loop for `seconds` after a warm-up; `oversold` counts stock taken without an order. */
export async function measureCheckout(options: {
  baseUrl: string;
  dataDir: string;
  db: Database;
  productIds: number[];
  shoppers: number;
  seconds: number;
  warmUpSeconds: number;
}): Promise<CheckoutRun> {
  const { baseUrl, db, productIds } = options;
  const shoppers: Shopper[] = [];
  for (let index = 0; index < options.shoppers; index += 1) {
    shoppers.push(await createShopper(baseUrl, options.dataDir, index));
  }
  const STOCK = 1_000_000;
  await db
    .update(products)
    .set({ stockQuantity: STOCK, status: 'active' })
    .where(inArray(products.id, productIds));

  const latencies: number[] = [];
  const addLatencies: number[] = [];
  let addFailures = 0;
  let failures = 0;
  let failureSample: string | undefined;
  let measuring = false;
  let stopAt = 0;

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
        body: checkoutBody(shopper.email),
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
  stopAt = Date.now() + options.seconds * 1000;
  await Promise.all(shoppers.map(shopLoop));
  for (const shopper of shoppers) shopper.agent.destroy();

  // Stock taken must equal the quantities ordered: nothing sold twice, nothing lost.
  const [stock] = await db
    .select({ left: sql<number>`sum(${products.stockQuantity})::int` })
    .from(products)
    .where(inArray(products.id, productIds));
  const [sold] = await db
    .select({ quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(inArray(orderItems.productId, productIds));
  const taken = STOCK * productIds.length - (stock?.left ?? 0);
  const oversold = Math.abs(taken - (sold?.quantity ?? 0));

  return {
    ...figuresOf(latencies, options.seconds, failures + (oversold > 0 ? 1 : 0)),
    oversold,
    addToCart: figuresOf(addLatencies, options.seconds, addFailures),
    ...(failureSample ? { failureSample } : {}),
  };
}
