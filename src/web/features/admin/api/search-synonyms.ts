/**
 * Admin → Search's synonyms (src/shared/schemas/search-admin.ts): the list, add or change one,
 * remove one. Every change refetches the list.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Synonym, SynonymInput, SynonymList } from '#shared/schemas/search-admin';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const searchSynonymsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.searchSynonyms,
    queryFn: ({ signal }) => apiRequest<SynonymList>('/api/admin/search/synonyms', { signal }),
  });

export function useSearchSynonyms() {
  return useQuery(searchSynonymsQueryOptions());
}

type Save = { id?: number | undefined; input: SynonymInput };

/** POST adds a group; PUT with every word changes one. */
export function useSaveSearchSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: Save) =>
      apiRequest<Synonym>(
        id === undefined ? '/api/admin/search/synonyms' : `/api/admin/search/synonyms/${id}`,
        { method: id === undefined ? 'POST' : 'PUT', body: input },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.searchSynonyms }),
  });
}

export function useDeleteSearchSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<null>(`/api/admin/search/synonyms/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.searchSynonyms }),
  });
}
