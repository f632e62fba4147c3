/**
 * One HTTP call to a payment gateway (integrations/json-call.ts: timed, validated with the caller's
 * zod schema, reported through `onCall` without secrets). A timeout, a network failure or a 5xx is
 * a retryable GatewayError; any other answer that fails the schema is a GatewayError that is not.
 */
import type { z } from 'zod';
import type { GatewayOperation } from '#shared/payments';
import { type JsonCallRequest, jsonCall } from '../json-call';
import { GatewayError } from './payment-gateway';

export type GatewayRequest<Schema extends z.ZodType> = JsonCallRequest<Schema, GatewayOperation>;

export function gatewayCall<Schema extends z.ZodType>(
  request: GatewayRequest<Schema>,
): Promise<z.output<Schema>> {
  return jsonCall(request, {
    name: 'the gateway',
    fail: ({ message, retryable, cause }) =>
      new GatewayError(message, retryable, cause === undefined ? undefined : { cause }),
  });
}
