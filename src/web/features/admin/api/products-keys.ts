/**
 * Every admin product query lives under ['admin', 'products']: lists under their filter, one
 * product under its id. A save or delete invalidates the prefix and the dashboard's stats.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AdminProductsFilter } from '../utils/products-filter';
import { ADMIN_STATS_KEY } from './stats-query';

export const ADMIN_PRODUCTS_KEY = ['admin', 'products'] as const;

export const adminProductsListKey = (filter: AdminProductsFilter) =>
  [...ADMIN_PRODUCTS_KEY, 'list', filter] as const;

export const adminProductKey = (id: number) => [...ADMIN_PRODUCTS_KEY, 'detail', id] as const;

export function afterProductChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY });
  void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY });
}
