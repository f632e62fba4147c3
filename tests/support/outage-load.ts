/**
 * Load for the outage test (tests/security/database-outage.security.ts): shoppers who check out
 * again and again, and a reader of one product page, each answer recorded with its time. A 503 is
 * what a shopper may meet while the database is away: the step is tried again after a pause, an
 * order with the SAME idempotency key, as the checkout page does. Anything else that is not a
 * success is a problem.
 */
import { checkoutBody } from '../../src/server/test/fixtures/orders';
import type { Acknowledged, Line } from './crash-shopper';
import type { HttpShopper } from './http-shopper';

export type Answer = {
  what: string;
  status: number;
  /** When it was asked and how long it took, in ms (performance.now()). */
  at: number;
  ms: number;
  retryAfter: string | null;
};

export type OutageLoad = {
  answers: Answer[];
  acknowledged: Acknowledged[];
  problems: string[];
  /** Stops every loop after its step under way and settles every pending order. */
  stop(): Promise<void>;
};

const PAUSE_AFTER_503_MS = 200;
const REQUEST_TIMEOUT_MS = 30_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startOutageLoad(options: {
  serverUrl: string;
  origin: string;
  shoppers: HttpShopper[];
  productIds: number[];
}): OutageLoad {
  const answers: Answer[] = [];
  const acknowledged: Acknowledged[] = [];
  const problems: string[] = [];
  let stopping = false;

  async function ask(what: string, method: string, url: string, cookie = '', body?: unknown) {
    const at = performance.now();
    try {
      const response = await fetch(`${options.serverUrl}${url}`, {
        method,
        headers: {
          origin: options.origin,
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      const answer = {
        what,
        status: response.status,
        at,
        ms: performance.now() - at,
        retryAfter: response.headers.get('retry-after'),
      };
      answers.push(answer);
      return { ...answer, body: parsed(text) };
    } catch (error) {
      problems.push(`${what}: no answer after ${Math.round(performance.now() - at)} ms: ${error}`);
      return null;
    }
  }

  /** Until the step answers something other than 503; null when it failed otherwise. */
  async function untilNot503(step: () => ReturnType<typeof ask>, settle = false) {
    for (;;) {
      const answer = await step();
      if (!answer) return null;
      if (answer.status !== 503) return answer;
      if (stopping && !settle) return null;
      await pause(PAUSE_AFTER_503_MS);
    }
  }

  async function checkOut(shopper: HttpShopper, turn: number): Promise<boolean> {
    const lines: Line[] = [
      { productId: options.productIds[turn % options.productIds.length] ?? 0, quantity: 1 },
    ];
    const filled = await untilNot503(async () => {
      const emptied = await ask('empty cart', 'DELETE', '/api/cart', shopper.cookie);
      if (emptied?.status !== 200) return emptied;
      return ask('add to cart', 'POST', '/api/cart/items', shopper.cookie, lines[0]);
    });
    if (!filled) return false;
    if (filled.status !== 200) {
      problems.push(`${filled.what} answered ${filled.status} ${JSON.stringify(filled.body)}`);
      return false;
    }
    // From here the order may have reached the server: it is resent, never given up, even when
    // the load stops, so every order a shopper started ends acknowledged or refused.
    const body = checkoutBody({ email: shopper.email });
    const placed = await untilNot503(
      () => ask('place order', 'POST', '/api/orders', shopper.cookie, body),
      true,
    );
    if (!placed) return false;
    if (placed.status !== 201 && placed.status !== 200) {
      problems.push(`place order answered ${placed.status} ${JSON.stringify(placed.body)}`);
      return false;
    }
    const order = placed.body as { id: string; items: Line[] };
    acknowledged.push({
      key: body.idempotencyKey,
      userId: shopper.userId,
      orderId: order.id,
      status: placed.status,
      asked: lines,
      answered: order.items.map(({ productId, quantity }) => ({ productId, quantity })),
    });
    return true;
  }

  async function shop(shopper: HttpShopper) {
    for (let turn = 0; !stopping; turn += 1) {
      if (!(await checkOut(shopper, turn))) await pause(PAUSE_AFTER_503_MS);
    }
  }

  async function readProductPage() {
    const url = `/product/${options.productIds[0]}`;
    while (!stopping) {
      await ask('product page', 'GET', url);
      await pause(100);
    }
  }

  const loops = [...options.shoppers.map(shop), readProductPage()];
  return {
    answers,
    acknowledged,
    problems,
    async stop() {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
