/**
 * Test code only: Steadfast's merchant API v1 and its webhook as its published documentation shows
 * them (../shared/research/bd-commerce.md; a copy is `steadfastapidocs.md` in public repositories).
 * Where the documentation is silent (answers seen in public integrations' tests): a refusal is HTTP
 * 200 `{status: 400, message, errors}`, wrong keys answer 401, an unknown consignment 404.
 * `settings.baseUrl` is `{origin}/api/v1`, so a client that drops the base's path is caught here.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SteadfastSettings } from '../../integrations/couriers/config';

/** Steadfast's delivery statuses, as its documentation lists them. */
export const STEADFAST_STATUSES = [
  'pending',
  'delivered_approval_pending',
  'partial_delivered_approval_pending',
  'cancelled_approval_pending',
  'unknown_approval_pending',
  'delivered',
  'partial_delivered',
  'cancelled',
  'hold',
  'in_review',
  'unknown',
] as const;
export type SteadfastStatus = (typeof STEADFAST_STATUSES)[number];

export type SteadfastStandInOperation =
  | 'book'
  | 'status'
  | 'fraud_check'
  | 'balance'
  | 'return_request';

export type StandInReturnRequest = {
  id: number;
  user_id: number;
  consignment_id: number;
  reason: string | null;
  status: 'pending' | 'approved' | 'processing' | 'completed' | 'cancelled';
  created_at: string;
  updated_at: string;
};

export type StandInParcel = {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  /** Taka to collect, as the shop sent it (a number: Steadfast takes numeric). */
  cod_amount: number;
  note: string | null;
  item_description: string | null;
  total_lot: number | null;
  delivery_type: number;
  status: SteadfastStatus;
  tracking_message: string;
  delivery_charge: number;
  collected_amount: number;
  created_at: string;
  /** Steadfast's webhook time: Dhaka local, 'YYYY-MM-DD HH:MM:SS'. */
  updated_at: string;
  sent: Record<string, unknown>;
};

/**
 * `slow`: the call takes effect at once and answers late, so a booking the shop gave up on exists
 * and booking it again is refused as a duplicate; `refusing`: as for an inactive account.
 */
export type SteadfastStandInMode =
  | { kind: 'normal' }
  | { kind: 'down' }
  | { kind: 'slow'; ms: number }
  | { kind: 'refusing'; words: string };

export type FraudRecord = { delivered: number; cancelled: number; returned?: number };

export type WebhookReply = { status: number; body: unknown };

export type SteadfastStandIn = {
  origin: string;
  /** What to give the shop: the API's base, the keys it accepts and the webhook token it sends. */
  settings: SteadfastSettings & { webhookToken: string };
  /** Every API call received, in order, with the HTTP status answered (0: not answered). */
  calls: { operation: SteadfastStandInOperation; status: number; path: string }[];
  parcels: Map<string, StandInParcel>;
  returnRequests: Map<string, StandInReturnRequest>;
  parcelByInvoice(invoice: string): StandInParcel | undefined;
  setMode(mode: SteadfastStandInMode): void;
  /** The next call of `operation` gets this raw reply instead (queued in order). */
  replyNext(operation: SteadfastStandInOperation, reply: { status: number; body: unknown }): void;
  /** Moves a parcel as Steadfast would; a delivery collects the whole COD unless told otherwise. */
  setStatus(
    consignmentId: string | number,
    status: SteadfastStatus,
    message?: string,
    extra?: { collected?: number; deliveryCharge?: number; at?: Date },
  ): StandInParcel;
  deliveryStatusPayload(consignmentId: string | number): Record<string, unknown>;
  /** A tracking_update notification for a parcel (sets its tracking message and time). */
  trackingPayload(
    consignmentId: string | number,
    message: string,
    at?: Date,
  ): Record<string, unknown>;
  /** `token` overrides the configured one; null sends no Authorization header. */
  sendWebhook(
    url: string,
    payload: unknown,
    options?: { token?: string | null },
  ): Promise<WebhookReply>;
  pushStatus(
    url: string,
    consignmentId: string | number,
    status: SteadfastStatus,
    options?: {
      message?: string;
      collected?: number;
      deliveryCharge?: number;
      at?: Date;
      times?: number;
      token?: string | null;
    },
  ): Promise<WebhookReply[]>;
  pushTracking(
    url: string,
    consignmentId: string | number,
    message: string,
    options?: { at?: Date; times?: number; token?: string | null },
  ): Promise<WebhookReply[]>;
  /** What /fraud_check/{phone} answers for a phone; unknown phones have no parcels. */
  setFraudRecord(phone: string, record: FraudRecord): void;
  close(): Promise<void>;
};

/** Dhaka local time (UTC+6, no daylight saving) in Steadfast's webhook form. */
export function steadfastTime(at = new Date()): string {
  return new Date(at.getTime() + 6 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function jsonBody(raw: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(raw || '{}');
    return typeof parsed === 'object' && parsed && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

/** One create_order rule: Laravel's words when the body breaks it (Steadfast runs Laravel). */
type BookingRule = [
  field: string,
  broken: (body: Record<string, unknown>) => boolean,
  words: string,
];

const present = (value: unknown) => !isBlank(value);

const BOOKING_RULES: BookingRule[] = [
  ...['invoice', 'recipient_name', 'recipient_phone', 'recipient_address', 'cod_amount'].map(
    (field): BookingRule => [
      field,
      (body) => isBlank(body[field]),
      `The ${field.replace(/_/g, ' ')} field is required.`,
    ],
  ),
  [
    'invoice',
    (body) => present(body.invoice) && !/^[A-Za-z0-9_-]+$/.test(String(body.invoice)),
    'The invoice may only contain letters, numbers, dashes and underscores.',
  ],
  [
    'recipient_name',
    (body) => String(body.recipient_name ?? '').length > 100,
    'The recipient name must not be greater than 100 characters.',
  ],
  [
    'recipient_phone',
    (body) => present(body.recipient_phone) && !/^\d{11}$/.test(String(body.recipient_phone)),
    'The recipient phone must be 11 digits.',
  ],
  [
    'recipient_address',
    (body) => String(body.recipient_address ?? '').length > 250,
    'The recipient address must not be greater than 250 characters.',
  ],
  [
    'cod_amount',
    (body) => present(body.cod_amount) && !Number.isFinite(Number(body.cod_amount)),
    'The cod amount must be a number.',
  ],
  ['cod_amount', (body) => Number(body.cod_amount) < 0, 'The cod amount must be at least 0.'],
  [
    'delivery_type',
    (body) => present(body.delivery_type) && ![0, 1].includes(Number(body.delivery_type)),
    'The selected delivery type is invalid.',
  ],
];

function bookingErrors(
  body: Record<string, unknown>,
  invoiceTaken: (invoice: string) => boolean,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, words: string) => {
    errors[field] = [...(errors[field] ?? []), words];
  };
  for (const [field, broken, words] of BOOKING_RULES) if (broken(body)) add(field, words);
  if (!errors.invoice && invoiceTaken(String(body.invoice))) {
    add('invoice', 'The invoice has already been taken.');
  }
  return errors;
}

function optionalText(value: unknown): string | null {
  return isBlank(value) ? null : String(value);
}

export async function startSteadfastStandIn(
  options: { port?: number } = {},
): Promise<SteadfastStandIn> {
  const keys = {
    apiKey: `stand-in-api-key-${randomUUID().slice(0, 8)}`,
    secretKey: `stand-in-secret-${randomUUID()}`,
    webhookToken: `stand-in-webhook-${randomBytes(18).toString('base64url')}`,
  };
  let mode: SteadfastStandInMode = { kind: 'normal' };
  let nextConsignment = 1_424_107;
  const parcels = new Map<string, StandInParcel>();
  const returnRequests = new Map<string, StandInReturnRequest>();
  let nextReturnRequest = 1;
  const fraudRecords = new Map<string, FraudRecord>();
  const replies = new Map<SteadfastStandInOperation, { status: number; body: unknown }[]>();
  const calls: SteadfastStandIn['calls'] = [];

  const parcelByInvoice = (invoice: string) =>
    [...parcels.values()].find((parcel) => parcel.invoice === invoice);

  function book(body: Record<string, unknown>): { status: number; body: unknown } {
    if (mode.kind === 'refusing') {
      return { status: 200, body: { status: 400, message: mode.words } };
    }
    const errors = bookingErrors(body, (invoice) => parcelByInvoice(invoice) !== undefined);
    if (Object.keys(errors).length > 0) {
      return { status: 200, body: { status: 400, message: 'The given data was invalid.', errors } };
    }
    const now = new Date();
    const parcel: StandInParcel = {
      consignment_id: nextConsignment++,
      invoice: String(body.invoice),
      tracking_code: randomBytes(4).toString('hex').toUpperCase(),
      recipient_name: String(body.recipient_name),
      recipient_phone: String(body.recipient_phone),
      recipient_address: String(body.recipient_address),
      cod_amount: Number(body.cod_amount),
      note: optionalText(body.note),
      item_description: optionalText(body.item_description),
      total_lot: isBlank(body.total_lot) ? null : Number(body.total_lot),
      delivery_type: isBlank(body.delivery_type) ? 0 : Number(body.delivery_type),
      status: 'in_review',
      tracking_message: 'Consignment has been created.',
      delivery_charge: 60,
      collected_amount: 0,
      created_at: now.toISOString().replace('Z', '000Z'),
      updated_at: steadfastTime(now),
      sent: body,
    };
    parcels.set(String(parcel.consignment_id), parcel);
    return {
      status: 200,
      body: {
        status: 200,
        message: 'Consignment has been created successfully.',
        consignment: {
          consignment_id: parcel.consignment_id,
          invoice: parcel.invoice,
          tracking_code: parcel.tracking_code,
          recipient_name: parcel.recipient_name,
          recipient_phone: parcel.recipient_phone,
          recipient_address: parcel.recipient_address,
          cod_amount: parcel.cod_amount,
          status: parcel.status,
          note: parcel.note,
          created_at: parcel.created_at,
          updated_at: parcel.created_at,
        },
      },
    };
  }

  function status(path: string): { status: number; body: unknown } {
    const match = /^\/status_by_(cid|invoice|trackingcode)\/([^/]+)$/.exec(path);
    const key = decodeURIComponent(match?.[2] ?? '');
    const parcel =
      match?.[1] === 'cid'
        ? parcels.get(key)
        : match?.[1] === 'invoice'
          ? parcelByInvoice(key)
          : [...parcels.values()].find((each) => each.tracking_code === key);
    if (!parcel) return { status: 404, body: { status: 404, message: 'Consignment not found.' } };
    return { status: 200, body: { status: 200, delivery_status: parcel.status } };
  }

  function returnedParcel(body: Record<string, unknown>): StandInParcel | undefined {
    if (present(body.consignment_id)) return parcels.get(String(body.consignment_id));
    if (present(body.invoice)) return parcelByInvoice(String(body.invoice));
    return [...parcels.values()].find((each) => each.tracking_code === String(body.tracking_code));
  }

  function returnRequest(body: Record<string, unknown>): { status: number; body: unknown } {
    if (mode.kind === 'refusing') {
      return { status: 200, body: { status: 400, message: mode.words } };
    }
    if (isBlank(body.consignment_id) && isBlank(body.invoice) && isBlank(body.tracking_code)) {
      const words =
        'The consignment id field is required when none of invoice / tracking code are present.';
      return {
        status: 200,
        body: {
          status: 400,
          message: 'The given data was invalid.',
          errors: { consignment_id: [words] },
        },
      };
    }
    const parcel = returnedParcel(body);
    if (!parcel) return { status: 404, body: { status: 404, message: 'Consignment not found.' } };
    if (parcel.status !== 'delivered' && parcel.status !== 'partial_delivered') {
      return {
        status: 200,
        body: { status: 400, message: 'Only a delivered consignment can be returned.' },
      };
    }
    const open = [...returnRequests.values()].some(
      (each) =>
        each.consignment_id === parcel.consignment_id &&
        ['pending', 'approved', 'processing'].includes(each.status),
    );
    if (open) {
      return {
        status: 200,
        body: { status: 400, message: 'A return request already exists for this consignment.' },
      };
    }
    const now = new Date().toISOString().replace('Z', '000Z');
    const request: StandInReturnRequest = {
      id: nextReturnRequest++,
      user_id: 1,
      consignment_id: parcel.consignment_id,
      reason: optionalText(body.reason),
      status: 'pending',
      created_at: now,
      updated_at: now,
    };
    returnRequests.set(String(request.id), request);
    return { status: 200, body: request };
  }

  function fraudCheck(path: string): { status: number; body: unknown } {
    const phone = decodeURIComponent(path.slice('/fraud_check/'.length));
    if (!/^01\d{9}$/.test(phone)) {
      return { status: 200, body: { status: 400, message: 'Invalid phone number.' } };
    }
    const record = fraudRecords.get(phone) ?? { delivered: 0, cancelled: 0 };
    const returned = record.returned ?? 0;
    return {
      status: 200,
      body: {
        status: 200,
        total_parcels: record.delivered + record.cancelled + returned,
        total_delivered: record.delivered,
        total_cancelled: record.cancelled,
        ...(record.returned === undefined ? {} : { total_returned: returned }),
      },
    };
  }

  function operationOf(method: string, path: string): SteadfastStandInOperation | null {
    if (method === 'POST' && path === '/create_order') return 'book';
    if (method === 'GET' && /^\/status_by_(cid|invoice|trackingcode)\/[^/]+$/.test(path)) {
      return 'status';
    }
    if (method === 'GET' && /^\/fraud_check\/[^/]+$/.test(path)) return 'fraud_check';
    if (method === 'GET' && path === '/get_balance') return 'balance';
    if (method === 'POST' && path === '/create_return_request') return 'return_request';
    return null;
  }

  const hasKeys = (headers: IncomingMessage['headers']) =>
    headers['api-key'] === keys.apiKey && headers['secret-key'] === keys.secretKey;

  function answer(
    operation: SteadfastStandInOperation,
    request: IncomingMessage,
    path: string,
    raw: string,
  ): { status: number; body: unknown } {
    const forced = replies.get(operation)?.shift();
    if (forced) return forced;
    if (mode.kind === 'down') return { status: 503, body: { message: 'Service Unavailable' } };
    if (!hasKeys(request.headers)) {
      return { status: 401, body: { message: 'Unauthenticated.' } };
    }
    const handlers: Record<SteadfastStandInOperation, () => { status: number; body: unknown }> = {
      book: () => book(jsonBody(raw) ?? {}),
      status: () => status(path),
      fraud_check: () => fraudCheck(path),
      balance: () => ({ status: 200, body: { status: 200, current_balance: 0 } }),
      return_request: () => returnRequest(jsonBody(raw) ?? {}),
    };
    return handlers[operation]();
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const path = url.pathname.startsWith('/api/v1/') ? url.pathname.slice('/api/v1'.length) : '';
      const operation = operationOf(request.method ?? 'GET', path);
      if (!operation) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Not Found' }));
        return;
      }
      const reply = answer(operation, request, path, Buffer.concat(chunks).toString('utf8'));
      const send = () => {
        calls.push({ operation, status: reply.status, path });
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(reply.body));
      };
      if (mode.kind === 'slow') setTimeout(send, mode.ms);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  function parcelOf(consignmentId: string | number): StandInParcel {
    const parcel = parcels.get(String(consignmentId));
    if (!parcel) throw new Error(`The Steadfast stand-in has no consignment ${consignmentId}`);
    return parcel;
  }

  function setStatus(
    consignmentId: string | number,
    next: SteadfastStatus,
    message?: string,
    extra: { collected?: number; deliveryCharge?: number; at?: Date } = {},
  ): StandInParcel {
    const parcel = parcelOf(consignmentId);
    parcel.status = next;
    parcel.tracking_message = message ?? `Consignment status has been updated as ${next}`;
    parcel.updated_at = steadfastTime(extra.at);
    if (extra.deliveryCharge !== undefined) parcel.delivery_charge = extra.deliveryCharge;
    if (extra.collected !== undefined) parcel.collected_amount = extra.collected;
    else if (next === 'delivered' || next === 'delivered_approval_pending') {
      parcel.collected_amount = parcel.cod_amount;
    } else if (next === 'cancelled' || next === 'cancelled_approval_pending') {
      parcel.collected_amount = 0;
    }
    return parcel;
  }

  function deliveryStatusPayload(consignmentId: string | number): Record<string, unknown> {
    const parcel = parcelOf(consignmentId);
    return {
      notification_type: 'delivery_status',
      consignment_id: parcel.consignment_id,
      invoice: parcel.invoice,
      cod_amount: parcel.collected_amount,
      status: parcel.status,
      delivery_charge: parcel.delivery_charge,
      tracking_message: parcel.tracking_message,
      updated_at: parcel.updated_at,
    };
  }

  function trackingPayload(consignmentId: string | number, message: string, at?: Date) {
    const parcel = parcelOf(consignmentId);
    parcel.tracking_message = message;
    parcel.updated_at = steadfastTime(at);
    return {
      notification_type: 'tracking_update',
      consignment_id: parcel.consignment_id,
      invoice: parcel.invoice,
      tracking_message: message,
      updated_at: parcel.updated_at,
    };
  }

  async function sendWebhook(
    url: string,
    payload: unknown,
    sendOptions: { token?: string | null } = {},
  ): Promise<WebhookReply> {
    const token = sendOptions.token === undefined ? keys.webhookToken : sendOptions.token;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      },
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body };
  }

  async function sendTimes(
    url: string,
    payload: unknown,
    times: number,
    token: string | null | undefined,
  ): Promise<WebhookReply[]> {
    const answers: WebhookReply[] = [];
    for (let time = 0; time < times; time += 1) {
      answers.push(await sendWebhook(url, payload, { token }));
    }
    return answers;
  }

  return {
    origin,
    settings: { baseUrl: `${origin}/api/v1`, ...keys },
    calls,
    parcels,
    returnRequests,
    parcelByInvoice,
    setMode(next) {
      mode = next;
    },
    replyNext(operation, reply) {
      replies.set(operation, [...(replies.get(operation) ?? []), reply]);
    },
    setStatus,
    deliveryStatusPayload,
    trackingPayload,
    sendWebhook,
    async pushStatus(url, consignmentId, next, pushOptions = {}) {
      setStatus(consignmentId, next, pushOptions.message, pushOptions);
      const payload = deliveryStatusPayload(consignmentId);
      return sendTimes(url, payload, pushOptions.times ?? 1, pushOptions.token);
    },
    async pushTracking(url, consignmentId, message, pushOptions = {}) {
      const payload = trackingPayload(consignmentId, message, pushOptions.at);
      return sendTimes(url, payload, pushOptions.times ?? 1, pushOptions.token);
    },
    setFraudRecord(phone, record) {
      fraudRecords.set(phone, record);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
