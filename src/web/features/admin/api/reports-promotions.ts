/** Promotions (GET /api/admin/reports/promotions, reports.view) for a range. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PromotionReport } from '#shared/schemas/promotion-report';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { type RangeParams, reportQuery } from '../utils/report-view';
import { retryUnlessRefused } from '../utils/retry-unless-refused';

export function usePromotionReport(params: RangeParams) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.promotionReport(params),
      queryFn: ({ signal }) =>
        apiRequest<PromotionReport>(`/api/admin/reports/promotions?${reportQuery(params)}`, {
          signal,
        }),
      placeholderData: keepPreviousData,
      retry: retryUnlessRefused,
    }),
  );
}
