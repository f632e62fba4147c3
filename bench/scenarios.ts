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
  catalogue: 'small' | 'large' | 'none';
  /** The next request's path; called once per request so ids and terms can vary. */
  nextPath: () => string;
  aim: Aim;
};

export type CatalogueFacts = {
  activeIds: number[];
  makeupBrand: string;
  /** A product in 12 shades (bench/variant-products.ts), asked for by one request in four. */
  twelveShadeId?: number;
  /** The shade family the category page filters by. */
  shadeFamily?: string;
};

export const SEARCH_TERM = 'serum';
/** A typo, as shoppers type it: suggestions must still find lipsticks. */
export const SUGGESTION_TERM = 'lipstik';

export function categoryPath(brand: string, shadeFamily?: string): string {
  const query = new URLSearchParams({ category: 'makeup', brands: brand, sort: 'price_asc' });
  if (shadeFamily) query.set('shadeFamilies', shadeFamily);
  return `/api/products?${query}`;
}

export const searchPath = `/api/products?${new URLSearchParams({ q: SEARCH_TERM })}`;
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

export function shopScenarios(facts: CatalogueFacts): Scenario[] {
  const { activeIds, twelveShadeId } = facts;
  let requests = 0;
  const productId = () =>
    twelveShadeId !== undefined && requests++ % 4 === 0
      ? twelveShadeId
      : activeIds[Math.floor(Math.random() * activeIds.length)];
  const shades = facts.shadeFamily ? `, shade family ${facts.shadeFamily}` : '';
  return [
    {
      name: twelveShadeId !== undefined ? 'product by id (1 in 4 with 12 shades)' : 'product by id',
      catalogue: 'small',
      nextPath: () => `/api/products/${productId()}`,
      aim: { minCeilingRatio: 0.25, maxP99Ms: 10, text: '≥ 25 % of ceiling, p99 ≤ 10 ms' },
    },
    {
      name: `category page (makeup, ${facts.makeupBrand}${shades}, price_asc)`,
      catalogue: 'small',
      nextPath: () => categoryPath(facts.makeupBrand, facts.shadeFamily),
      aim: { maxP99Ms: 30, text: 'p99 ≤ 30 ms' },
    },
    {
      name: `search q=${SEARCH_TERM}`,
      catalogue: 'large',
      nextPath: () => searchPath,
      aim: { maxP99Ms: 15, text: 'p99 ≤ 15 ms' },
    },
    {
      name: `suggestions q=${SUGGESTION_TERM}`,
      catalogue: 'large',
      nextPath: () => suggestionsPath,
      aim: { maxP99Ms: 15, text: 'p99 ≤ 15 ms' },
    },
  ];
}
