/**
 * Test code only: Pathao's merchant API ("aladdin" v1) and its webhooks as the public integrations
 * show them (../shared/research/bd-commerce.md: enan/pathao-courier, devrkb21/pathao-laravel,
 * pathao-eng/courier-woocommerce-plugin, `pathao_webhook_api_docs.md`). The customer success rate,
 * on merchant.pathao.com in life, is on the same origin here. Where the sources are silent:
 * refusals are Laravel-shaped with HTTP 422 or 401, and an unknown consignment answers 404.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PathaoSettings } from '../../integrations/couriers/config';

/** The order events Pathao's webhook page lists, in a parcel's usual order. */
export const PATHAO_EVENTS = [
  'order.created',
  'order.updated',
  'order.pickup-requested',
  'order.assigned-for-pickup',
  'order.picked',
  'order.pickup-failed',
  'order.pickup-cancelled',
  'order.at-the-sorting-hub',
  'order.in-transit',
  'order.received-at-last-mile-hub',
  'order.assigned-for-delivery',
  'order.delivered',
  'order.partial-delivery',
  'order.returned',
  'order.delivery-failed',
  'order.on-hold',
  'order.paid',
  'order.paid-return',
  'order.exchanged',
] as const;
export type PathaoEvent = (typeof PATHAO_EVENTS)[number];

/** What the info call says after each event; slugs mix cases ('Received_at_Last_Mile_HUB'). */
const INFO_WORDS: Record<PathaoEvent, string> = {
  'order.created': 'Pending',
  'order.updated': 'Pending',
  'order.pickup-requested': 'Pickup Requested',
  'order.assigned-for-pickup': 'Assigned for Pickup',
  'order.picked': 'Picked',
  'order.pickup-failed': 'Pickup Failed',
  'order.pickup-cancelled': 'Pickup Cancelled',
  'order.at-the-sorting-hub': 'At the Sorting HUB',
  'order.in-transit': 'In Transit',
  'order.received-at-last-mile-hub': 'Received at Last Mile HUB',
  'order.assigned-for-delivery': 'Assigned for Delivery',
  'order.delivered': 'Delivered',
  'order.partial-delivery': 'Partial Delivery',
  'order.returned': 'Returned',
  'order.delivery-failed': 'Delivery Failed',
  'order.on-hold': 'On Hold',
  'order.paid': 'Paid',
  'order.paid-return': 'Paid Return',
  'order.exchanged': 'Exchanged',
};

/** Pathao's answer header for the handshake, fixed by its webhook page (not the merchant's). */
export const PATHAO_INTEGRATION_SECRET = 'f3992ecc-59da-4cbe-a049-a13da2018d51';

export type PathaoStandInOperation =
  | 'token'
  | 'cities'
  | 'zones'
  | 'areas'
  | 'book'
  | 'info'
  | 'success';

/** A forced answer for the next call of an operation: a 500, no answer, or any raw reply. */
export type PathaoStandInFailure = 'http500' | 'timeout' | { status: number; body: unknown };

export type PathaoStandInOrder = {
  consignment_id: string;
  merchant_order_id: string;
  store_id: number;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  recipient_city: number;
  recipient_zone: number;
  recipient_area: number | null;
  delivery_type: number;
  item_type: number;
  special_instruction: string | null;
  item_quantity: number;
  item_weight: number;
  amount_to_collect: number;
  item_description: string | null;
  delivery_fee: number;
  event: PathaoEvent;
  updatedAt: Date;
};

type Zone = { zone_id: number; zone_name: string; areas: { area_id: number; area_name: string }[] };
type City = { city_id: number; city_name: string; zones: Zone[] };

/** A few of Pathao's real ids and names (Dhaka 1, Chattogram 2), enough for pickers and tests. */
export const PATHAO_STAND_IN_CITIES: City[] = [
  {
    city_id: 1,
    city_name: 'Dhaka',
    zones: [
      {
        zone_id: 298,
        zone_name: 'Gulshan',
        areas: [
          { area_id: 10587, area_name: 'Gulshan 1' },
          { area_id: 10588, area_name: 'Gulshan 2' },
        ],
      },
      {
        zone_id: 52,
        zone_name: 'Mirpur',
        areas: [
          { area_id: 3069, area_name: 'Mirpur 10' },
          { area_id: 3070, area_name: 'Mirpur 11' },
        ],
      },
      { zone_id: 53, zone_name: 'Dhanmondi', areas: [] },
    ],
  },
  {
    city_id: 2,
    city_name: 'Chattogram',
    zones: [
      {
        zone_id: 72,
        zone_name: 'Agrabad',
        areas: [{ area_id: 5000, area_name: 'Agrabad C/A' }],
      },
    ],
  },
  { city_id: 17, city_name: 'Barisal', zones: [] },
];

export type WebhookSignature = 'right' | 'wrong' | 'none';

export type WebhookReply = { status: number; headers: Headers; body: unknown };

export type PathaoStandInOptions = {
  /** expires_in of each access token; Pathao's last days (432000 s seen in the packages). */
  tokenLifetimeSeconds?: number;
  port?: number;
};

export type PathaoStandIn = {
  origin: string;
  /** What to give the shop: this server's address, the credentials it takes, webhookSecret set. */
  settings: PathaoSettings;
  readonly grants: number;
  readonly refreshes: number;
  calls: { operation: PathaoStandInOperation; status: number }[];
  orders: Map<string, PathaoStandInOrder>;
  /** Phone → its record across Pathao's merchants; unknown phones have none (zeros). */
  customers: Map<string, { total_delivery: number; successful_delivery: number }>;
  /** 'down': every API call answers 503; 'slow': none answers until set back to 'up'. */
  setMode(mode: 'up' | 'down' | 'slow'): void;
  failNext(operation: PathaoStandInOperation, failure: PathaoStandInFailure): void;
  setTokenLifetime(seconds: number): void;
  /** Every access token issued so far expires now (calls with one answer 401). */
  expireTokens(): void;
  /** Every access and refresh token issued so far is revoked (a password change). */
  revokeTokens(): void;
  /** Moves an order on as Pathao would (the info call reports it); returns the webhook body. */
  setStatus(consignmentId: string, event: PathaoEvent): Record<string, unknown>;
  /** `body` as given, else setStatus's; posting the same body twice is a duplicate. */
  postWebhook(
    url: string,
    event: { body: Record<string, unknown> } | { consignmentId: string; event: PathaoEvent },
    signature?: WebhookSignature,
  ): Promise<WebhookReply>;
  /** Pathao's check when the merchant saves the webhook address. */
  handshake(url: string, signature?: WebhookSignature): Promise<WebhookReply>;
  close(): Promise<void>;
};

const ROUTES: [string, RegExp, PathaoStandInOperation][] = [
  ['POST', /^\/aladdin\/api\/v1\/issue-token$/, 'token'],
  ['POST', /^\/api\/v1\/user\/success$/, 'success'],
  ['POST', /^\/aladdin\/api\/v1\/orders$/, 'book'],
  ['GET', /^\/aladdin\/api\/v1\/city-list$/, 'cities'],
  ['GET', /^\/aladdin\/api\/v1\/cities\/(\d+)\/zone-list$/, 'zones'],
  ['GET', /^\/aladdin\/api\/v1\/zones\/(\d+)\/area-list$/, 'areas'],
  ['GET', /^\/aladdin\/api\/v1\/orders\/([^/]+)\/info$/, 'info'],
];

function jsonBody(raw: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(raw || '{}');
    return typeof parsed === 'object' && parsed ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Pathao's time in its answers and webhooks' updated_at: Dhaka's clock, 'YYYY-MM-DD HH:mm:ss'. */
export function dhakaTime(at: Date): string {
  return new Date(at.getTime() + 6 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function success(message: string, data: unknown) {
  return { message, type: 'success', code: 200, data };
}

function refusal(code: number, message: string, errors?: Record<string, string[]>) {
  return { status: code, body: { message, type: 'error', code, ...(errors ? { errors } : {}) } };
}

const PHONE = /^01[3-9]\d{8}$/;

export async function startPathaoStandIn(
  options: PathaoStandInOptions = {},
): Promise<PathaoStandIn> {
  const credentials = {
    clientId: `${1000 + Math.floor(Math.random() * 9000)}`,
    clientSecret: `stand-in-client-secret-${randomUUID()}`,
    username: 'merchant@sajghor.test',
    password: `stand-in-password-${randomUUID()}`,
    storeId: 130820,
  };
  const webhookSecret = `stand-in-webhook-secret-${randomUUID()}`;
  let tokenLifetime = options.tokenLifetimeSeconds ?? 432_000;
  let mode: 'up' | 'down' | 'slow' = 'up';
  let grants = 0;
  let refreshes = 0;
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const failures = new Map<PathaoStandInOperation, PathaoStandInFailure[]>();
  const orders = new Map<string, PathaoStandInOrder>();
  const customers: PathaoStandIn['customers'] = new Map();
  const calls: PathaoStandIn['calls'] = [];

  function issue() {
    const access = `standin-access-${randomBytes(24).toString('base64url')}`;
    const refresh = `standin-refresh-${randomBytes(24).toString('base64url')}`;
    accessTokens.set(access, Date.now() + tokenLifetime * 1000);
    refreshTokens.add(refresh);
    return {
      token_type: 'Bearer',
      expires_in: tokenLifetime,
      access_token: access,
      refresh_token: refresh,
    };
  }

  function passwordGrant(body: Record<string, unknown>) {
    if (body.username !== credentials.username || body.password !== credentials.password) {
      return refusal(401, 'The user credentials were incorrect.');
    }
    grants += 1;
    return { status: 200, body: issue() };
  }

  function refreshGrant(body: Record<string, unknown>) {
    const refresh = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    // A refresh token works once, as OAuth servers rotate them.
    if (!refreshTokens.delete(refresh)) return refusal(401, 'The refresh token is invalid.');
    refreshes += 1;
    return { status: 200, body: issue() };
  }

  function token(body: Record<string, unknown>) {
    if (
      body.client_id !== credentials.clientId ||
      body.client_secret !== credentials.clientSecret
    ) {
      return refusal(401, 'Client authentication failed');
    }
    if (body.grant_type === 'password') return passwordGrant(body);
    if (body.grant_type === 'refresh_token') return refreshGrant(body);
    return refusal(400, 'The authorization grant type is not supported.');
  }

  function orderErrors(body: Record<string, unknown>): Record<string, string[]> {
    const errors: Record<string, string[]> = {};
    const need = (field: string, ok: boolean, words: string) => {
      if (!ok) errors[field] = [words];
    };
    const int = (value: unknown) => Number.isInteger(value);
    need('store_id', body.store_id === credentials.storeId, 'The selected store id is invalid.');
    need(
      'recipient_name',
      typeof body.recipient_name === 'string' && body.recipient_name.length >= 3,
      'The recipient name must be at least 3 characters.',
    );
    need(
      'recipient_phone',
      typeof body.recipient_phone === 'string' && PHONE.test(body.recipient_phone),
      'The recipient phone format is invalid.',
    );
    need(
      'recipient_address',
      typeof body.recipient_address === 'string' && body.recipient_address.length >= 10,
      'The recipient address must be at least 10 characters.',
    );
    const city = PATHAO_STAND_IN_CITIES.find((entry) => entry.city_id === body.recipient_city);
    need('recipient_city', city !== undefined, 'The selected recipient city is invalid.');
    const zone = city?.zones.find((entry) => entry.zone_id === body.recipient_zone);
    need('recipient_zone', zone !== undefined, 'The selected recipient zone is invalid.');
    if (body.recipient_area !== undefined && body.recipient_area !== null) {
      const area = zone?.areas.find((entry) => entry.area_id === body.recipient_area);
      need('recipient_area', area !== undefined, 'The selected recipient area is invalid.');
    }
    need('delivery_type', body.delivery_type === 48 || body.delivery_type === 12, 'Invalid.');
    need('item_type', body.item_type === 1 || body.item_type === 2, 'Invalid.');
    need('item_quantity', int(body.item_quantity) && Number(body.item_quantity) >= 1, 'Invalid.');
    const weight = Number(body.item_weight);
    need('item_weight', weight >= 0.5 && weight <= 10, 'The item weight must be 0.5 to 10 kg.');
    need(
      'amount_to_collect',
      int(body.amount_to_collect) && Number(body.amount_to_collect) >= 0,
      'The amount to collect must be an integer.',
    );
    const reference = body.merchant_order_id;
    if (typeof reference === 'string') {
      const taken = [...orders.values()].some((order) => order.merchant_order_id === reference);
      need('merchant_order_id', !taken, 'The merchant order id has already been taken.');
    }
    return errors;
  }

  function book(body: Record<string, unknown>) {
    const errors = orderErrors(body);
    if (Object.keys(errors).length > 0) {
      return refusal(422, 'Please fix the given errors', errors);
    }
    const consignmentId = `DL${randomBytes(6).toString('hex').toUpperCase()}`;
    const order: PathaoStandInOrder = {
      consignment_id: consignmentId,
      merchant_order_id: String(body.merchant_order_id ?? ''),
      store_id: credentials.storeId,
      recipient_name: String(body.recipient_name),
      recipient_phone: String(body.recipient_phone),
      recipient_address: String(body.recipient_address),
      recipient_city: Number(body.recipient_city),
      recipient_zone: Number(body.recipient_zone),
      recipient_area: body.recipient_area == null ? null : Number(body.recipient_area),
      delivery_type: Number(body.delivery_type),
      item_type: Number(body.item_type),
      special_instruction:
        typeof body.special_instruction === 'string' ? body.special_instruction : null,
      item_quantity: Number(body.item_quantity),
      item_weight: Number(body.item_weight),
      amount_to_collect: Number(body.amount_to_collect),
      item_description: typeof body.item_description === 'string' ? body.item_description : null,
      delivery_fee: body.recipient_city === 1 ? 60 : 110,
      event: 'order.created',
      updatedAt: new Date(),
    };
    orders.set(consignmentId, order);
    return {
      status: 200,
      body: success('Order Created Successfully', {
        consignment_id: consignmentId,
        merchant_order_id: order.merchant_order_id,
        order_status: 'Pending',
        delivery_fee: order.delivery_fee,
      }),
    };
  }

  function info(consignmentId: string) {
    const order = orders.get(consignmentId);
    if (!order) return refusal(404, 'Order not found');
    const words = INFO_WORDS[order.event];
    return {
      status: 200,
      body: success('Order info', {
        consignment_id: order.consignment_id,
        merchant_order_id: order.merchant_order_id,
        order_status: words,
        order_status_slug: words.replace(/ /g, '_'),
        updated_at: dhakaTime(order.updatedAt),
        invoice_id: null,
      }),
    };
  }

  function list(operation: 'cities' | 'zones' | 'areas', id: number) {
    if (operation === 'cities') {
      const data = PATHAO_STAND_IN_CITIES.map(({ city_id, city_name }) => ({ city_id, city_name }));
      return { status: 200, body: success('City successfully fetched.', { data }) };
    }
    if (operation === 'zones') {
      const city = PATHAO_STAND_IN_CITIES.find((entry) => entry.city_id === id);
      const data = (city?.zones ?? []).map(({ zone_id, zone_name }) => ({ zone_id, zone_name }));
      return { status: 200, body: success('Zone list fetched.', { data }) };
    }
    const zone = PATHAO_STAND_IN_CITIES.flatMap((city) => city.zones).find(
      (entry) => entry.zone_id === id,
    );
    const data = (zone?.areas ?? []).map((area) => ({
      ...area,
      home_delivery_available: true,
      pickup_available: true,
    }));
    return { status: 200, body: success('Area list fetched.', { data }) };
  }

  function customerRecord(body: Record<string, unknown>) {
    const phone = typeof body.phone === 'string' ? body.phone : '';
    if (!PHONE.test(phone)) {
      return refusal(422, 'Please fix the given errors', {
        phone: ['The phone format is invalid.'],
      });
    }
    const customer = customers.get(phone) ?? { total_delivery: 0, successful_delivery: 0 };
    return { status: 200, body: success('Successfully fetched', { customer }) };
  }

  function route(method: string, path: string): [PathaoStandInOperation, string] | null {
    for (const [verb, pattern, operation] of ROUTES) {
      const match = method === verb ? pattern.exec(path) : null;
      if (match) return [operation, decodeURIComponent(match[1] ?? '')];
    }
    return null;
  }

  function authorized(headers: IncomingMessage['headers']) {
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    const expires = bearer ? accessTokens.get(bearer) : undefined;
    if (expires === undefined || expires <= Date.now()) return refusal(401, 'Unauthenticated.');
    return null;
  }

  function answer(
    operation: PathaoStandInOperation,
    id: string,
    headers: IncomingMessage['headers'],
    body: Record<string, unknown>,
  ): { status: number; body: unknown } {
    if (operation === 'token') return token(body);
    const denied = authorized(headers);
    if (denied) return denied;
    if (operation === 'book') return book(body);
    if (operation === 'info') return info(id);
    if (operation === 'success') return customerRecord(body);
    return list(operation, Number(id));
  }

  function serve(request: IncomingMessage, response: ServerResponse, raw: string) {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const routed = route(request.method ?? 'GET', path);
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (!routed) return reply(404, { message: 'no Route matched with those values' });
    const [operation, id] = routed;
    const forced = failures.get(operation)?.shift();
    if (mode === 'slow' || forced === 'timeout') {
      calls.push({ operation, status: 0 });
      return; // never answers; close() ends the connection
    }
    const result =
      mode === 'down'
        ? { status: 503, body: { message: 'Service Unavailable' } }
        : forced === 'http500'
          ? { status: 500, body: { message: 'Server Error' } }
          : (forced ?? answer(operation, id, request.headers, jsonBody(raw) ?? {}));
    calls.push({ operation, status: result.status });
    reply(result.status, result.body);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => serve(request, response, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  function orderOf(consignmentId: string): PathaoStandInOrder {
    const order = orders.get(consignmentId);
    if (!order) throw new Error(`The Pathao stand-in has no order ${consignmentId}`);
    return order;
  }

  /** The webhook body of the order's latest event, as Pathao's samples show it. */
  function webhookBody(order: PathaoStandInOrder): Record<string, unknown> {
    const event = order.event;
    const extra: Record<string, unknown> = {};
    if (['order.created', 'order.updated', 'order.pickup-requested'].includes(event)) {
      extra.delivery_fee = order.delivery_fee;
    }
    if (event === 'order.partial-delivery') {
      extra.collected_amount = Math.floor(order.amount_to_collect / 2);
    }
    if (['order.returned', 'order.delivery-failed', 'order.on-hold'].includes(event)) {
      extra.reason = 'Customer did not pick up the phone';
    }
    if (event === 'order.paid') extra.invoice_id = `INV${order.consignment_id.slice(2)}`;
    return {
      consignment_id: order.consignment_id,
      merchant_order_id: order.merchant_order_id,
      updated_at: dhakaTime(order.updatedAt),
      timestamp: order.updatedAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
      store_id: order.store_id,
      event,
      ...extra,
    };
  }

  function setStatus(consignmentId: string, event: PathaoEvent) {
    const order = orderOf(consignmentId);
    order.event = event;
    // Whole seconds, as Pathao's times are; never the same second twice for one order.
    const next = Math.floor(Date.now() / 1000) * 1000;
    order.updatedAt = new Date(Math.max(next, order.updatedAt.getTime() + 1000));
    return webhookBody(order);
  }

  async function post(url: string, body: unknown, signature: WebhookSignature) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature === 'right') headers['x-pathao-signature'] = webhookSecret;
    if (signature === 'wrong') headers['x-pathao-signature'] = `not-${webhookSecret}`;
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: response.status, headers: response.headers, body: parsed };
  }

  return {
    origin,
    settings: { baseUrl: origin, ...credentials, webhookSecret },
    get grants() {
      return grants;
    },
    get refreshes() {
      return refreshes;
    },
    calls,
    orders,
    customers,
    setMode(next) {
      mode = next;
    },
    failNext(operation, failure) {
      failures.set(operation, [...(failures.get(operation) ?? []), failure]);
    },
    setTokenLifetime(seconds) {
      tokenLifetime = seconds;
    },
    expireTokens() {
      for (const access of accessTokens.keys()) accessTokens.set(access, Date.now() - 1);
    },
    revokeTokens() {
      accessTokens.clear();
      refreshTokens.clear();
    },
    setStatus,
    postWebhook(url, event, signature = 'right') {
      const body = 'body' in event ? event.body : setStatus(event.consignmentId, event.event);
      return post(url, body, signature);
    },
    handshake(url, signature = 'right') {
      return post(url, { event: 'webhook_integration' }, signature);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
