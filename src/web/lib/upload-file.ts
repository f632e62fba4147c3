import { ApiRequestError, readApiError } from './api-client';

type Upload = {
  path: string;
  field: string;
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * Sends one file as a multipart field. XMLHttpRequest rather than fetch, because only it
 * reports upload progress. Like every other call, the answer is typed (`T`, from the shared
 * schemas) but not parsed: the server checks it against the contract before sending it.
 */
export function uploadFile<T>({ path, field, file, onProgress, signal }: Upload): Promise<T> {
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
        // responseType 'json' gives null for a body that is not JSON.
        if (payload === null)
          reject(new ApiRequestError(0, 'The shop sent an answer we could not read.'));
        else resolve(payload as T);
        return;
      }
      const error = readApiError(payload);
      reject(
        new ApiRequestError(
          request.status,
          error ? error.message : `Upload failed (${request.status})`,
          error?.code,
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
