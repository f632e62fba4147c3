/** VAT (GET /api/admin/reports/vat, reports.view): the invoices and credit notes of a range. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VatReport } from '#shared/schemas/vat-report';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { type RangeParams, reportQuery } from '../utils/report-view';
import { retryUnlessRefused } from '../utils/retry-unless-refused';

export function useVatReport(params: RangeParams) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.vatReport(params),
      queryFn: ({ signal }) =>
        apiRequest<VatReport>(`/api/admin/reports/vat?${reportQuery(params)}`, { signal }),
      placeholderData: keepPreviousData,
      retry: retryUnlessRefused,
    }),
  );
}
