/** The shop's own counters for /metrics; with metrics off the calls do nothing. */
import { Counter, type Registry } from 'prom-client';
import { PAYMENT_METHODS } from '#shared/pricing';
import type { CacheOutcome } from '../catalog';

export type ShopCounters = {
  /** An order was committed (not a retry that found it by its key). */
  orderPlaced(paymentMethod: string): void;
  catalogCacheLookup(outcome: CacheOutcome): void;
};

export const uncounted: ShopCounters = {
  orderPlaced() {},
  catalogCacheLookup() {},
};

export function createShopCounters(registry: Registry): ShopCounters {
  const registers = [registry];
  const ordersPlaced = new Counter({
    name: 'sajghor_orders_placed_total',
    help: 'Orders placed through this server, by payment method',
    labelNames: ['payment_method'],
    registers,
  });
  // Every method's series from the start at 0, so the first order shows in rate() and increase().
  for (const method of PAYMENT_METHODS) ordersPlaced.inc({ payment_method: method }, 0);
  const cacheHits = new Counter({
    name: 'sajghor_catalog_cache_hits_total',
    help: "Catalogue answers from this server's cache, or shared with a request computing them",
    registers,
  });
  const cacheMisses = new Counter({
    name: 'sajghor_catalog_cache_misses_total',
    help: 'Catalogue answers computed from the database while the cache is on',
    registers,
  });
  return {
    orderPlaced: (paymentMethod) => ordersPlaced.inc({ payment_method: paymentMethod }),
    catalogCacheLookup: (outcome) => (outcome === 'hit' ? cacheHits : cacheMisses).inc(),
  };
}
