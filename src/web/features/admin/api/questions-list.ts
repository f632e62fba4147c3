/**
 * Admin → Questions: the moderation queue (GET /api/admin/questions?queue&page,
 * adminQuestionPageSchema), oldest first, 20 a page, with the waiting and reported counts.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminQuestionPage, QA_QUEUES } from '#shared/schemas/questions';
import { apiRequest } from '../../../lib/api-client';

export type QuestionQueue = (typeof QA_QUEUES)[number];
export type QuestionFilters = { queue: QuestionQueue; page: number };

/** Every queue and page under one root: a decision on one question refreshes them all. */
export const questionKeys = {
  all: ['admin', 'questions'] as const,
  list: (filters: QuestionFilters) => ['admin', 'questions', filters] as const,
};

export const adminQuestionsQueryOptions = (filters: QuestionFilters) =>
  queryOptions({
    queryKey: questionKeys.list(filters),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ queue: filters.queue, page: String(filters.page) });
      return apiRequest<AdminQuestionPage>(`/api/admin/questions?${query}`, { signal });
    },
    // Keep the current page on screen while the next page or queue loads.
    placeholderData: keepPreviousData,
  });

export function useAdminQuestions(filters: QuestionFilters) {
  return useQuery(adminQuestionsQueryOptions(filters));
}
