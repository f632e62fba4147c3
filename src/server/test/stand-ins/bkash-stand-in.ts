/**
 * Test code only: bKash's tokenized checkout (v1.2.0-beta) as its integration guides and sandbox
 * answers show it (../shared/research/bd-commerce.md), refusing as bKash does (HTTP 200 with a
 * statusCode other than '0000'; a bad token HTTP 401), and the shopper's page bkashURL points at.
 * `settings.baseUrl` is `{origin}/v1.2.0-beta`, so a client that drops the base's path is caught.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BkashSettings } from '../../integrations/payments/config';

export type StandInOperation = 'grant' | 'refresh' | 'create' | 'execute' | 'status' | 'refund';

/** A 500, no answer, a refusal with this statusCode (HTTP 200, as bKash refuses), or any reply. */
export type StandInFailure = 'http500' | 'timeout' | string | { status?: number; body: unknown };

export type StandInPaymentStatus =
  | 'Initiated'
  | 'Authorized'
  | 'Completed'
  | 'Cancelled'
  | 'Failed'
  | 'Expired';

export type StandInPayment = {
  paymentID: string;
  /** As the shop sent it ('1250.00'); echoed as given. */
  amount: string;
  currency: string;
  intent: string;
  mode: string;
  payerReference: string;
  callbackURL: string;
  merchantInvoiceNumber: string;
  transactionStatus: StandInPaymentStatus;
  trxID: string | null;
  createTime: string;
  executeTime: string | null;
  executeCalls: number;
};

export type StandInRefund = {
  paymentID: string;
  originalTrxID: string;
  refundTrxID: string;
  amount: string;
  sku: string;
  reason: string;
};

export type BkashStandInOptions = {
  /** expires_in of each token it issues; bKash's is 3600. */
  tokenLifetimeSeconds?: number;
  port?: number;
};

export type BkashStandIn = {
  /** http://127.0.0.1:port, where the shopper's pages are. */
  baseUrl: string;
  /** What to give the shop: the API's base and the credentials the stand-in accepts. */
  settings: BkashSettings;
  readonly grants: number;
  readonly refreshes: number;
  calls: { operation: StandInOperation; status: number; statusCode: string | null }[];
  payments: Map<string, StandInPayment>;
  refunds: StandInRefund[];
  /** The next call of `operation` fails this way (calls queue up their failures in order). */
  failNext(operation: StandInOperation, failure: StandInFailure): void;
  /** Changes the next good answer of `operation` (the call itself still takes effect). */
  alterNext(
    operation: StandInOperation,
    change: (answer: Record<string, unknown>) => Record<string, unknown>,
  ): void;
  /** The shopper paid on bKash's page and closed the tab: Authorized, callback never made. */
  payWithoutCallback(paymentID: string): void;
  setStatus(paymentID: string, status: StandInPaymentStatus): void;
  setTokenLifetime(seconds: number): void;
  /** Every token issued so far expires now (calls with it answer 401, as bKash does). */
  expireTokens(): void;
  checkoutUrl(paymentID: string): string;
  close(): Promise<void>;
};

const API_PREFIX = '/v1.2.0-beta/tokenized/checkout';

const PATHS: Record<string, StandInOperation> = {
  [`${API_PREFIX}/token/grant`]: 'grant',
  [`${API_PREFIX}/token/refresh`]: 'refresh',
  [`${API_PREFIX}/create`]: 'create',
  [`${API_PREFIX}/execute`]: 'execute',
  [`${API_PREFIX}/payment/status`]: 'status',
  [`${API_PREFIX}/payment/refund`]: 'refund',
};

/** bKash's words for the codes the stand-in answers (its published error code list). */
export const BKASH_STATUS_MESSAGES: Record<string, string> = {
  '0000': 'Successful',
  '2001': 'Invalid App Key',
  '2002': 'Invalid Payment ID',
  '2003': 'Process failed',
  '2006': 'Invalid amount',
  '2007': 'Invalid currency',
  '2008': 'Invalid intent',
  '2023': 'Insufficient Balance',
  '2026': 'The reversal amount cannot be greater than the original transaction amount',
  '2031': 'Invalid merchant invoice number',
  '2033': 'Transaction not found',
  '2048': 'Invalid Payer Reference',
  '2049': 'Invalid Merchant Callback URL',
  '2056': 'Invalid Payment State',
  '2062': 'The payment has already been completed',
  '2063': 'Mode is not valid as per request data',
  '2065': 'Mandatory field missing',
  '503': 'System is undergoing maintenance. Please try again later',
};

function refusal(statusCode: string) {
  return { statusCode, statusMessage: BKASH_STATUS_MESSAGES[statusCode] ?? 'Refused' };
}

const TAKA = /^\d{1,9}(\.\d{1,2})?$/;

/** A positive taka amount with at most two decimals, as bKash takes it. */
function isTaka(value: unknown): boolean {
  return TAKA.test(String(value)) && Number(value) > 0;
}

/** bKash's time format in its answers: '2019-08-07T11:15:56:336 GMT+0600'. */
function bkashTime(at = new Date()): string {
  const dhaka = new Date(at.getTime() + 6 * 3600_000).toISOString();
  return `${dhaka.slice(0, 19)}:${dhaka.slice(20, 23)} GMT+0600`;
}

function trxId(): string {
  return randomBytes(8).toString('hex').toUpperCase().slice(0, 10);
}

function jsonBody(raw: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(raw || '{}');
    return typeof parsed === 'object' && parsed ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export async function startBkashStandIn(options: BkashStandInOptions = {}): Promise<BkashStandIn> {
  const credentials = {
    appKey: `stand-in-app-key-${randomUUID().slice(0, 8)}`,
    appSecret: `stand-in-app-secret-${randomUUID()}`,
    username: 'sajghor-stand-in-merchant',
    password: `stand-in-password-${randomUUID()}`,
  };
  let tokenLifetime = options.tokenLifetimeSeconds ?? 3600;
  let grants = 0;
  let refreshes = 0;
  /** id_token → when it expires (ms). */
  const tokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const failures = new Map<StandInOperation, StandInFailure[]>();
  const alterations = new Map<
    StandInOperation,
    ((answer: Record<string, unknown>) => Record<string, unknown>)[]
  >();
  const payments = new Map<string, StandInPayment>();
  const refunds: StandInRefund[] = [];
  const calls: BkashStandIn['calls'] = [];

  function issueToken() {
    const idToken = `standin-id-${randomBytes(24).toString('base64url')}`;
    tokens.set(idToken, Date.now() + tokenLifetime * 1000);
    return idToken;
  }

  function tokenAnswer(refreshToken: string) {
    return {
      ...refusal('0000'),
      id_token: issueToken(),
      token_type: 'Bearer',
      expires_in: tokenLifetime,
      refresh_token: refreshToken,
    };
  }

  function paymentAnswer(payment: StandInPayment) {
    return {
      paymentID: payment.paymentID,
      mode: payment.mode,
      payerReference: payment.payerReference,
      amount: payment.amount,
      currency: payment.currency,
      intent: payment.intent,
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
      transactionStatus: payment.transactionStatus,
      paymentCreateTime: payment.createTime,
      ...(payment.trxID ? { trxID: payment.trxID, customerMsisdn: payment.payerReference } : {}),
      ...(payment.executeTime ? { paymentExecuteTime: payment.executeTime } : {}),
      verificationStatus: payment.transactionStatus === 'Completed' ? 'Complete' : 'Incomplete',
      ...refusal('0000'),
    };
  }

  function grantCall(
    operation: 'grant' | 'refresh',
    headers: IncomingMessage['headers'],
    body: Record<string, unknown>,
  ): { status: number; body: unknown } {
    // bKash's list has no code for wrong merchant credentials; the stand-in refuses like its
    // gateway refuses any unauthorised call (an assumption, not a documented answer).
    if (headers.username !== credentials.username || headers.password !== credentials.password) {
      return { status: 401, body: { message: 'Unauthorized' } };
    }
    if (body.app_key !== credentials.appKey || body.app_secret !== credentials.appSecret) {
      return { status: 200, body: refusal('2001') };
    }
    if (operation === 'grant') {
      grants += 1;
      const refreshToken = `standin-refresh-${randomBytes(24).toString('base64url')}`;
      refreshTokens.add(refreshToken);
      return { status: 200, body: tokenAnswer(refreshToken) };
    }
    const refreshToken = text(body.refresh_token);
    if (!refreshToken || !refreshTokens.has(refreshToken)) {
      return { status: 401, body: { message: 'Unauthorized' } };
    }
    refreshes += 1;
    return { status: 200, body: tokenAnswer(refreshToken) };
  }

  function createRefusal(body: Record<string, unknown>): string | null {
    const fields = ['mode', 'payerReference', 'callbackURL', 'amount', 'currency', 'intent'];
    if (fields.some((field) => text(body[field]) === undefined)) return '2065';
    if (body.mode !== '0011') return '2063';
    if (!isTaka(body.amount)) return '2006';
    if (body.currency !== 'BDT') return '2007';
    if (body.intent !== 'sale') return '2008';
    const invoice = text(body.merchantInvoiceNumber);
    if (!invoice || invoice.length > 255) return '2031';
    return URL.canParse(String(body.callbackURL)) ? null : '2049';
  }

  function create(body: Record<string, unknown>): unknown {
    const refused = createRefusal(body);
    if (refused) return refusal(refused);
    const invoice = String(body.merchantInvoiceNumber);
    const paymentID = `TR0011${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;
    const payment: StandInPayment = {
      paymentID,
      amount: String(body.amount),
      currency: 'BDT',
      intent: 'sale',
      mode: '0011',
      payerReference: String(body.payerReference),
      callbackURL: String(body.callbackURL),
      merchantInvoiceNumber: invoice,
      transactionStatus: 'Initiated',
      trxID: null,
      createTime: bkashTime(),
      executeTime: null,
      executeCalls: 0,
    };
    payments.set(paymentID, payment);
    const back = (status: string) => callbackUrl(payment, status);
    return {
      ...paymentAnswer(payment),
      bkashURL: checkoutUrl(paymentID),
      callbackURL: payment.callbackURL,
      successCallbackURL: back('success'),
      failureCallbackURL: back('failure'),
      cancelledCallbackURL: back('cancel'),
    };
  }

  function execute(body: Record<string, unknown>): unknown {
    const payment = payments.get(String(body.paymentID));
    if (!payment) return refusal('2002');
    payment.executeCalls += 1;
    if (payment.transactionStatus === 'Completed') return refusal('2062');
    if (payment.transactionStatus !== 'Authorized') return refusal('2056');
    payment.transactionStatus = 'Completed';
    payment.trxID = trxId();
    payment.executeTime = bkashTime();
    return paymentAnswer(payment);
  }

  function status(body: Record<string, unknown>): unknown {
    const payment = payments.get(String(body.paymentID));
    return payment ? paymentAnswer(payment) : refusal('2002');
  }

  function refund(body: Record<string, unknown>): unknown {
    const fields = ['paymentID', 'amount', 'trxID', 'sku', 'reason'];
    if (fields.some((field) => text(body[field]) === undefined)) return refusal('2065');
    const payment = payments.get(String(body.paymentID));
    if (!payment) return refusal('2002');
    if (
      payment.transactionStatus !== 'Completed' ||
      !payment.trxID ||
      payment.trxID !== body.trxID
    ) {
      return refusal('2033');
    }
    if (!isTaka(body.amount)) return refusal('2006');
    const given = refunds
      .filter((entry) => entry.paymentID === payment.paymentID)
      .reduce((sum, entry) => sum + Math.round(Number(entry.amount) * 100), 0);
    if (given + Math.round(Number(body.amount) * 100) > Math.round(Number(payment.amount) * 100)) {
      return refusal('2026');
    }
    const entry: StandInRefund = {
      paymentID: payment.paymentID,
      originalTrxID: payment.trxID,
      refundTrxID: trxId(),
      amount: String(body.amount),
      sku: String(body.sku),
      reason: String(body.reason),
    };
    refunds.push(entry);
    return {
      completedTime: bkashTime(),
      transactionStatus: 'Completed',
      originalTrxID: entry.originalTrxID,
      refundTrxID: entry.refundTrxID,
      amount: entry.amount,
      currency: 'BDT',
      charge: '0.00',
      ...refusal('0000'),
    };
  }

  function authorized(
    headers: IncomingMessage['headers'],
  ): { status: number; body: unknown } | null {
    const token = headers.authorization;
    const expires = token ? tokens.get(token) : undefined;
    if (expires === undefined) return { status: 401, body: { message: 'Unauthorized' } };
    if (expires <= Date.now()) {
      return { status: 401, body: { message: 'The incoming token has expired' } };
    }
    if (headers['x-app-key'] !== credentials.appKey) return { status: 200, body: refusal('2001') };
    return null;
  }

  function api(
    operation: StandInOperation,
    headers: IncomingMessage['headers'],
    body: Record<string, unknown>,
  ): { status: number; body: unknown } {
    if (operation === 'grant' || operation === 'refresh') {
      return grantCall(operation, headers, body);
    }
    const denied = authorized(headers);
    if (denied) return denied;
    const handlers = { create, execute, status, refund };
    return { status: 200, body: handlers[operation](body) };
  }

  function callbackUrl(payment: StandInPayment, status: string): string {
    const url = new URL(payment.callbackURL);
    url.searchParams.set('paymentID', payment.paymentID);
    url.searchParams.set('status', status);
    return url.toString();
  }

  /** Its empty icon spares a /favicon.ico 404, which the e2e journeys count as a page error. */
  function shopperPage(payment: StandInPayment): string {
    const id = encodeURIComponent(payment.paymentID);
    const open = payment.transactionStatus === 'Initiated';
    const button = (action: string, label: string) =>
      `<form method="post" action="/checkout/${id}/${action}"><button type="submit">${label}</button></form>`;
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,">
<title>bKash stand-in</title></head>
<body>
<h1>bKash stand-in</h1>
<p>Merchant invoice ${escapeHtml(payment.merchantInvoiceNumber)}: ৳${escapeHtml(payment.amount)}</p>
<p>Status: ${escapeHtml(payment.transactionStatus)}</p>
${open ? `${button('pay', `Pay ৳${escapeHtml(payment.amount)}`)}${button('fail', 'Insufficient balance')}` : ''}
${button('cancel', 'Cancel')}
</body></html>`;
  }

  function shopperAction(payment: StandInPayment, action: string): string | null {
    const outcomes: Record<string, [StandInPaymentStatus, string]> = {
      pay: ['Authorized', 'success'],
      fail: ['Failed', 'failure'],
      cancel: ['Cancelled', 'cancel'],
    };
    const outcome = outcomes[action];
    if (!outcome) return null;
    if (payment.transactionStatus === 'Initiated') payment.transactionStatus = outcome[0];
    return callbackUrl(payment, outcome[1]);
  }

  function servePage(request: IncomingMessage, response: ServerResponse, match: RegExpExecArray) {
    const payment = payments.get(decodeURIComponent(match[1] ?? ''));
    if (!payment) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('No such payment');
      return;
    }
    if (match[2] && request.method === 'POST') {
      const back = shopperAction(payment, match[2]);
      response.writeHead(303, { location: back ?? checkoutUrl(payment.paymentID) }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(shopperPage(payment));
  }

  function forcedReply(forced: Exclude<StandInFailure, 'timeout'>): {
    status: number;
    body: unknown;
  } {
    if (forced === 'http500') return { status: 500, body: { message: 'Internal server error' } };
    if (typeof forced === 'object') return { status: forced.status ?? 200, body: forced.body };
    return { status: 200, body: refusal(forced) };
  }

  function serveApi(
    operation: StandInOperation,
    request: IncomingMessage,
    response: ServerResponse,
    raw: string,
  ) {
    const reply = (status: number, body: unknown) => {
      const statusCode =
        typeof body === 'object' && body && 'statusCode' in body ? String(body.statusCode) : null;
      calls.push({ operation, status, statusCode });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const forced = failures.get(operation)?.shift();
    if (forced === 'timeout') {
      calls.push({ operation, status: 0, statusCode: null });
      return; // never answers; close() ends the connection
    }
    if (forced !== undefined) {
      const { status, body } = forcedReply(forced);
      return reply(status, body);
    }
    const body = jsonBody(raw);
    if (!body) return reply(200, refusal('2065'));
    const answer = api(operation, request.headers, body);
    const change = answer.status === 200 ? alterations.get(operation)?.shift() : undefined;
    reply(answer.status, change ? change(answer.body as Record<string, unknown>) : answer.body);
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const page = /^\/checkout\/([^/]+)(?:\/(pay|fail|cancel))?$/.exec(url.pathname);
      if (page) return servePage(request, response, page);
      const operation = PATHS[url.pathname];
      if (!operation || request.method !== 'POST') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Not Found' }));
        return;
      }
      serveApi(operation, request, response, Buffer.concat(chunks).toString('utf8'));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  function checkoutUrl(paymentID: string): string {
    return `${origin}/checkout/${encodeURIComponent(paymentID)}`;
  }

  function paymentOf(paymentID: string): StandInPayment {
    const payment = payments.get(paymentID);
    if (!payment) throw new Error(`The bKash stand-in has no payment ${paymentID}`);
    return payment;
  }

  return {
    baseUrl: origin,
    settings: { baseUrl: `${origin}/v1.2.0-beta`, ...credentials },
    get grants() {
      return grants;
    },
    get refreshes() {
      return refreshes;
    },
    calls,
    payments,
    refunds,
    failNext(operation, failure) {
      failures.set(operation, [...(failures.get(operation) ?? []), failure]);
    },
    alterNext(operation, change) {
      alterations.set(operation, [...(alterations.get(operation) ?? []), change]);
    },
    payWithoutCallback(paymentID) {
      const payment = paymentOf(paymentID);
      if (payment.transactionStatus !== 'Initiated') {
        throw new Error(`Payment ${paymentID} is ${payment.transactionStatus}, not Initiated`);
      }
      payment.transactionStatus = 'Authorized';
    },
    setStatus(paymentID, status) {
      paymentOf(paymentID).transactionStatus = status;
    },
    setTokenLifetime(seconds) {
      tokenLifetime = seconds;
    },
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, Date.now() - 1);
    },
    checkoutUrl,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
