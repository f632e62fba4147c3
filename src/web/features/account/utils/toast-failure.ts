import { useCallback } from 'react';
import type { MessageKey } from '#shared/i18n/keys';
import { ApiRequestError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';

/**
 * Shows why a call failed: the server's message (always written for people), else the page's
 * fallback. A lost connection or a malformed answer is "unexpected", with the cause beneath.
 */
export function useToastFailure() {
  const { t, message } = useI18n();
  return useCallback(
    (error: unknown, fallback: MessageKey) => {
      if (error instanceof ApiRequestError && error.status > 0) {
        toast.error(error.message ? message(error.message) : t(fallback));
        return;
      }
      toast.error(t('account.error.unexpected'), {
        description:
          error instanceof ApiRequestError ? message(error.message) : t('account.error.tryAgain'),
      });
    },
    [t, message],
  );
}

export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.code : undefined;
}
