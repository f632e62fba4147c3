import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionPage } from '#shared/schemas/questions';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Answered questions five at a time, narrowed by `search` when given. */
export function useQuestions(productId: number, search: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.questions(productId, search),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ page: String(pageParam) });
      if (search) params.set('q', search);
      return apiRequest<QuestionPage>(`/api/products/${productId}/questions?${params}`, { signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
}

type Created = { id: number; status: 'pending' | 'approved' };

/** Asking, answering and reporting; each refreshes the product's questions. */
export function useQuestionActions(productId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.questions(productId) });
  const post = <T>(url: string, body?: object) =>
    apiRequest<T>(url, { method: 'POST', ...(body ? { body } : {}) });
  return {
    ask: useMutation({
      mutationFn: (text: string) => post<Created>(`/api/products/${productId}/questions`, { text }),
      onSuccess: refresh,
    }),
    answer: useMutation({
      mutationFn: ({ questionId, text }: { questionId: number; text: string }) =>
        post<Created>(`/api/questions/${questionId}/answers`, { text }),
      onSuccess: refresh,
    }),
    report: useMutation({
      mutationFn: ({ kind, id }: { kind: 'question' | 'answer'; id: number }) =>
        post<{ ok: true }>(`/api/${kind}s/${id}/report`),
    }),
  };
}
