/**
 * Admin → Payouts: the report (GET /api/admin/courier-payouts, payoutReportSchema) for a courier
 * and Dhaka delivery days.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutReport } from '#shared/schemas/delivery';
import { apiRequest } from '../../../lib/api-client';
import { type PayoutFilters, payoutFiltersQuery } from '../utils/payouts-filters';

export const payoutKeys = {
  all: ['admin', 'courier-payouts'] as const,
  report: (filters: PayoutFilters) => ['admin', 'courier-payouts', filters] as const,
};

export const payoutReportQueryOptions = (filters: PayoutFilters) =>
  queryOptions({
    queryKey: payoutKeys.report(filters),
    queryFn: ({ signal }) =>
      apiRequest<PayoutReport>(`/api/admin/courier-payouts?${payoutFiltersQuery(filters)}`, {
        signal,
      }),
  });

export function usePayoutReport(filters: PayoutFilters) {
  return useQuery(payoutReportQueryOptions(filters));
}
