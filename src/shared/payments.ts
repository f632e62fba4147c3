// Online payments (docs/decisions/017): bKash tokenized checkout and SSLCommerz, beside manual
// bKash/bank (a transaction ID an admin checks) and cash on delivery.
import type { PaymentMethod } from './pricing';

export const PAYMENT_GATEWAYS = ['bkash', 'sslcommerz'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export const ONLINE_METHOD_GATEWAY = {
  bkash_online: 'bkash',
  sslcommerz: 'sslcommerz',
} as const satisfies Partial<Record<PaymentMethod, PaymentGatewayName>>;
export type OnlinePaymentMethod = keyof typeof ONLINE_METHOD_GATEWAY;
export const ONLINE_PAYMENT_METHODS = Object.keys(ONLINE_METHOD_GATEWAY) as OnlinePaymentMethod[];

export function isOnlineMethod(method: PaymentMethod): method is OnlinePaymentMethod {
  return method in ONLINE_METHOD_GATEWAY;
}

export function needsTransactionId(method: PaymentMethod): boolean {
  return method === 'bkash' || method === 'bank';
}

// An order may have several gateway attempts, at most one completed; `expired`: not finished
// within PAYMENT_TIMEOUT_MINUTES.
export const PAYMENT_ATTEMPT_STATUSES = [
  'started',
  'completed',
  'failed',
  'cancelled',
  'expired',
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

export const GATEWAY_OPERATIONS = [
  'token',
  'create',
  'execute',
  'validate',
  'query',
  'refund',
  'callback',
  'ipn',
] as const;
export type GatewayOperation = (typeof GATEWAY_OPERATIONS)[number];

export const REFUND_STATUSES = ['pending', 'done', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** `?reason=` on /checkout/failed: cancelled at the gateway, refused by it, or unreachable. */
export const PAYMENT_FAILURE_REASONS = ['cancelled', 'failed', 'unavailable'] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];
