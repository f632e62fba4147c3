import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderVatDocuments } from '#shared/schemas/vat';
import { apiRequest } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/api-errors';
import { queryKeys } from '../../../lib/query-keys';

export const vatDocumentsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.vatDocuments(orderId),
    queryFn: ({ signal }) =>
      apiRequest<OrderVatDocuments>(`/api/orders/${encodeURIComponent(orderId)}/vat-documents`, {
        signal,
      }),
    retry: (failures, error) => !isNotFound(error) && failures < 3,
  });

/**
 * The shopper's copy of her order's VAT documents: its Mushak-6.3 (null when it has none) and its
 * Mushak-6.7 credit notes. The order page asks first, to offer the link; the invoice page reuses it.
 */
export function useVatDocuments(orderId: string) {
  return useQuery(vatDocumentsQueryOptions(orderId));
}
