/**
 * Calls the shop's API. Answers are typed by the shared contract but not parsed here: the server
 * checks each against the same zod schema before sending it (docs/decisions/007). Server messages
 * come already in the shopper's language; the client's own are keys, shown through
 * `useI18n().message`.
 */

import { msg } from '#shared/i18n/translator';
import type { ApiError } from '#shared/schemas/common';
import { takePrefetched } from './app-data';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

/** The message and code of an API error body, or undefined when the body is not one. */
export function readApiError(payload: unknown): Pick<ApiError, 'message' | 'code'> | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { statusCode, message, code } = payload as Record<string, unknown>;
  if (typeof statusCode !== 'number' || typeof message !== 'string') return undefined;
  return typeof code === 'string' ? { message, code } : { message };
}

/**
 * The answer the server sent with the page for this GET, for a query's `initialData`: the query
 * then starts with its data, so the page's first render shows it rather than a skeleton that a
 * second render replaces (on a slow phone, one whole render fewer before the first paint).
 */
export function prefetchedAnswer<T>(path: string): T | undefined {
  return takePrefetched(path) as T | undefined;
}

/** `T` is the answer's type from the shared schemas (`import type`), e.g. `apiRequest<Cart>(…)`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (options.method === undefined) {
    const prefetched = takePrefetched(path);
    if (prefetched !== undefined) return prefetched as T;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
      body: options.body === undefined ? null : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(0, msg('common.error.offline'));
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = readApiError(payload);
    throw new ApiRequestError(
      response.status,
      error ? error.message : msg('common.error.requestFailed', { status: response.status }),
      error?.code,
    );
  }
  return payload as T;
}
