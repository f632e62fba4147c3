/** One HTTP call to a payment gateway through integrations/json-call.ts. */
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
