import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VatDocument } from '#shared/schemas/vat';
import { apiRequest } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/api-errors';
import { queryKeys } from '../../../lib/query-keys';

export const vatInvoiceQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.vatInvoice(orderId),
    queryFn: ({ signal }) =>
      apiRequest<VatDocument>(`/api/admin/orders/${encodeURIComponent(orderId)}/vat-invoice`, {
        signal,
      }),
    // 404: the order was placed before the shop registered for VAT, which asking again won't change.
    retry: (failures, error) => !isNotFound(error) && failures < 3,
  });

/** An order's Mushak-6.3 tax invoice as it was issued (orders.view). */
export function useVatInvoice(orderId: string) {
  return useQuery(vatInvoiceQueryOptions(orderId));
}

/** An order's Mushak-6.7 credit notes, oldest first (none without an invoice). */
export function useCreditNotes(orderId: string) {
  return useQuery({
    queryKey: queryKeys.admin.creditNotes(orderId),
    queryFn: ({ signal }) =>
      apiRequest<{ creditNotes: VatDocument[] }>(
        `/api/admin/orders/${encodeURIComponent(orderId)}/credit-notes`,
        { signal },
      ),
  });
}
