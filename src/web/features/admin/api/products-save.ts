import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, AdminProductInput } from '#shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { afterProductChange } from './products-invalidate';

type Save = { id?: number | undefined; input: AdminProductInput };

/** POST /api/admin/products creates; PUT /api/admin/products/:id replaces every field. */
export function saveAdminProduct({ id, input }: Save) {
  return apiRequest<AdminProduct>(
    id === undefined ? '/api/admin/products' : `/api/admin/products/${id}`,
    { method: id === undefined ? 'POST' : 'PUT', body: input },
  );
}

export function useSaveAdminProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminProduct,
    onSuccess: () => afterProductChange(queryClient),
  });
}
