/**
 * bKash tokenized checkout (v1.2.0-beta), the "checkout URL" flow without an agreement
 * (../shared/research/bd-commerce.md). Most refusals come as HTTP 200 with a statusCode other than
 * '0000'; a token it no longer accepts as HTTP 401.
 */
import { z } from 'zod';
import type { GatewayOperation } from '#shared/payments';
import type { BkashSettings } from './config';
import { gatewayCall } from './gateway-http';
import type { CallRecord, GatewayVerdict, KnownPayment, PaymentGateway } from './payment-gateway';
import { GatewayError, poishaOf, takaString } from './payment-gateway';
import type { StoredToken, TokenStore } from './token-store';

const OK = '0000';

/** Codes that say bKash is down for a while (maintenance): the same call may work later. */
const RETRYABLE_CODES = new Set(['503']);

/** Our own settings or request are wrong: an admin must fix them. */
const SETUP_CODES = new Set(['2001', '2025', '2063', '2064', '2065', '2067']);

const amountField = z.union([z.string(), z.number()]);

const tokenAnswer = z.object({
  // Grant answers carry statusCode '0000'; older gateways' answers had none.
  statusCode: z.literal(OK).optional(),
  statusMessage: z.string().optional(),
  id_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
});

const createAnswer = z.object({
  statusCode: z.literal(OK),
  statusMessage: z.string().optional(),
  paymentID: z.string().min(1),
  bkashURL: z.url({ protocol: /^https?$/ }),
  amount: amountField.optional(),
  merchantInvoiceNumber: z.string().optional(),
});

const paymentAnswer = z.object({
  statusCode: z.literal(OK),
  statusMessage: z.string().optional(),
  paymentID: z.string().min(1),
  transactionStatus: z.string().min(1),
  trxID: z.string().min(1).optional(),
  amount: amountField.optional(),
  currency: z.string().optional(),
  merchantInvoiceNumber: z.string().optional(),
});
type PaymentAnswer = z.output<typeof paymentAnswer>;

const refundAnswer = z.object({
  statusCode: z.literal(OK).optional(),
  statusMessage: z.string().optional(),
  refundTrxID: z.string().min(1),
  transactionStatus: z.string().min(1),
  originalTrxID: z.string().optional(),
  amount: amountField.optional(),
  currency: z.string().optional(),
});

/** bKash's refusals: its status code and words, or its gateway's bare `message` (a 401). */
const refusalAnswer = z.union([
  z.object({
    statusCode: z.string().refine((code) => code !== OK),
    statusMessage: z.string().optional(),
  }),
  z.object({ errorCode: z.string(), errorMessage: z.string().optional() }),
  z.object({ message: z.string() }),
]);

type Refusal = { ok: false; code: string | null; message: string; httpStatus: number | null };
type Answer<Data> = { ok: true; data: Data } | Refusal;

function refusalOf(answer: z.output<typeof refusalAnswer>): Omit<Refusal, 'httpStatus'> {
  if ('statusCode' in answer) {
    return { ok: false, code: answer.statusCode, message: answer.statusMessage ?? '' };
  }
  if ('errorCode' in answer) {
    return { ok: false, code: answer.errorCode, message: answer.errorMessage ?? '' };
  }
  return { ok: false, code: null, message: answer.message };
}

function wordsOf(refusal: Refusal): string {
  const code = refusal.code ?? `HTTP ${refusal.httpStatus}`;
  return `${code} ${refusal.message}`.trim();
}

function refusedError(operation: GatewayOperation, refusal: Refusal): GatewayError {
  return new GatewayError(
    `${operation}: bKash refused (${wordsOf(refusal)})`,
    refusal.code !== null && RETRYABLE_CODES.has(refusal.code),
  );
}

function tokenRefused(answer: Answer<unknown>): boolean {
  return !answer.ok && (answer.httpStatus === 401 || answer.httpStatus === 403);
}

/** gatewayCall quotes an answer it could not read, and an odd token answer holds tokens. */
function redact(message: string): string {
  return message.replace(/"(id_token|refresh_token)"\s*:\s*"[^"]*"?/g, '"$1":"(hidden)"');
}

export function createBkashGateway(
  settings: BkashSettings,
  deps: { tokens: TokenStore; timeoutMs: number; now?: () => number },
): PaymentGateway {
  const now = deps.now ?? Date.now;
  const json = { 'content-type': 'application/json', accept: 'application/json' };

  /** A refusal's record says not ok, though it came as HTTP 200. */
  async function post<Schema extends z.ZodType<{ statusCode?: string; statusMessage?: string }>>(
    operation: GatewayOperation,
    path: string,
    headers: Record<string, string>,
    body: Record<string, string>,
    success: Schema,
    onCall: (call: CallRecord) => void,
  ): Promise<Answer<z.output<Schema>>> {
    let record: CallRecord | undefined;
    const schema = z.union([
      success.transform((data) => ({ ok: true as const, data })),
      refusalAnswer.transform(refusalOf),
    ]);
    try {
      const answer = await gatewayCall({
        operation,
        url: `${settings.baseUrl}/tokenized/checkout${path}`,
        init: { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) },
        schema,
        timeoutMs: deps.timeoutMs,
        onCall: (call) => {
          record = { ...call, message: redact(call.message) };
        },
        describe: (answer) =>
          answer.ok
            ? `${answer.data.statusCode ?? OK} ${answer.data.statusMessage ?? ''}`.trim()
            : `${answer.code ?? 'refused'} ${answer.message}`.trim(),
      });
      if (record) onCall({ ...record, ok: record.ok && answer.ok });
      return answer.ok ? answer : { ...answer, httpStatus: record?.httpStatus ?? null };
    } catch (error) {
      if (record) onCall(record);
      throw error;
    }
  }

  async function tokenCall(
    path: '/token/grant' | '/token/refresh',
    body: Record<string, string>,
    keptRefreshToken: string | null,
    onCall: (call: CallRecord) => void,
  ): Promise<StoredToken> {
    const headers = { username: settings.username, password: settings.password };
    const answer = await post('token', path, headers, body, tokenAnswer, onCall);
    if (!answer.ok) throw refusedError('token', answer);
    return {
      accessToken: answer.data.id_token,
      refreshToken: answer.data.refresh_token ?? keptRefreshToken,
      expiresAt: new Date(now() + answer.data.expires_in * 1000),
    };
  }

  /** Refreshes when there is a refresh token (bKash keeps one for weeks); grants otherwise. */
  async function renew(
    current: StoredToken | null,
    onCall: (call: CallRecord) => void,
  ): Promise<StoredToken> {
    const app = { app_key: settings.appKey, app_secret: settings.appSecret };
    if (current?.refreshToken) {
      try {
        const body = { ...app, refresh_token: current.refreshToken };
        return await tokenCall('/token/refresh', body, current.refreshToken, onCall);
      } catch (error) {
        // A refresh token bKash no longer takes: a fresh grant. bKash down: so is the grant.
        if (!(error instanceof GatewayError) || error.retryable) throw error;
      }
    }
    return tokenCall('/token/grant', app, null, onCall);
  }

  function token(onCall: (call: CallRecord) => void, rejected?: string): Promise<StoredToken> {
    return deps.tokens.get('bkash', (current) => renew(current, onCall), { rejected });
  }

  async function authorized<Schema extends z.ZodType<{ statusCode?: string }>>(
    operation: GatewayOperation,
    path: string,
    body: Record<string, string>,
    success: Schema,
    onCall: (call: CallRecord) => void,
  ): Promise<Answer<z.output<Schema>>> {
    const headersOf = (current: StoredToken) => ({
      authorization: current.accessToken,
      'x-app-key': settings.appKey,
    });
    const first = await token(onCall);
    const answer = await post(operation, path, headersOf(first), body, success, onCall);
    if (!tokenRefused(answer)) return answer;
    const fresh = await token(onCall, first.accessToken);
    const again = await post(operation, path, headersOf(fresh), body, success, onCall);
    if (!again.ok && tokenRefused(again)) {
      throw new GatewayError(
        `${operation}: bKash refused a fresh token (${wordsOf(again)})`,
        false,
      );
    }
    return again;
  }

  function completed(operation: GatewayOperation, data: PaymentAnswer): GatewayVerdict {
    const amount = data.amount === undefined ? null : poishaOf(data.amount);
    if (!data.trxID || amount === null || !data.currency || !data.merchantInvoiceNumber) {
      throw new GatewayError(
        `${operation}: bKash said Completed without its trxID, amount, currency or invoice`,
        false,
      );
    }
    return {
      state: 'completed',
      trxId: data.trxID,
      amount,
      currency: data.currency,
      reference: data.merchantInvoiceNumber,
    };
  }

  async function execute(
    payment: KnownPayment,
    onCall: (call: CallRecord) => void,
  ): Promise<GatewayVerdict> {
    const body = { paymentID: payment.gatewayPaymentId };
    const answer = await authorized('execute', '/execute', body, paymentAnswer, onCall);
    if (answer.ok && answer.data.paymentID !== payment.gatewayPaymentId) {
      throw new GatewayError('execute: bKash answered about another payment', false);
    }
    if (answer.ok && answer.data.transactionStatus === 'Completed') {
      return completed('execute', answer.data);
    }
    if (!answer.ok && answer.code !== null && SETUP_CODES.has(answer.code)) {
      throw refusedError('execute', answer);
    }
    if (!answer.ok && answer.code !== null && RETRYABLE_CODES.has(answer.code)) {
      throw refusedError('execute', answer);
    }
    // 2062 (completed already: a doubled callback, or the sweeper), 2056 (not payable) or not
    // Completed: the payment's status says which, with the trxID if it was paid.
    return status(payment, onCall, false);
  }

  /**
   * `mayExecute`: bKash takes the money only on execute and lets an authorisation lapse, so an
   * Authorized payment whose shopper never came back is executed here (not when execute asked).
   */
  async function status(
    payment: KnownPayment,
    onCall: (call: CallRecord) => void,
    mayExecute: boolean,
  ): Promise<GatewayVerdict> {
    const body = { paymentID: payment.gatewayPaymentId };
    const answer = await authorized('query', '/payment/status', body, paymentAnswer, onCall);
    if (!answer.ok) {
      if (answer.code === '2002') {
        return {
          state: 'failed',
          message: `bKash does not know this payment (${wordsOf(answer)})`,
        };
      }
      throw refusedError('query', answer);
    }
    if (answer.data.paymentID !== payment.gatewayPaymentId) {
      throw new GatewayError('query: bKash answered about another payment', false);
    }
    const state = answer.data.transactionStatus;
    switch (state) {
      case 'Completed':
        return completed('query', answer.data);
      case 'Authorized':
        if (mayExecute) return execute(payment, onCall);
        return { state: 'pending', message: 'bKash: Authorized, not executed yet' };
      case 'Initiated':
        return { state: 'pending', message: 'bKash: Initiated (the shopper has not paid yet)' };
      case 'Cancelled':
        return { state: 'cancelled', message: 'bKash: Cancelled' };
      case 'Failed':
      case 'Expired':
        return { state: 'failed', message: `bKash: ${state}` };
      default:
        // A state this adapter does not know: ask again later rather than guess.
        return { state: 'pending', message: `bKash: ${state}` };
    }
  }

  return {
    name: 'bkash',

    async start(payment, onCall) {
      const body = {
        mode: '0011',
        payerReference: payment.customer.phone,
        callbackURL: payment.returnUrls.callback,
        amount: takaString(payment.amount),
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: payment.reference,
      };
      const answer = await authorized('create', '/create', body, createAnswer, onCall);
      if (!answer.ok) throw refusedError('create', answer);
      const { amount, merchantInvoiceNumber } = answer.data;
      if (
        (amount !== undefined && poishaOf(amount) !== payment.amount) ||
        (merchantInvoiceNumber !== undefined && merchantInvoiceNumber !== payment.reference)
      ) {
        throw new GatewayError(
          'create: bKash created a payment for another amount or invoice',
          false,
        );
      }
      return { gatewayPaymentId: answer.data.paymentID, redirectUrl: answer.data.bkashURL };
    },

    // bKash's callback proves nothing by itself (anyone can call it): execute asks bKash.
    confirm: (payment, _proof, onCall) => execute(payment, onCall),

    query: (payment, onCall) => status(payment, onCall, true),

    async refund(payment, refund, onCall) {
      if (!payment.trxId) {
        throw new GatewayError('refund: the payment has no bKash trxID (not completed)', false);
      }
      const body = {
        paymentID: payment.gatewayPaymentId,
        amount: takaString(refund.amount),
        trxID: payment.trxId,
        // bKash takes up to 255 characters for each.
        sku: payment.reference.slice(0, 255),
        reason: (refund.reason.trim() || 'Refund').slice(0, 255),
      };
      const answer = await authorized('refund', '/payment/refund', body, refundAnswer, onCall);
      if (!answer.ok) throw refusedError('refund', answer);
      if (answer.data.transactionStatus !== 'Completed') {
        throw new GatewayError(
          `refund: bKash answered ${answer.data.transactionStatus} for refund ${answer.data.refundTrxID}`,
          false,
        );
      }
      return { refundId: answer.data.refundTrxID };
    },
  };
}
