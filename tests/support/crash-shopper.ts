/**
 * A shopper of the crash test (tests/security/crash.security.ts), over real HTTP: fills the cart,
 * places the order, and when the server dies before answering, keeps the attempt and later resends
 * the same order with the SAME idempotency key, as the checkout page does after a network error.
 * Every 2xx answer is recorded as an acknowledged order for the database checks to find.
 */

import { checkoutBody } from '../../src/server/test/fixtures/orders';
import type { HttpShopper } from './http-shopper';

export type Line = { productId: number; quantity: number };

/** One checkout: its key and body stay the same through every retry. */
export type Attempt = {
  body: ReturnType<typeof checkoutBody>;
  lines: Line[];
  /** Once the order was sent, a retry resends it as is; before, the cart is filled again. */
  orderSent: boolean;
  retries: number;
};

export type CrashShopper = HttpShopper & {
  pending?: Attempt;
  /** Known empty (after an order): filling skips the DELETE, so more orders fit in a cycle. */
  cartEmpty?: boolean;
};

/** An order some client saw a 2xx answer for: it must exist, with these items. */
export type Acknowledged = {
  key: string;
  userId: string;
  orderId: string;
  status: number;
  asked: Line[];
  answered: Line[];
};

/** What the shopper reports to the run, and how it finds the server of the moment. */
export type ShopperRun = {
  serverUrl(): string;
  origin: string;
  /** No new checkout starts once this says so. */
  shouldStop(): boolean;
  /** A failed request is expected only after the kill. */
  serverKilled(): boolean;
  nextLines(): Line[];
  /** Told as each POST /api/orders leaves: the kill is timed from the first one of a cycle. */
  orderSending(): void;
  acknowledged(ack: Acknowledged): void;
  /** An order resent after a crash; `firstTime` for the key's first resend. */
  retried(firstTime: boolean): void;
  problem(text: string): void;
};

/** The server never answered: killed, or the connection was cut. */
class NoAnswer extends Error {}

const REQUEST_TIMEOUT_MS = 20_000;

async function send(
  run: ShopperRun,
  shopper: CrashShopper,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  try {
    const response = await fetch(`${run.serverUrl()}${url}`, {
      method,
      headers: {
        origin: run.origin,
        cookie: shopper.cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // A body cut short by the kill throws here: the answer was not seen, so it is no answer.
    const text = await response.text();
    return { status: response.status, body: parsed(text) };
  } catch (error) {
    throw new NoAnswer(`${method} ${url}: ${(error as Error).cause ?? (error as Error).message}`);
  }
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function linesOf(items: unknown): Line[] {
  return (items as Line[]).map(({ productId, quantity }) => ({ productId, quantity }));
}

/** Empties the cart and puts the attempt's lines in it: safe to repeat after a crash. */
async function fillCart(run: ShopperRun, shopper: CrashShopper, attempt: Attempt) {
  if (!shopper.cartEmpty) {
    const emptied = await send(run, shopper, 'DELETE', '/api/cart');
    if (emptied.status !== 200) return `DELETE /api/cart answered ${emptied.status}`;
  }
  shopper.cartEmpty = false;
  for (const line of attempt.lines) {
    const added = await send(run, shopper, 'POST', '/api/cart/items', line);
    if (added.status !== 200) {
      return `POST /api/cart/items answered ${added.status} ${JSON.stringify(added.body)}`;
    }
  }
  return null;
}

/** One pass at the pending attempt; throws NoAnswer when the server dies on the way. */
async function tryPending(run: ShopperRun, shopper: CrashShopper, attempt: Attempt) {
  const key = attempt.body.idempotencyKey;
  if (attempt.orderSent) {
    attempt.retries += 1;
    run.retried(attempt.retries === 1);
  } else {
    const failed = await fillCart(run, shopper, attempt);
    if (failed) {
      run.problem(`${shopper.email}: ${failed}`);
      shopper.pending = undefined;
      return;
    }
    // From here on the order may reach the server: a retry must resend it, never refill.
    attempt.orderSent = true;
  }
  run.orderSending();
  const placed = await send(run, shopper, 'POST', '/api/orders', attempt.body);
  shopper.pending = undefined;
  if (placed.status !== 201 && placed.status !== 200) {
    // 409 CART_EMPTY on a retry would mean the cart was emptied without an order being kept.
    run.problem(
      `${shopper.email} key ${key} (retry ${attempt.retries}): POST /api/orders answered ${placed.status} ${JSON.stringify(placed.body)}`,
    );
    return;
  }
  shopper.cartEmpty = true;
  const order = placed.body as { id: string; items: unknown };
  run.acknowledged({
    key,
    userId: shopper.userId,
    orderId: order.id,
    status: placed.status,
    asked: attempt.lines,
    answered: linesOf(order.items),
  });
}

async function step(run: ShopperRun, shopper: CrashShopper): Promise<'ok' | 'no answer'> {
  shopper.pending ??= {
    body: checkoutBody({ email: shopper.email }),
    lines: run.nextLines(),
    orderSent: false,
    retries: 0,
  };
  try {
    await tryPending(run, shopper, shopper.pending);
    return 'ok';
  } catch (error) {
    if (!(error instanceof NoAnswer)) throw error;
    if (!run.serverKilled())
      run.problem(`${shopper.email}: no answer while the server was up: ${error.message}`);
    return 'no answer';
  }
}

/**
 * One look at the cart after a (re)start: opens the server's database connections and reads the
 * session, as the shop's pages do on a visit, so the kill falls on a server at work, not waking.
 */
export async function lookAtCart(run: ShopperRun, shopper: CrashShopper): Promise<void> {
  try {
    const cart = await send(run, shopper, 'GET', '/api/cart');
    if (cart.status !== 200) run.problem(`${shopper.email}: GET /api/cart answered ${cart.status}`);
  } catch (error) {
    run.problem(`${shopper.email}: no answer from a started server: ${(error as Error).message}`);
  }
}

/** Checkouts one after another (a pending one first) until told to stop or the server dies. */
export async function shopUntilStopped(run: ShopperRun, shopper: CrashShopper): Promise<void> {
  while (!run.shouldStop()) {
    if ((await step(run, shopper)) === 'no answer') return;
  }
}

/** Settles the pending checkout, if any, on a server that stays up. */
export async function settlePending(run: ShopperRun, shopper: CrashShopper): Promise<void> {
  if (shopper.pending) await step(run, shopper);
}
