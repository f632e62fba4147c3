/**
 * SSLCommerz (developer.sslcommerz.com/doc/v4; the calls of `sslcommerz-lts` 1.2.0). The store
 * password travels in the body or query, so call records hold the gateway's status words only.
 * A `risk_level` 1 payment is money taken, so it completes; its record says "HIGH RISK" for the
 * admin, who checks every order before it ships and can refund.
 */
import { z } from 'zod';
import type { SslcommerzSettings } from './config';
import { gatewayCall } from './gateway-http';
import {
  type CallRecord,
  GatewayError,
  type GatewayVerdict,
  type PaymentGateway,
  poishaOf,
  takaString,
} from './payment-gateway';

const SESSION_PATH = '/gwprocess/v4/api.php';
const VALIDATION_PATH = '/validator/api/validationserverAPI.php';
/** The transaction query and the refund share this address, told apart by their parameters. */
const MERCHANT_API_PATH = '/validator/api/merchantTransIDvalidationAPI.php';

const text = z.string().max(500);
/** SSLCommerz sends numbers as strings, sometimes as numbers: both are fine. */
const amountText = z.union([z.string().max(50), z.number()]);

const sessionAnswer = z.object({
  status: z.string().max(50),
  failedreason: text.nullish(),
  sessionkey: text.nullish(),
  GatewayPageURL: text.nullish(),
});

const transactionFields = {
  status: z.string().max(50),
  tran_id: text.nullish(),
  val_id: text.nullish(),
  amount: amountText.nullish(),
  currency: text.nullish(),
  /** The currency the shopper paid in, and how much of it (the same as BDT for BDT payments). */
  currency_type: text.nullish(),
  currency_amount: amountText.nullish(),
  bank_tran_id: text.nullish(),
  risk_level: amountText.nullish(),
  risk_title: text.nullish(),
  error: text.nullish(),
};

const validationAnswer = z.object({ ...transactionFields, APIConnect: text.nullish() });

const queryAnswer = z.object({
  APIConnect: z.string().max(50),
  no_of_trans_found: amountText.nullish(),
  element: z.array(z.object(transactionFields)).nullish(),
});

const refundAnswer = z.object({
  APIConnect: z.string().max(50),
  status: text.nullish(),
  refund_ref_id: text.nullish(),
  errorReason: text.nullish(),
});

type Transaction = z.output<z.ZodObject<typeof transactionFields>>;

export function createSslcommerzGateway(
  settings: SslcommerzSettings,
  deps: { timeoutMs: number },
): PaymentGateway {
  const credentials = { store_id: settings.storeId, store_passwd: settings.storePassword };
  const merchantUrl = (path: string, params: Record<string, string>) =>
    `${settings.baseUrl}${path}?${new URLSearchParams({ ...params, ...credentials, v: '1', format: 'json' })}`;

  /** The validator and the query answer APIConnect DONE; anything else is a refused call. */
  function requireConnected(operation: string, apiConnect: string | null | undefined) {
    if (apiConnect != null && apiConnect !== 'DONE') {
      throw new GatewayError(`${operation}: SSLCommerz answered APIConnect ${apiConnect}`, false);
    }
  }

  async function validate(valId: string, onCall: (call: CallRecord) => void) {
    const answer = await gatewayCall({
      operation: 'validate',
      url: merchantUrl(VALIDATION_PATH, { val_id: valId }),
      init: { method: 'GET' },
      schema: validationAnswer,
      timeoutMs: deps.timeoutMs,
      onCall,
      describe: (a) => describeTransaction(a),
    });
    requireConnected('validate', answer.APIConnect);
    return verdictOf(answer);
  }

  return {
    name: 'sslcommerz',

    async start(payment, onCall) {
      const body = new URLSearchParams({
        ...credentials,
        total_amount: takaString(payment.amount),
        currency: 'BDT',
        tran_id: payment.reference,
        success_url: payment.returnUrls.success,
        fail_url: payment.returnUrls.fail,
        cancel_url: payment.returnUrls.cancel,
        ipn_url: payment.returnUrls.ipn,
        cus_name: payment.customer.name,
        cus_email: payment.customer.email,
        cus_add1: payment.customer.address,
        cus_city: payment.customer.city,
        cus_state: payment.customer.city,
        cus_postcode: payment.customer.postcode,
        cus_country: 'Bangladesh',
        cus_phone: payment.customer.phone,
        // Delivery is the shop's own business, not the gateway's: no shipping fields.
        shipping_method: 'NO',
        num_of_item: '1',
        product_name: payment.description,
        product_category: 'general',
        product_profile: 'general',
      });
      const answer = await gatewayCall({
        operation: 'create',
        url: `${settings.baseUrl}${SESSION_PATH}`,
        init: { method: 'POST', body },
        schema: sessionAnswer,
        timeoutMs: deps.timeoutMs,
        onCall,
        describe: (a) =>
          a.status === 'SUCCESS'
            ? 'SUCCESS'
            : `${a.status}: ${a.failedreason ?? 'no reason given'}`,
      });
      if (answer.status !== 'SUCCESS' || !answer.sessionkey || !answer.GatewayPageURL) {
        // Store credentials or a missing field: trying again will not help, another method will.
        throw new GatewayError(
          `create: SSLCommerz answered ${answer.status}: ${answer.failedreason ?? 'no reason given'}`,
          false,
        );
      }
      return { gatewayPaymentId: answer.sessionkey, redirectUrl: answer.GatewayPageURL };
    },

    async confirm(_payment, proof, onCall) {
      // The shopper's browser came back without a val_id: nothing to validate, nothing is trusted.
      if (!proof.valId) return { state: 'failed', message: 'no val_id to validate' };
      return validate(proof.valId, onCall);
    },

    async query(payment, onCall) {
      const answer = await gatewayCall({
        operation: 'query',
        url: merchantUrl(MERCHANT_API_PATH, { tran_id: payment.reference }),
        init: { method: 'GET' },
        schema: queryAnswer,
        timeoutMs: deps.timeoutMs,
        onCall,
        describe: (a) =>
          a.APIConnect !== 'DONE'
            ? `APIConnect ${a.APIConnect}`
            : (a.element ?? []).map(describeTransaction).join('; ') || 'no transaction yet',
      });
      requireConnected('query', answer.APIConnect);
      return verdictOfAttempts(answer.element ?? []);
    },

    async refund(payment, refund, onCall) {
      if (!payment.trxId) {
        throw new GatewayError('refund: the payment has no bank transaction id', false);
      }
      const answer = await gatewayCall({
        operation: 'refund',
        url: merchantUrl(MERCHANT_API_PATH, {
          bank_tran_id: payment.trxId,
          refund_amount: takaString(refund.amount),
          refund_remarks: refund.reason.slice(0, 255),
          // Our reference for the refund, unique per request (SSLCommerz's refe_id).
          refe_id: `${payment.reference}-R${Date.now().toString(36)}`,
        }),
        init: { method: 'GET' },
        schema: refundAnswer,
        timeoutMs: deps.timeoutMs,
        onCall,
        describe: (a) =>
          a.APIConnect !== 'DONE'
            ? `APIConnect ${a.APIConnect}`
            : [a.status ?? 'no status', a.refund_ref_id, a.errorReason].filter(Boolean).join(': '),
      });
      requireConnected('refund', answer.APIConnect);
      // 'processing' is accepted: SSLCommerz has taken the refund and will finish it.
      if ((answer.status === 'success' || answer.status === 'processing') && answer.refund_ref_id) {
        return { refundId: answer.refund_ref_id };
      }
      throw new GatewayError(
        `refund: SSLCommerz answered ${answer.status ?? 'no status'}: ${answer.errorReason ?? 'no reason given'}`,
        false,
      );
    },
  };
}

function describeTransaction(t: Transaction): string {
  const words = [t.status];
  if (t.bank_tran_id) words.push(`bank_tran_id ${t.bank_tran_id}`);
  if (t.error) words.push(t.error);
  if (String(t.risk_level ?? '0') === '1') {
    words.push(`HIGH RISK (risk_level 1${t.risk_title ? `: ${t.risk_title}` : ''}), review it`);
  }
  return words.join(', ');
}

/** VALID is a first validation, VALIDATED a repeated one. */
function verdictOf(t: Transaction): GatewayVerdict {
  switch (t.status) {
    case 'VALID':
    case 'VALIDATED': {
      const amount = poishaOf(t.currency_amount ?? t.amount ?? '');
      const currency = t.currency_type ?? t.currency;
      if (amount === null || !currency || !t.bank_tran_id || !t.tran_id) {
        // Paid, says SSLCommerz, yet without what the shop must check: never trusted as paid.
        return { state: 'pending', message: `${t.status} without amount, currency or ids` };
      }
      return {
        state: 'completed',
        trxId: t.bank_tran_id,
        amount,
        currency,
        reference: t.tran_id,
        ...(t.val_id ? { valId: t.val_id } : {}),
      };
    }
    case 'PENDING':
    case 'UNATTEMPTED':
      return { state: 'pending', message: t.status };
    case 'CANCELLED':
      return { state: 'cancelled', message: t.status };
    default:
      // FAILED, EXPIRED, INVALID_TRANSACTION and anything SSLCommerz may add.
      return { state: 'failed', message: [t.status, t.error].filter(Boolean).join(': ') };
  }
}

/** A shopper may fail with one card, then pay with another: paid if any attempt is. */
function verdictOfAttempts(attempts: Transaction[]): GatewayVerdict {
  if (attempts.length === 0) return { state: 'pending', message: 'no transaction yet' };
  const verdicts = attempts.map(verdictOf);
  return (
    verdicts.find((v) => v.state === 'completed') ??
    verdicts.find((v) => v.state === 'pending') ??
    (verdicts[0] as GatewayVerdict)
  );
}
