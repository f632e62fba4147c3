/** Delivery and cash on delivery (GET /api/admin/reports/delivery, reports.view) for a range. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryReport } from '#shared/schemas/reports';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { type RangeParams, reportQuery } from '../utils/report-view';
import { retryUnlessRefused } from '../utils/retry-unless-refused';

export function useDeliveryReport(params: RangeParams) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.deliveryReport(params),
      queryFn: ({ signal }) =>
        apiRequest<DeliveryReport>(`/api/admin/reports/delivery?${reportQuery(params)}`, {
          signal,
        }),
      placeholderData: keepPreviousData,
      retry: retryUnlessRefused,
    }),
  );
}
