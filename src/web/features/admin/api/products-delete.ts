import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminProductDeletionSchema } from '#shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { afterProductChange } from './products-invalidate';

/** A product that orders hold comes back `archived` (made inactive), with a message saying so. */
export function deleteAdminProduct(id: number) {
  return apiRequest<z.infer<typeof adminProductDeletionSchema>>(`/api/admin/products/${id}`, {
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
