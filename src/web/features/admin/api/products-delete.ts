import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductDeletionSchema } from '#shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { afterProductChange } from './products-keys';

/** A product that orders hold comes back `archived` (made inactive), with a message saying so. */
export function deleteAdminProduct(id: number) {
  return apiRequest(`/api/admin/products/${id}`, adminProductDeletionSchema, {
    method: 'DELETE',
  });
}

export function useDeleteAdminProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminProduct,
    onSuccess: () => afterProductChange(queryClient),
  });
}
