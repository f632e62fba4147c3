import type { QueryClient } from '@tanstack/react-query';
import type { AdminComplaint } from '#shared/schemas/complaints';
import { queryKeys } from '../../../lib/query-keys';
import { complaintKeys } from './complaints-list';

/**
 * After an answer or a resolution: the complaint as the server answered it on screen at once, then
 * what it feeds — the lists and the dashboard's counts.
 */
export function afterComplaintChange(queryClient: QueryClient, answer: AdminComplaint) {
  queryClient.setQueryData(complaintKeys.detail(answer.id), answer);
  void queryClient.invalidateQueries({
    queryKey: complaintKeys.all,
    predicate: (query) => query.queryKey[2] !== 'detail',
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats });
}

/** After a refusal (another member resolved it meanwhile): read the complaint again. */
export function afterComplaintRefusal(queryClient: QueryClient, id: string) {
  void queryClient.invalidateQueries({ queryKey: complaintKeys.detail(id) });
}
