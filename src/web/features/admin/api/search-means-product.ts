/**
 * "This search means this product" (POST /api/admin/search/means-product): the search's words join
 * the product's search words, so the admin's product views refetch.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MeansProductInput, meansProductSchema } from '#shared/schemas/search-admin';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useSearchMeansProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MeansProductInput) =>
      apiRequest<z.infer<typeof meansProductSchema>>('/api/admin/search/means-product', {
        method: 'POST',
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.products }),
  });
}
