/** Suppliers, purchase orders and goods received (issue 41, decision 039). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrderStatus } from '#shared/purchasing';
import type {
  PurchaseOrder,
  PurchaseOrderInput,
  PurchaseOrderSummary,
  PurchaseReceipt,
  ReceiptInput,
  Supplier,
  SupplierInput,
  VariantBySku,
} from '#shared/schemas/purchasing';
import { apiRequest } from '../../../lib/api-client';

const root = ['admin', 'purchasing'] as const;

export function useSuppliers() {
  return useQuery({
    queryKey: [...root, 'suppliers'],
    queryFn: ({ signal }) =>
      apiRequest<{ suppliers: Supplier[] }>('/api/admin/suppliers', { signal }),
  });
}

export const purchaseOrdersQueryOptions = (status: PurchaseOrderStatus | null) =>
  queryOptions({
    queryKey: [...root, 'orders', status],
    queryFn: ({ signal }) =>
      apiRequest<{ orders: PurchaseOrderSummary[] }>(
        `/api/admin/purchase-orders${status ? `?status=${status}` : ''}`,
        { signal },
      ),
  });

export function usePurchaseOrders(status: PurchaseOrderStatus | null) {
  return useQuery(purchaseOrdersQueryOptions(status));
}

export function usePurchaseOrder(id: number) {
  return useQuery({
    queryKey: [...root, 'order', id],
    queryFn: ({ signal }) =>
      apiRequest<PurchaseOrder>(`/api/admin/purchase-orders/${id}`, { signal }),
  });
}

export function useReceiptNote(id: number) {
  return useQuery({
    queryKey: [...root, 'receipt', id],
    queryFn: ({ signal }) =>
      apiRequest<PurchaseReceipt>(`/api/admin/purchase-receipts/${id}`, { signal }),
  });
}

/** The variant a typed SKU names, for a new line. */
export const variantBySku = (sku: string) =>
  apiRequest<VariantBySku>(`/api/admin/variants/by-sku?sku=${encodeURIComponent(sku)}`);

/** Every purchasing view refetches after a change, and product stock with it. */
function usePurchasingMutation<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: root });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
    },
  });
}

export const useSaveSupplier = () =>
  usePurchasingMutation(({ id, ...input }: SupplierInput & { id?: number }) =>
    apiRequest<Supplier>(id ? `/api/admin/suppliers/${id}` : '/api/admin/suppliers', {
      method: id ? 'PUT' : 'POST',
      body: input,
    }),
  );

export const useCreatePurchaseOrder = () =>
  usePurchasingMutation((input: PurchaseOrderInput) =>
    apiRequest<PurchaseOrder>('/api/admin/purchase-orders', { method: 'POST', body: input }),
  );

export const usePurchaseOrderStep = (id: number) =>
  usePurchasingMutation((step: 'order' | 'cancel') =>
    apiRequest<PurchaseOrder>(`/api/admin/purchase-orders/${id}/${step}`, { method: 'POST' }),
  );

export const useReceiveGoods = (id: number) =>
  usePurchasingMutation((input: ReceiptInput) =>
    apiRequest<PurchaseReceipt>(`/api/admin/purchase-orders/${id}/receipts`, {
      method: 'POST',
      body: input,
    }),
  );
