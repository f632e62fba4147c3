import { type OrderFilters, orderFiltersQuery } from './orders-filters';

/** The CSV holds every order under the filter, so the page number is not part of it. */
export function ordersCsvHref(filters: Partial<OrderFilters>): string {
  const { page: _page, ...withoutPage } = filters;
  return `/api/admin/orders.csv?${orderFiltersQuery(withoutPage).toString()}`;
}
