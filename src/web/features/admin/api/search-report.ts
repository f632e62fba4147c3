/** What shoppers searched for over the last days (GET /api/admin/search/report, reports.view). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchReport } from '#shared/schemas/search-admin';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const searchReportQueryOptions = (days: number) =>
  queryOptions({
    queryKey: queryKeys.admin.searchReport(days),
    queryFn: ({ signal }) =>
      apiRequest<SearchReport>(`/api/admin/search/report?days=${days}`, { signal }),
    // The last period stays on screen while another loads.
    placeholderData: keepPreviousData,
  });

export function useSearchReport(days: number) {
  return useQuery(searchReportQueryOptions(days));
}
