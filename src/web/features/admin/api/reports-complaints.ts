/**
 * Complaints (GET /api/admin/reports/complaints, reports.view): those raised in a range, how fast
 * they were first answered against the 72 hours, by topic and by outcome.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ComplaintReport } from '#shared/schemas/complaint-report';
import { apiRequest } from '../../../lib/api-client';
import { type RangeParams, reportQuery } from '../utils/report-view';
import { retryUnlessRefused } from '../utils/retry-unless-refused';

export function useComplaintReport(params: RangeParams) {
  return useQuery(
    queryOptions({
      // Beside the other reports' keys (lib/query-keys), under Admin → Reports' root.
      queryKey: ['admin', 'reports', 'complaints', params] as const,
      queryFn: ({ signal }) =>
        apiRequest<ComplaintReport>(`/api/admin/reports/complaints?${reportQuery(params)}`, {
          signal,
        }),
      placeholderData: keepPreviousData,
      retry: retryUnlessRefused,
    }),
  );
}
