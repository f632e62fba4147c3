/** One return as the admin sees it (GET /api/admin/returns/:id, adminReturnSchema). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReturn } from '#shared/schemas/returns';
import { apiRequest } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/api-errors';
import { returnKeys } from './returns-list';

export function returnPath(id: string, rest?: string): string {
  const base = `/api/admin/returns/${encodeURIComponent(id)}`;
  return rest ? `${base}/${rest}` : base;
}

export const adminReturnQueryOptions = (id: string) =>
  queryOptions({
    queryKey: returnKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<AdminReturn>(returnPath(id), { signal }),
    retry: (failures, error) => !isNotFound(error) && failures < 3,
  });

export function useAdminReturn(id: string) {
  return useQuery(adminReturnQueryOptions(id));
}
