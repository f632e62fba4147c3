/**
 * One HTTP call to a payment gateway: timed out, its answer's JSON validated with the caller's zod
 * schema, and reported through `onCall` (operation, HTTP status, the gateway's words, time taken),
 * never with the request's secrets or tokens. A timeout, a network failure or a 5xx is a retryable
 * GatewayError; any other answer that fails the schema is a GatewayError that is not.
 */
import type { z } from 'zod';
import type { GatewayOperation } from '#shared/payments';
import { excerpt } from '../sms/sms-sender';
import { type CallRecord, GatewayError } from './payment-gateway';

export type GatewayRequest<Schema extends z.ZodType> = {
  operation: GatewayOperation;
  url: string;
  init: RequestInit;
  /** What a good answer looks like; anything else is the gateway's error. */
  schema: Schema;
  timeoutMs: number;
  onCall: (call: CallRecord) => void;
  /** The gateway's own status words from a good answer, for the call record. */
  describe?: (answer: z.output<Schema>) => string;
};

export async function gatewayCall<Schema extends z.ZodType>(
  request: GatewayRequest<Schema>,
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
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const reason = timedOut ? `no answer within ${timeoutMs}ms` : 'could not reach the gateway';
    record(false, null, reason);
    throw new GatewayError(`${operation}: ${reason}`, true, { cause: error });
  }
  if (response.status >= 500 || response.status === 429) {
    record(false, response.status, excerpt(text));
    throw new GatewayError(`${operation}: HTTP ${response.status}`, true);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    record(false, response.status, `not JSON: ${excerpt(text, 80)}`);
    throw new GatewayError(
      `${operation}: the answer was not JSON (HTTP ${response.status})`,
      false,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    record(false, response.status, excerpt(text));
    throw new GatewayError(`${operation}: unexpected answer (HTTP ${response.status})`, false);
  }
  record(true, response.status, request.describe?.(parsed.data) ?? `HTTP ${response.status}`);
  return parsed.data;
}
