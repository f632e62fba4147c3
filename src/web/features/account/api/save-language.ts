import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Language } from '#shared/i18n/languages';
import type { sessionAccountSchema } from '#shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { recheckSessionOn401 } from './session-cache';

type SessionAccount = z.infer<typeof sessionAccountSchema>;

/** Remembers the signed-in shopper's language, for e-mails and other devices; answers 204. */
export function saveLanguage(language: Language) {
  return apiRequest<unknown>('/api/account/language', { method: 'PUT', body: { language } });
}

export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    // No account comes back: the cached one takes the language that was saved.
    onSuccess: (_answer, language) =>
      queryClient.setQueryData<SessionAccount>(queryKeys.account, (cached) =>
        cached?.account ? { account: { ...cached.account, language } } : cached,
      ),
    onError: (error) => recheckSessionOn401(queryClient, error),
  });
}
