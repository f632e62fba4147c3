/**
 * One HTTP call to an outside service, never recording its secrets. A timeout, a network failure,
 * a 429 or a 5xx is retryable; any other answer that fails the schema is not.
 */
import type { z } from 'zod';
import { excerpt } from './sms/sms-sender';

export type JsonCallRecord<Operation extends string> = {
  operation: Operation;
  ok: boolean;
  httpStatus: number | null;
  message: string;
  durationMs: number;
};

export type JsonCallRequest<Schema extends z.ZodType, Operation extends string> = {
  operation: Operation;
  url: string;
  init: RequestInit;
  schema: Schema;
  timeoutMs: number;
  onCall: (call: JsonCallRecord<Operation>) => void;
  /** The service's own status words from a good answer, for the call record. */
  describe?: (answer: z.output<Schema>) => string;
};

export type JsonCallFailure = {
  message: string;
  retryable: boolean;
  serviceWords: string | null;
  cause?: unknown;
};

export type JsonCallService = {
  /** 'the gateway', 'Steadfast': for 'could not reach …'. */
  name: string;
  fail: (failure: JsonCallFailure) => Error;
  /** Reads the service's words out of an answer that failed the schema ('The invoice has …'). */
  refusalWords?: (answer: unknown) => string | null;
};

export async function jsonCall<Schema extends z.ZodType, Operation extends string>(
  request: JsonCallRequest<Schema, Operation>,
  service: JsonCallService,
): Promise<z.output<Schema>> {
  const { operation, url, init, schema, timeoutMs, onCall } = request;
  const started = performance.now();
  const record = (ok: boolean, httpStatus: number | null, message: string) =>
    onCall({
      operation,
      ok,
      httpStatus,
      message,
      durationMs: Math.round(performance.now() - started),
    });
  const fail = (message: string, retryable: boolean, serviceWords: string | null = null) =>
    service.fail({ message: `${operation}: ${message}`, retryable, serviceWords });
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const reason = timedOut ? `no answer within ${timeoutMs}ms` : `could not reach ${service.name}`;
    record(false, null, reason);
    throw service.fail({
      message: `${operation}: ${reason}`,
      retryable: true,
      serviceWords: null,
      cause: error,
    });
  }
  if (response.status >= 500 || response.status === 429) {
    record(false, response.status, excerpt(text));
    throw fail(`HTTP ${response.status}`, true);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    record(false, response.status, `not JSON: ${excerpt(text, 80)}`);
    throw fail(`the answer was not JSON (HTTP ${response.status})`, false);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const words = service.refusalWords?.(json) ?? null;
    record(false, response.status, words ? excerpt(words) : excerpt(text));
    throw fail(`unexpected answer (HTTP ${response.status})`, false, words);
  }
  record(true, response.status, request.describe?.(parsed.data) ?? `HTTP ${response.status}`);
  return parsed.data;
}
