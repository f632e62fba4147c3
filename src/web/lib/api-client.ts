/**
 * Calls the shop's API and checks the answer against the shared zod contract. Server messages come
 * already in the shopper's language; the client's own are keys, shown through `useI18n().message`.
 */

import type { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import { apiErrorSchema } from '#shared/schemas/common';
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

export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.infer<Schema>> {
  if (options.method === undefined) {
    const prefetched = takePrefetched(path);
    if (prefetched !== undefined) return schema.parse(prefetched);
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
    const parsed = apiErrorSchema.safeParse(payload);
    throw new ApiRequestError(
      response.status,
      parsed.success
        ? parsed.data.message
        : msg('common.error.requestFailed', { status: response.status }),
      parsed.success ? parsed.data.code : undefined,
    );
  }
  return schema.parse(payload);
}
