/**
 * Shoppers browsing as people do (issue 22), against the cached and the uncached server in turn:
 * popular products often and a long tail rarely, lists by category, page and sort, thousands of
 * distinct search terms (the catalogue's own words, their typos and pairs of them), suggestions
 * as a term is typed, a few server-rendered pages, add to cart and place order. Each shopper sends
 * its next request as soon as the last is answered; throughput and p99 are over every request.
 */
import { inArray, sql } from 'drizzle-orm';
import { PRODUCT_CATEGORIES, PRODUCT_SORTS } from '#shared/catalog';
import type { Database } from '../src/server/db/client';
import { products } from '../src/server/db/schema';
import { checkoutBody, createShopper, figuresOf, type Shopper, send } from './checkout';
import { type Figures, percentile } from './measure';
import type { RunningShop } from './servers';

/** Out of 100 requests. */
const MIX = [
  ['product', 34],
  ['list', 20],
  ['search', 20],
  ['suggestions', 10],
  ['page', 8],
  ['add to cart', 6],
  ['place order', 2],
] as const;

type Action = (typeof MIX)[number][0];

function pickAction(): Action {
  let roll = Math.random() * 100;
  for (const [action, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return 'product';
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** Skewed to the front: the first 1 % of the list draws about a third of the picks. */
const popular = <T>(items: readonly T[]): T =>
  items[Math.floor(items.length * Math.random() ** 4)] as T;

/** Two neighbouring letters swapped, as a thumb does. */
function typo(word: string): string {
  const at = 1 + Math.floor(Math.random() * (word.length - 2));
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** The catalogue's words, a typo of half of them and pairs of them: thousands of terms. */
export async function searchTermsOf(db: Database): Promise<string[]> {
  const words = (
    await db.execute<{ word: string }>(sql`
      SELECT word FROM search_vocabulary WHERE length(word) >= 3 ORDER BY products DESC LIMIT 2000`)
  ).rows.map((row) => row.word);
  const terms = new Set(words);
  for (const word of words.slice(0, 1000)) if (word.length >= 4) terms.add(typo(word));
  for (let pairs = 0; pairs < 1000; pairs += 1) terms.add(`${pick(words)} ${pick(words)}`);
  return [...terms];
}

type MixFacts = { activeIds: number[]; singleIds: number[]; brands: string[]; terms: string[] };

function browsingPath(action: Action, facts: MixFacts): string {
  const term = pick(facts.terms);
  switch (action) {
    case 'product':
      return `/api/products/${popular(facts.activeIds)}`;
    case 'list': {
      const query = new URLSearchParams({
        category: pick(PRODUCT_CATEGORIES),
        sort: pick(PRODUCT_SORTS),
        page: String(popular([1, 1, 1, 2, 2, 3, 4, 5])),
      });
      if (Math.random() < 0.3) query.set('brands', pick(facts.brands));
      return `/api/products?${query}`;
    }
    case 'search':
      return `/api/products?${new URLSearchParams({ q: term })}`;
    case 'suggestions':
      return `/api/products/suggestions?${new URLSearchParams({ q: term.slice(0, 3 + Math.floor(Math.random() * 6)) })}`;
    default:
      return pick([
        '/',
        `/products?${new URLSearchParams({ q: term })}`,
        `/product/${popular(facts.activeIds)}`,
      ]);
  }
}

function sendAction(shop: RunningShop, shopper: Shopper, action: Action, facts: MixFacts) {
  const { agent, cookie } = shopper;
  if (action === 'add to cart') {
    const body = { productId: pick(facts.singleIds), quantity: 1 };
    return send(shop.url, agent, 'POST', '/api/cart/items', { body, cookie });
  }
  if (action === 'place order') {
    return send(shop.url, agent, 'POST', '/api/orders', {
      body: checkoutBody(shopper.email),
      cookie,
    });
  }
  return send(shop.url, agent, 'GET', browsingPath(action, facts), { cookie });
}

export type MixRun = Figures & {
  statementsPerRequest: number | null;
  /** p99 in ms by kind of request, to see which ones set the mix's. */
  p99ByKind: Partial<Record<Action, number | null>>;
};

async function runMix(
  shop: RunningShop,
  shoppers: Shopper[],
  facts: MixFacts,
  settings: { seconds: number; warmUpSeconds: number },
): Promise<MixRun> {
  const latencies: number[] = [];
  const byKind = new Map<Action, number[]>();
  let failures = 0;
  let failureSample: string | undefined;
  let measuring = false;
  let stopAt = 0;

  function record(action: Action, answer: { status: number; body: string }, ms: number) {
    if (answer.status >= 200 && answer.status < 300) {
      latencies.push(ms);
      const kind = byKind.get(action) ?? [];
      kind.push(ms);
      byKind.set(action, kind);
    } else {
      failures += 1;
      failureSample ??= `${action} ${answer.status} ${answer.body.slice(0, 200)}`;
    }
  }

  async function browse(shopper: Shopper) {
    let cartFilled = false;
    while (Date.now() < stopAt) {
      let action = pickAction();
      if (action === 'place order' && !cartFilled) action = 'add to cart';
      const started = performance.now();
      const answer = await sendAction(shop, shopper, action, facts);
      const ms = performance.now() - started;
      if (action === 'add to cart') cartFilled = answer.status === 200;
      if (action === 'place order') cartFilled = false;
      if (measuring) record(action, answer, ms);
    }
  }

  stopAt = Date.now() + settings.warmUpSeconds * 1000;
  await Promise.all(shoppers.map(browse));
  measuring = true;
  const statementsBefore = await shop.statements();
  stopAt = Date.now() + settings.seconds * 1000;
  await Promise.all(shoppers.map(browse));
  const statements = (await shop.statements()) - statementsBefore;
  const requests = latencies.length + failures;
  const p99ByKind = Object.fromEntries(
    [...byKind].map(([kind, values]) => [
      kind,
      percentile(
        values.sort((a, b) => a - b),
        0.99,
      ),
    ]),
  );
  return {
    ...figuresOf(latencies, settings.seconds, failures),
    statementsPerRequest: requests > 0 ? statements / requests : null,
    p99ByKind,
    ...(failureSample ? { failureSample } : {}),
  };
}

export const MIX_SHOPPERS = 20;

/** The mix on each server in turn, by the same signed-in shoppers (sessions live in the database). */
export async function measureTrafficMix(options: {
  shops: { cached: RunningShop; uncached: RunningShop };
  db: Database;
  facts: { activeIds: number[]; singleIds: number[] };
  settings: { seconds: number; warmUpSeconds: number };
}): Promise<{ cached: MixRun; uncached: MixRun }> {
  const { shops, db } = options;
  const singleIds = options.facts.singleIds.slice(0, 500);
  await db
    .update(products)
    .set({ stockQuantity: 1_000_000, status: 'active' })
    .where(inArray(products.id, singleIds));
  const brands = (
    await db.execute<{ brand: string }>(sql`
      SELECT DISTINCT brand FROM catalogue_counts WHERE brand <> '' AND products > 0`)
  ).rows.map((row) => row.brand);
  // Popular first in a fixed order, the same for both servers.
  const scattered = (id: number) => (id * 7919) % 10_007;
  const activeIds = [...options.facts.activeIds].sort((a, b) => scattered(a) - scattered(b));
  const facts = { activeIds, singleIds, brands, terms: await searchTermsOf(db) };
  const shoppers: Shopper[] = [];
  for (let index = 0; index < MIX_SHOPPERS; index += 1) {
    shoppers.push(await createShopper(shops.cached.url, db, 100 + index));
  }
  try {
    return {
      cached: await runMix(shops.cached, shoppers, facts, options.settings),
      uncached: await runMix(shops.uncached, shoppers, facts, options.settings),
    };
  } finally {
    for (const shopper of shoppers) shopper.agent.destroy();
  }
}
