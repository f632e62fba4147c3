import { apiErrorSchema } from '#shared/schemas/common';
import { reviewPhotoSchema } from '#shared/schemas/review';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * Sends one photo as multipart field `photo`. XMLHttpRequest rather than fetch, because only it
 * reports upload progress; the answer is checked against the same contract as every other call.
 */
export function uploadReviewPhoto(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/reviews/photos');
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const payload: unknown = request.response;
      if (request.status >= 200 && request.status < 300) {
        const parsed = reviewPhotoSchema.safeParse(payload);
        if (parsed.success) resolve(parsed.data.image);
        else reject(new ApiRequestError(0, 'The shop sent an answer we could not read.'));
        return;
      }
      const error = apiErrorSchema.safeParse(payload);
      reject(
        new ApiRequestError(
          request.status,
          error.success ? error.data.message : `Upload failed (${request.status})`,
          error.success ? error.data.code : undefined,
        ),
      );
    };
    request.onerror = () =>
      reject(new ApiRequestError(0, 'Could not reach the shop. Please check your connection.'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append('photo', file);
    request.send(body);
  });
}
