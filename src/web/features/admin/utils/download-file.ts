/**
 * Downloads what an admin route answers (a CSV) as a file, so a refusal (a sensitive export asking
 * for a fresh sign-in) comes back as an error to act on rather than a file holding the error.
 */
import { msg } from '#shared/i18n/translator';
import { ApiRequestError, readApiError } from '../../../lib/api-client';

export async function downloadFile(href: string, fileName: string): Promise<void> {
  const response = await fetch(href, { credentials: 'same-origin' }).catch(() => {
    throw new ApiRequestError(0, msg('common.error.offline'));
  });
  if (!response.ok) {
    const error = readApiError(await response.json().catch(() => null));
    throw new ApiRequestError(response.status, error?.message ?? response.statusText, error?.code);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}
