import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCustomer } from '#shared/schemas/admin';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type RoleChange = { id: string; role: 'customer' | 'admin' };

export function changeCustomerRole({ id, role }: RoleChange) {
  return apiRequest<AdminCustomer>(`/api/admin/customers/${encodeURIComponent(id)}/role`, {
    method: 'PUT',
    body: { role },
  });
}

/** A super_admin grants or revokes admin (shared/spec/decisions.md #12). */
export function useChangeCustomerRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCustomerRole,
    // The row may sit on any page or search; refetching them is simpler than patching each.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.customers }),
  });
}
