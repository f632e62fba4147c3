/**
 * Every admin order query lives under ['admin', 'orders']: lists under a filters object, one order
 * under its id. A change to one order invalidates the prefix, so lists and counts follow.
 */
import type { OrderFilters } from '../utils/orders-filters';

export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;
export const ADMIN_STATS_KEY = ['admin', 'stats'] as const;

export const adminOrdersListKey = (filters: OrderFilters) =>
  [...ADMIN_ORDERS_KEY, 'list', filters] as const;

export const adminOrderKey = (id: string) => [...ADMIN_ORDERS_KEY, id] as const;
