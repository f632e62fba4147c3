import { toast } from 'sonner';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * Shows why a call failed: the server's message (always written for people), else the page's
 * fallback. A lost connection or a malformed answer is "unexpected", with the cause beneath.
 */
export function toastFailure(error: unknown, fallback: string) {
  if (error instanceof ApiRequestError && error.status > 0) {
    toast.error(error.message || fallback);
    return;
  }
  toast.error('An unexpected error occurred', {
    description:
      error instanceof ApiRequestError
        ? error.message
        : 'Please try again. If it keeps happening, contact us.',
  });
}

export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.code : undefined;
}
