/** Sales over time (GET /api/admin/reports/sales, reports.view) for a range of Dhaka days. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesReport } from '#shared/schemas/reports';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { reportQuery, type SalesReportParams } from '../utils/report-view';
import { retryUnlessRefused } from '../utils/retry-unless-refused';

export const salesReportQueryOptions = (params: SalesReportParams) =>
  queryOptions({
    queryKey: queryKeys.admin.salesReport(params),
    queryFn: ({ signal }) =>
      apiRequest<SalesReport>(`/api/admin/reports/sales?${reportQuery(params)}`, { signal }),
    // The last report stays on screen, dimmed, while the next range loads.
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export function useSalesReport(params: SalesReportParams) {
  return useQuery(salesReportQueryOptions(params));
}
