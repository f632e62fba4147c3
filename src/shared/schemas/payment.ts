/**
 * Online payments (docs/decisions/017). Money is integer poisha. Only the order's owner may pay or
 * switch method (others get 404); a gateway that is down, slow or refusing answers 503
 * GATEWAY_UNAVAILABLE and the order is kept. Gateway callbacks are public and verified by a call
 * back to the gateway, never by their own fields. A refund the gateway fails records nothing.
 */
import { z } from 'zod';
import { msg } from '../i18n/translator';
import {
  GATEWAY_OPERATIONS,
  PAYMENT_ATTEMPT_STATUSES,
  PAYMENT_FAILURE_REASONS,
  PAYMENT_GATEWAYS,
  REFUND_STATUSES,
} from '../payments';

export const paymentRedirectSchema = z.object({ redirectUrl: z.string() });

/** The methods a pending online order may switch to (the manual ones need a transaction ID). */
export const SWITCHABLE_METHODS = ['cod', 'bkash_online', 'sslcommerz'] as const;
export const paymentMethodChangeSchema = z.strictObject({
  paymentMethod: z.enum(SWITCHABLE_METHODS, { error: msg('validation.paymentMethod.invalid') }),
});

const gatewayText = z.string().trim().min(1).max(200);

export const bkashCallbackQuerySchema = z.object({
  paymentID: gatewayText,
  status: z.enum(['success', 'failure', 'cancel']),
});

// SSLCommerz posts many more fields, ignored: only tran_id finds the attempt, and val_id is
// checked with SSLCommerz's validation API.
export const sslcommerzReturnSchema = z.object({
  tran_id: gatewayText,
  val_id: gatewayText.optional(),
  status: z.string().max(50).optional(),
});

export const checkoutResultQuerySchema = z.object({
  order: z.string().optional(),
  trxID: z.string().optional(),
  reason: z.enum(PAYMENT_FAILURE_REASONS).optional(),
});

export const refundInputSchema = z.strictObject({
  /** Poisha; at most what is left of the payment (checked by the server). */
  amount: z
    .number({ error: msg('validation.refund.amount') })
    .int({ error: msg('validation.refund.amount') })
    .min(100, { error: msg('validation.refund.amount') })
    .max(100_000_000, { error: msg('validation.refund.amount') }),
  reason: z
    .string({ error: msg('validation.refund.reason') })
    .trim()
    .min(1, { error: msg('validation.refund.reason') })
    .max(200, { error: msg('validation.refund.reason') }),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

export const adminPaymentSchema = z.object({
  id: z.string(),
  gateway: z.enum(PAYMENT_GATEWAYS),
  reference: z.string(),
  gatewayPaymentId: z.string().nullable(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  trxId: z.string().nullable(),
  refunded: z.number().int(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  calls: z.array(
    z.object({
      operation: z.enum(GATEWAY_OPERATIONS),
      ok: z.boolean(),
      httpStatus: z.number().int().nullable(),
      message: z.string().nullable(),
      durationMs: z.number().int(),
      at: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      reason: z.string().nullable(),
      status: z.enum(REFUND_STATUSES),
      gatewayRefundId: z.string().nullable(),
      by: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminOrderPaymentsSchema = z.object({
  payments: z.array(adminPaymentSchema),
  /** Poisha that can still be refunded (0 without a completed online payment). */
  refundable: z.number().int(),
});
export type AdminOrderPayments = z.infer<typeof adminOrderPaymentsSchema>;
