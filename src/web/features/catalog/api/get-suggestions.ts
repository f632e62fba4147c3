import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { suggestionListSchema } from '#shared/schemas/product';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function suggestionsQueryOptions(term: string) {
  return queryOptions({
    // Keyed by the term: an older, slower answer lands in its own entry and never replaces a newer one.
    queryKey: queryKeys.suggestions(term),
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof suggestionListSchema>>(
        `/api/products/suggestions?${new URLSearchParams({ q: term })}`,
        { signal },
      ),
    staleTime: 60_000,
  });
}

export function useSuggestions(term: string) {
  // No placeholder: the list shows only answers for the term being asked about.
  return useQuery({ ...suggestionsQueryOptions(term), enabled: term.length > 0 });
}
