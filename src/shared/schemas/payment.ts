/**
 * Online payments (issue 20, docs/decisions/017): the routes' contracts. Money is integer poisha.
 *
 * Shopper (owner of the order only; others get 404):
 * - POST /api/orders/:id/pay → 200 paymentRedirectSchema {redirectUrl}: opens a new attempt at the
 *   order's gateway for its total and answers the gateway page to send the shopper to. 409 code
 *   NOT_PAYABLE when the order is not pending and unpaid with an online method (or is paid); 503
 *   code GATEWAY_UNAVAILABLE (message: try again or pick another method; the order is kept) when
 *   the gateway is down, slow or refused.
 * - POST /api/orders/:id/payment-method body paymentMethodChangeSchema → 200 orderSchema: a
 *   pending, unpaid online order switches to cash on delivery or the other online method; the COD
 *   charge and total are computed again; recorded in the history. 409 NOT_PAYABLE otherwise.
 *
 * Gateways (public, verified by a call back to the gateway, never by their own fields):
 * - GET /api/payments/bkash/callback?paymentID&status → 303 to /checkout/success?order=&trxID=
 *   or /checkout/failed?order=&reason= (PAYMENT_FAILURE_REASONS); 400 on a malformed query.
 * - POST /api/payments/sslcommerz/{success,fail,cancel} (form fields, the shopper's browser coming
 *   back cross-site) → 303 like bKash's callback.
 * - POST /api/payments/sslcommerz/ipn (form fields, server to server) → 200 {received: true}.
 *
 * Admin:
 * - GET /api/admin/orders/:id/payments → adminOrderPaymentsSchema (every attempt, its calls and
 *   refunds).
 * - POST /api/admin/orders/:id/refunds body refundInputSchema → 200 adminOrderPaymentsSchema:
 *   refunds the completed online payment in full or in part through its gateway; payment status
 *   refunded when all of it is back. 409 NOT_REFUNDABLE (no completed online payment, or more than
 *   is left); 503 GATEWAY_UNAVAILABLE when the gateway is down (nothing is recorded as refunded).
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

/**
 * What SSLCommerz posts back (success, fail, cancel and IPN): many more fields come, and are
 * ignored; only tran_id finds the attempt, and val_id is checked with SSLCommerz's validation API.
 */
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
