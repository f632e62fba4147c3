/** Stock value now and the slow movers (GET /api/admin/reports/stock, reports.view). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StockReport } from '#shared/schemas/reports';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useStockReport(slowDays: number) {
  return useQuery({
    queryKey: queryKeys.admin.stockReport(slowDays),
    queryFn: ({ signal }) =>
      apiRequest<StockReport>(`/api/admin/reports/stock?slowDays=${slowDays}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
