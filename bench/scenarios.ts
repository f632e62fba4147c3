/**
 * What is measured and what it should reach: each scenario is a path generator plus its aim, the
 * figure the shop was asked to reach (the README's Benchmarks list them beside the results).
 */

export type Aim = {
  /** Least share of the ceiling's req/s. */
  minCeilingRatio?: number;
  /** Least requests per second (orders per second for checkout). */
  minReqPerSec?: number;
  /** Most p99 latency, ms. */
  maxP99Ms?: number;
  text: string;
};

export type Scenario = {
  name: string;
  /** Which catalogue size it runs on. */
  catalogue: CatalogueSize | 'none';
  /** The next request's path; called once per request so ids and terms can vary. */
  nextPath: () => string;
  aim: Aim;
};

/** 10,000, 100,000 and 1,000,000 products (bench/config.ts). */
export type CatalogueSize = 'small' | 'large' | 'million';

export type CatalogueFacts = {
  activeIds: number[];
  makeupBrand: string;
  /** A product in 12 shades (bench/variant-products.ts), asked for by one request in four. */
  twelveShadeId?: number;
  /** The shade family the category page filters by. */
  shadeFamily?: string;
};

/**
 * A broad word, a typo and a Bangla word, as shoppers type them (issue 22), and words that must
 * all be in a product (issue 45).
 */
export const SEARCH_TERMS = {
  broad: 'serum',
  typo: 'lipistik',
  bangla: 'সানস্ক্রিন',
  parts: 'vitamin c serum',
} as const;
/** A typo, as shoppers type it: suggestions must still find lipsticks. */
export const SUGGESTION_TERM = 'lipstik';

export function categoryPath(brand: string, shadeFamily?: string): string {
  const query = new URLSearchParams({ category: 'makeup', brands: brand, sort: 'price_asc' });
  if (shadeFamily) query.set('shadeFamilies', shadeFamily);
  return `/api/products?${query}`;
}

export const searchPath = (term: string) => `/api/products?${new URLSearchParams({ q: term })}`;
export const suggestionsPath = `/api/products/suggestions?${new URLSearchParams({ q: SUGGESTION_TERM })}`;

export const ceilingScenario: Scenario = {
  name: 'ceiling: bare Fastify GET /',
  catalogue: 'none',
  nextPath: () => '/',
  aim: { text: '(reference)' },
};

/** 50 shoppers placing orders at once on PostgreSQL. */
export const CHECKOUT_SHOPPERS = 50;
export const checkoutAim: Aim = {
  minReqPerSec: 300,
  maxP99Ms: 100,
  text: '≥ 300 orders/s, p99 ≤ 100 ms, no oversell',
};

/** The coupon race (issue 19): exactly `cap` of the shoppers racing for the code get it. */
export const COUPON_RACE = { shoppers: 500, cap: 100 };

/** An aim of our own; a tap on "Add to cart" should feel instant even with 50 shoppers at once. */
export const addToCartAim: Aim = { maxP99Ms: 100, text: 'p99 ≤ 100 ms (ours)' };

const searchAims = {
  large: { maxP99Ms: 15, text: 'p99 ≤ 15 ms' },
  million: { maxP99Ms: 50, text: 'p99 ≤ 50 ms' },
} satisfies Record<'large' | 'million', Aim>;

/** Each search term on a catalogue size: the list with its brand and category counts. */
function searchScenarios(size: 'large' | 'million'): Scenario[] {
  return Object.entries(SEARCH_TERMS).map(([kind, term]) => ({
    name: `search q=${term} (${kind})`,
    catalogue: size,
    nextPath: () => searchPath(term),
    aim: searchAims[size],
  }));
}

export function shopScenarios(facts: CatalogueFacts): Scenario[] {
  const { activeIds, twelveShadeId } = facts;
  let requests = 0;
  const productId = () =>
    twelveShadeId !== undefined && requests++ % 4 === 0
      ? twelveShadeId
      : activeIds[Math.floor(Math.random() * activeIds.length)];
  const shades = facts.shadeFamily ? `, shade family ${facts.shadeFamily}` : '';
  const category = (size: CatalogueSize, aim: Aim): Scenario => ({
    name: `category page (makeup, ${facts.makeupBrand}${shades}, price_asc)`,
    catalogue: size,
    nextPath: () => categoryPath(facts.makeupBrand, facts.shadeFamily),
    aim,
  });
  const suggestions = (size: CatalogueSize, aim: Aim): Scenario => ({
    name: `suggestions q=${SUGGESTION_TERM}`,
    catalogue: size,
    nextPath: () => suggestionsPath,
    aim,
  });
  return [
    {
      name: twelveShadeId !== undefined ? 'product by id (1 in 4 with 12 shades)' : 'product by id',
      catalogue: 'small',
      nextPath: () => `/api/products/${productId()}`,
      aim: { minCeilingRatio: 0.25, maxP99Ms: 10, text: '≥ 25 % of ceiling, p99 ≤ 10 ms' },
    },
    category('small', { maxP99Ms: 30, text: 'p99 ≤ 30 ms' }),
    ...searchScenarios('large'),
    suggestions('large', { maxP99Ms: 10, text: 'p99 ≤ 10 ms' }),
    ...searchScenarios('million'),
    suggestions('million', { maxP99Ms: 10, text: 'p99 ≤ 10 ms' }),
    category('million', { maxP99Ms: 30, text: 'p99 ≤ 30 ms' }),
  ];
}
