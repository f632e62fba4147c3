/** By product, variant, brand or category (GET /api/admin/reports/products, reports.view). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductReport } from '#shared/schemas/reports';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { type ProductReportParams, reportQuery } from '../utils/report-view';
import { retryUnlessRefused } from '../utils/retry-unless-refused';

export const productReportQueryOptions = (params: ProductReportParams) =>
  queryOptions({
    queryKey: queryKeys.admin.productReport(params),
    queryFn: ({ signal }) =>
      apiRequest<ProductReport>(`/api/admin/reports/products?${reportQuery(params)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export function useProductReport(params: ProductReportParams) {
  return useQuery(productReportQueryOptions(params));
}
