/** Customers (GET /api/admin/reports/customers, reports.view) for a range and grouping. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerReport } from '#shared/schemas/customer-report';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { reportQuery, type SalesReportParams } from '../utils/report-view';
import { retryUnlessRefused } from '../utils/retry-unless-refused';

export function useCustomerReport(params: SalesReportParams) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.customerReport(params),
      queryFn: ({ signal }) =>
        apiRequest<CustomerReport>(`/api/admin/reports/customers?${reportQuery(params)}`, {
          signal,
        }),
      placeholderData: keepPreviousData,
      retry: retryUnlessRefused,
    }),
  );
}
