/**
 * Test code only: SSLCommerz's v4 contract as the adapter uses it (session, validation, query,
 * refund, IPN). Its hosted page's Pay, Fail and Cancel forms answer 307 to the shop's URLs, so the
 * browser posts the same form there as SSLCommerz's own page does (with `Origin: null`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SslcommerzSettings } from '../../integrations/payments/config';

export type StandInOperation = 'session' | 'validate' | 'query' | 'refund';
export type StandInFailure = 'http500' | 'timeout';

/** What SSLCommerz holds for one tran_id (status as its query API words it). */
export type StandInSession = {
  sessionkey: string;
  tranId: string;
  /** As the shop sent it: '1250.00'. */
  amount: string;
  currency: string;
  status: 'PENDING' | 'VALID' | 'VALIDATED' | 'FAILED' | 'CANCELLED' | 'EXPIRED';
  /** Made when the page is built; it becomes real when the shopper pays. */
  valId: string;
  bankTranId: string;
  /** Every field the shop sent, store password left out. */
  request: Record<string, string>;
  riskLevel: 0 | 1;
  refunded: number;
};

export type StandInIpn = { tranId: string; url: string; status: number | null; error?: string };
export type StandInRefund = {
  refundRefId: string;
  bankTranId: string;
  tranId: string;
  amount: string;
  remarks: string;
  refeId: string;
};

export type SslcommerzStandIn = {
  baseUrl: string;
  settings: SslcommerzSettings;
  sessions: Map<string, StandInSession>;
  sessionOf(tranId: string): StandInSession | undefined;
  refunds: StandInRefund[];
  ipn: { sent: StandInIpn[] };
  /** The next call of `operation` answers HTTP 500, or never answers (held until close). */
  failNext(operation: StandInOperation, failure: StandInFailure): void;
  /** IPN on (default), off, or sent after a delay. */
  setIpn(mode: boolean | { delayMs: number }): void;
  setRiskLevel(level: 0 | 1): void;
  /** The shopper paid and never came back; the IPN is sent only when asked. */
  complete(tranId: string, options?: { ipn?: boolean }): Promise<StandInSession>;
  /** The shopper's attempt ended without paying (the Fail or Cancel button, or time). */
  end(tranId: string, status: 'FAILED' | 'CANCELLED' | 'EXPIRED'): StandInSession;
  /** Posts the IPN of a session again (SSLCommerz retries; duplicates must be harmless). */
  sendIpn(tranId: string): Promise<StandInIpn>;
  close(): Promise<void>;
};

export const STAND_IN_STORE_ID = 'sajghor0stand0in';
export const STAND_IN_STORE_PASSWORD = 'sajghor0stand0in@ssl';

/** What the v4 session API marks mandatory (developer.sslcommerz.com/doc/v4, "Create Session"). */
const REQUIRED_SESSION_FIELDS = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_postcode',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
] as const;
/** Mandatory as well when shipping_method is YES: where the gateway's merchant ships the goods. */
const REQUIRED_SHIPPING_FIELDS = [
  'ship_name',
  'ship_add1',
  'ship_city',
  'ship_postcode',
  'ship_country',
] as const;

const id = (prefix: string, bytes = 8) => `${prefix}${randomBytes(bytes).toString('hex')}`;

export async function startSslcommerzStandIn(
  options: { storeId?: string; storePassword?: string } = {},
): Promise<SslcommerzStandIn> {
  const storeId = options.storeId ?? STAND_IN_STORE_ID;
  const storePassword = options.storePassword ?? STAND_IN_STORE_PASSWORD;
  const sessions = new Map<string, StandInSession>();
  const refunds: StandInRefund[] = [];
  const ipnSent: StandInIpn[] = [];
  const failures = new Map<StandInOperation, StandInFailure>();
  let ipnMode: boolean | { delayMs: number } = true;
  let riskLevel: 0 | 1 = 0;
  const pendingIpn = new Set<Promise<unknown>>();

  const sessionOf = (tranId: string) => [...sessions.values()].find((s) => s.tranId === tranId);
  const credentialsOk = (fields: URLSearchParams) =>
    fields.get('store_id') === storeId && fields.get('store_passwd') === storePassword;

  /** The fields SSLCommerz posts back to the shop's pages and its IPN. */
  function returnFields(session: StandInSession, status: 'VALID' | 'FAILED' | 'CANCELLED') {
    const fields: Record<string, string> = {
      tran_id: session.tranId,
      ...(status === 'VALID' ? { val_id: session.valId } : {}),
      amount: session.amount,
      card_type: status === 'VALID' ? 'VISA-Dutch Bangla' : '',
      store_amount: (Number(session.amount) * 0.975).toFixed(2),
      card_no: status === 'VALID' ? '411111XXXXXX1111' : '',
      bank_tran_id: status === 'VALID' ? session.bankTranId : '',
      status,
      tran_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
      currency: session.currency,
      card_issuer: 'STANDARD CHARTERED BANK',
      card_brand: 'VISA',
      card_issuer_country: 'Bangladesh',
      currency_type: session.currency,
      currency_amount: session.amount,
      risk_level: String(session.riskLevel),
      risk_title: session.riskLevel ? 'Risky' : 'Safe',
    };
    // SSLCommerz signs the fields it posts: md5 over them sorted, with md5 of the store password.
    const keys = Object.keys(fields);
    const signed = Object.fromEntries([
      ...keys.map((k) => [k, fields[k] as string]),
      ['store_passwd', createHash('md5').update(storePassword).digest('hex')],
    ]);
    const base = Object.keys(signed)
      .sort()
      .map((k) => `${k}=${signed[k]}`)
      .join('&');
    return {
      ...fields,
      verify_sign: createHash('md5').update(base).digest('hex'),
      verify_key: keys.join(','),
    };
  }

  async function postIpn(session: StandInSession): Promise<StandInIpn> {
    const url = session.request.ipn_url ?? '';
    const record: StandInIpn = { tranId: session.tranId, url, status: null };
    const paid = session.status === 'VALID' || session.status === 'VALIDATED';
    const outcome = paid ? 'VALID' : session.status === 'CANCELLED' ? 'CANCELLED' : 'FAILED';
    try {
      const response = await fetch(url, {
        method: 'POST',
        body: new URLSearchParams(returnFields(session, outcome)),
        signal: AbortSignal.timeout(10_000),
      });
      await response.text();
      record.status = response.status;
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
    ipnSent.push(record);
    return record;
  }

  /** The IPN as configured: sent now, later, or not at all; tracked so close() can wait. */
  function scheduleIpn(session: StandInSession) {
    if (!ipnMode || !session.request.ipn_url) return;
    const delayMs = typeof ipnMode === 'object' ? ipnMode.delayMs : 0;
    const sending = new Promise((resolve) => setTimeout(resolve, delayMs)).then(() =>
      postIpn(session),
    );
    pendingIpn.add(sending);
    sending.finally(() => pendingIpn.delete(sending));
  }

  function pay(session: StandInSession) {
    session.status = 'VALID';
    session.riskLevel = riskLevel;
  }

  const json = (response: ServerResponse, body: unknown, status = 200) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  /** A failure asked for with failNext: true when it took the call. */
  function injected(operation: StandInOperation, response: ServerResponse): boolean {
    const failure = failures.get(operation);
    if (!failure) return false;
    failures.delete(operation);
    if (failure === 'http500') {
      response.writeHead(500, { 'content-type': 'text/html' });
      response.end('<h1>500 Internal Server Error</h1>');
    }
    // 'timeout': never answers; close() ends the connection.
    return true;
  }

  function sessionRefusal(fields: URLSearchParams): string | null {
    const required = [
      ...REQUIRED_SESSION_FIELDS,
      ...(fields.get('shipping_method')?.trim().toUpperCase() === 'YES'
        ? REQUIRED_SHIPPING_FIELDS
        : []),
    ];
    const missing = required.find((name) => !fields.get(name)?.trim());
    if (missing) return `Invalid Information: ${missing} is missing`;
    const amount = Number(fields.get('total_amount'));
    if (!(amount >= 10 && amount <= 500_000)) {
      return 'Invalid Information: total_amount must be between 10.00 and 500000.00 BDT';
    }
    return sessionOf(fields.get('tran_id') ?? '') ? 'Duplicate tran_id' : null;
  }

  function session(fields: URLSearchParams, response: ServerResponse) {
    if (injected('session', response)) return;
    if (!credentialsOk(fields)) {
      return json(response, {
        status: 'FAILED',
        failedreason: 'Store Credential Error Or Store is De-active',
        sessionkey: '',
        GatewayPageURL: '',
      });
    }
    const failedreason = sessionRefusal(fields);
    if (failedreason) {
      return json(response, { status: 'FAILED', failedreason, sessionkey: '', GatewayPageURL: '' });
    }
    const amount = Number(fields.get('total_amount'));
    const sessionkey = id('', 16).toUpperCase();
    const request = Object.fromEntries(fields);
    delete request.store_passwd;
    sessions.set(sessionkey, {
      sessionkey,
      tranId: fields.get('tran_id') as string,
      amount: amount.toFixed(2),
      currency: fields.get('currency') as string,
      status: 'PENDING',
      valId: id(`${new Date().toISOString().slice(2, 10).replaceAll('-', '')}`),
      bankTranId: id('2511', 6),
      request,
      riskLevel: 0,
      refunded: 0,
    });
    json(response, {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey,
      gw: { visa: 'dbbl_visa', master: 'dbbl_master' },
      redirectGatewayURL: `${baseUrl}/pay/${sessionkey}?gw=`,
      GatewayPageURL: `${baseUrl}/pay/${sessionkey}`,
      storeBanner: '',
      storeLogo: '',
    });
  }

  function describe(s: StandInSession) {
    return {
      status: s.status,
      tran_date: '2025-01-01 12:00:00',
      tran_id: s.tranId,
      val_id: s.status === 'VALID' || s.status === 'VALIDATED' ? s.valId : '',
      amount: s.amount,
      store_amount: (Number(s.amount) * 0.975).toFixed(2),
      currency: 'BDT',
      bank_tran_id: s.status === 'VALID' || s.status === 'VALIDATED' ? s.bankTranId : '',
      card_type: 'VISA-Dutch Bangla',
      currency_type: s.currency,
      currency_amount: s.amount,
      currency_rate: '1.0000',
      risk_level: String(s.riskLevel),
      risk_title: s.riskLevel ? 'Risky' : 'Safe',
    };
  }

  function validate(fields: URLSearchParams, response: ServerResponse) {
    if (injected('validate', response)) return;
    if (!credentialsOk(fields))
      return json(response, { APIConnect: 'FAILED', status: 'INVALID_TRANSACTION' });
    const valId = fields.get('val_id');
    const found = [...sessions.values()].find(
      (s) => valId && s.valId === valId && (s.status === 'VALID' || s.status === 'VALIDATED'),
    );
    if (!found) {
      return json(response, {
        APIConnect: 'DONE',
        status: 'INVALID_TRANSACTION',
        error: 'Invalid val_id',
      });
    }
    const answer = {
      APIConnect: 'DONE',
      ...describe(found),
      validated_on: new Date().toISOString(),
    };
    // The first validation answers VALID, every later one VALIDATED.
    found.status = 'VALIDATED';
    json(response, answer);
  }

  function merchantApi(fields: URLSearchParams, response: ServerResponse) {
    const isRefund = fields.has('refund_amount');
    if (injected(isRefund ? 'refund' : 'query', response)) return;
    if (!credentialsOk(fields)) return json(response, { APIConnect: 'FAILED' });
    if (isRefund) return refund(fields, response);
    const tranId = fields.get('tran_id');
    if (!tranId) return json(response, { APIConnect: 'INVALID_REQUEST' });
    const found = [...sessions.values()].filter((s) => s.tranId === tranId);
    json(response, {
      APIConnect: 'DONE',
      no_of_trans_found: found.length,
      element: found.map(describe),
    });
  }

  function refundRefusal(fields: URLSearchParams, found: StandInSession | undefined) {
    const amount = Number(fields.get('refund_amount'));
    if (!found) return 'Invalid bank_tran_id';
    if (!(amount > 0) || !fields.get('refund_remarks') || !fields.get('refe_id')) {
      return 'Invalid Information';
    }
    const left = Math.round(Number(found.amount) * 100) - found.refunded;
    return Math.round(amount * 100) > left ? 'Refund amount exceeds the available amount' : null;
  }

  function refund(fields: URLSearchParams, response: ServerResponse) {
    const bankTranId = fields.get('bank_tran_id') ?? '';
    const amount = Number(fields.get('refund_amount'));
    const found = [...sessions.values()].find(
      (s) => s.bankTranId === bankTranId && (s.status === 'VALID' || s.status === 'VALIDATED'),
    );
    const errorReason = refundRefusal(fields, found);
    if (!found || errorReason) {
      return json(response, {
        APIConnect: 'DONE',
        bank_tran_id: bankTranId,
        status: 'failed',
        errorReason,
      });
    }
    found.refunded += Math.round(amount * 100);
    const refundRefId = id('RF', 6).toUpperCase();
    refunds.push({
      refundRefId,
      bankTranId,
      tranId: found.tranId,
      amount: amount.toFixed(2),
      remarks: fields.get('refund_remarks') ?? '',
      refeId: fields.get('refe_id') ?? '',
    });
    json(response, {
      APIConnect: 'DONE',
      bank_tran_id: bankTranId,
      trans_id: found.tranId,
      refund_ref_id: refundRefId,
      status: 'success',
      errorReason: '',
    });
  }

  const html = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

  function page(sessionkey: string, response: ServerResponse) {
    const s = sessions.get(sessionkey);
    if (!s) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      return response.end('<!doctype html><title>SSLCommerz stand-in</title><p>No such session');
    }
    const form = (label: string, outcome: 'VALID' | 'FAILED' | 'CANCELLED') => {
      const inputs = Object.entries(returnFields(s, outcome))
        .map(([k, v]) => `<input type="hidden" name="${html(k)}" value="${html(v)}">`)
        .join('');
      return `<form method="post" action="/pay/${sessionkey}/${outcome}">${inputs}<button type="submit">${label}</button></form>`;
    };
    // The empty icon spares a /favicon.ico 404, which the e2e journeys would count as a page error.
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,"><title>SSLCommerz stand-in</title></head><body><main><h1>SSLCommerz stand-in</h1><p>${html(s.request.product_name ?? '')}: ${html(s.amount)} ${html(s.currency)}</p>${form('Pay', 'VALID')}${form('Fail', 'FAILED')}${form('Cancel', 'CANCELLED')}</main></body></html>`,
    );
  }

  function press(sessionkey: string, outcome: string, response: ServerResponse) {
    const s = sessions.get(sessionkey);
    const target = { VALID: 'success_url', FAILED: 'fail_url', CANCELLED: 'cancel_url' }[outcome];
    if (!s || !target) {
      response.writeHead(404);
      return response.end();
    }
    if (s.status !== 'PENDING') {
      response.writeHead(409, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(
        '<!doctype html><title>SSLCommerz stand-in</title><p>This session is over',
      );
    }
    if (outcome === 'VALID') {
      pay(s);
      scheduleIpn(s);
    } else {
      s.status = outcome as 'FAILED' | 'CANCELLED';
    }
    response.writeHead(307, { location: s.request[target] ?? '' });
    response.end();
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', baseUrl);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const fields = request.method === 'POST' ? new URLSearchParams(body) : url.searchParams;
    route(`${request.method} ${url.pathname}`, fields, response);
  }

  function route(call: string, fields: URLSearchParams, response: ServerResponse) {
    if (call === 'POST /gwprocess/v4/api.php') return session(fields, response);
    if (call === 'GET /validator/api/validationserverAPI.php') return validate(fields, response);
    if (call === 'GET /validator/api/merchantTransIDvalidationAPI.php') {
      return merchantApi(fields, response);
    }
    const pressed = /^POST \/pay\/([^/]+)\/([A-Z]+)$/.exec(call);
    if (pressed) return press(pressed[1] as string, pressed[2] as string, response);
    const shown = /^GET \/pay\/([^/]+)$/.exec(call);
    if (shown) return page(shown[1] as string, response);
    response.writeHead(404);
    response.end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (!response.headersSent) response.writeHead(500);
      response.end(String(error));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function known(tranId: string): StandInSession {
    const s = sessionOf(tranId);
    if (!s) throw new Error(`SSLCommerz stand-in: no session for tran_id ${tranId}`);
    return s;
  }

  return {
    baseUrl,
    settings: { baseUrl, storeId, storePassword },
    sessions,
    sessionOf,
    refunds,
    ipn: { sent: ipnSent },
    failNext: (operation, failure) => failures.set(operation, failure),
    setIpn(mode) {
      ipnMode = mode;
    },
    setRiskLevel(level) {
      riskLevel = level;
    },
    async complete(tranId, options = {}) {
      const s = known(tranId);
      pay(s);
      if (options.ipn) await postIpn(s);
      return s;
    },
    end(tranId, status) {
      const s = known(tranId);
      s.status = status;
      return s;
    },
    sendIpn: (tranId) => postIpn(known(tranId)),
    async close() {
      await Promise.allSettled([...pendingIpn]);
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
}
