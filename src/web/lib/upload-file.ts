import type { z } from 'zod';
import { apiErrorSchema } from '#shared/schemas/common';
import { ApiRequestError } from './api-client';

type Upload<Schema extends z.ZodType> = {
  path: string;
  field: string;
  file: File;
  schema: Schema;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * Sends one file as a multipart field. XMLHttpRequest rather than fetch, because only it
 * reports upload progress; the answer is checked against the same contract as every other call.
 */
export function uploadFile<Schema extends z.ZodType>({
  path,
  field,
  file,
  schema,
  onProgress,
  signal,
}: Upload<Schema>): Promise<z.infer<Schema>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const payload: unknown = request.response;
      if (request.status >= 200 && request.status < 300) {
        const parsed = schema.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
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
    body.append(field, file);
    request.send(body);
  });
}
