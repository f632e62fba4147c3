import { type OrderFilters, orderFiltersQuery } from './orders-filters';
import { type PayoutFilters, payoutFiltersQuery } from './payouts-filters';

/** The CSV holds every order under the filter, so the page number is not part of it. */
export function ordersCsvHref(filters: Partial<OrderFilters>): string {
  const { page: _page, ...withoutPage } = filters;
  return `/api/admin/orders.csv?${orderFiltersQuery(withoutPage).toString()}`;
}

/** The payouts CSV: the report's rows under the same courier and days. */
export function payoutsCsvHref(filters: PayoutFilters): string {
  return `/api/admin/courier-payouts.csv?${payoutFiltersQuery(filters).toString()}`;
}
