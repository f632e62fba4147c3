/** Books the parcel back with Steadfast or records a courier by hand (POST /api/admin/returns/:id/pickup). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReturn, ReturnPickupInput } from '#shared/schemas/returns';
import { apiRequest } from '../../../lib/api-client';
import { returnPath } from './returns-detail';
import { afterReturnChange, afterReturnRefusal } from './returns-invalidate';

export type ReturnPickup = { id: string; input: ReturnPickupInput };

export function bookReturnPickup({ id, input }: ReturnPickup) {
  return apiRequest<AdminReturn>(returnPath(id, 'pickup'), { method: 'POST', body: input });
}

export function useBookReturnPickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookReturnPickup,
    onSuccess: (answer) => afterReturnChange(queryClient, answer),
    onError: (_error, { id }) => afterReturnRefusal(queryClient, id),
  });
}
