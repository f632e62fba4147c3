import { useCallback } from 'react';
import type { MessageKey } from '#shared/i18n/keys';
import { answeredByServer, useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';

/**
 * Shows why a call failed: the server's message (always written for people), else the page's
 * fallback. A lost connection or a malformed answer is "unexpected", with the cause beneath.
 */
export function useToastFailure() {
  const { t, message } = useI18n();
  const { errorText } = useApiErrorText();
  return useCallback(
    (error: unknown, fallback: MessageKey) => {
      if (answeredByServer(error)) {
        toast.error(error.message ? message(error.message) : t(fallback));
        return;
      }
      toast.error(t('account.error.unexpected'), {
        description: errorText(error, 'account.error.tryAgain'),
      });
    },
    [t, message, errorText],
  );
}
