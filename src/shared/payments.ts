/**
 * Online payments (issue 20, docs/decisions/017): bKash's tokenized checkout and SSLCommerz, beside
 * the manual methods (bKash or bank with a transaction ID an admin checks) and cash on delivery.
 */
import type { PaymentMethod } from './pricing';

/** The gateways the shop can send a shopper to. */
export const PAYMENT_GATEWAYS = ['bkash', 'sslcommerz'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** The checkout's methods that are paid at a gateway, and the gateway each one uses. */
export const ONLINE_METHOD_GATEWAY = {
  bkash_online: 'bkash',
  sslcommerz: 'sslcommerz',
} as const satisfies Partial<Record<PaymentMethod, PaymentGatewayName>>;
export type OnlinePaymentMethod = keyof typeof ONLINE_METHOD_GATEWAY;
export const ONLINE_PAYMENT_METHODS = Object.keys(ONLINE_METHOD_GATEWAY) as OnlinePaymentMethod[];

export function isOnlineMethod(method: PaymentMethod): method is OnlinePaymentMethod {
  return method in ONLINE_METHOD_GATEWAY;
}

/** Methods whose order needs no transaction ID when it is placed. */
export function needsTransactionId(method: PaymentMethod): boolean {
  return method === 'bkash' || method === 'bank';
}

/**
 * One attempt to pay an order at a gateway: started (the shopper was sent there), then completed
 * (verified with the gateway), failed, cancelled by the shopper, or expired (never finished within
 * PAYMENT_TIMEOUT_MINUTES). An order may have several attempts; at most one completes.
 */
export const PAYMENT_ATTEMPT_STATUSES = [
  'started',
  'completed',
  'failed',
  'cancelled',
  'expired',
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** The gateway calls recorded on an attempt, for the admin's order page. */
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

/**
 * Why a shopper came back to /checkout/failed (`?reason=`): they cancelled at the gateway, the
 * gateway refused the payment, or the gateway could not be reached or confirmed it.
 */
export const PAYMENT_FAILURE_REASONS = ['cancelled', 'failed', 'unavailable'] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];
