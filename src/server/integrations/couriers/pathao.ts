/**
 * Pathao's merchant API ("aladdin" v1) as its public integrations use it
 * (../shared/research/bd-commerce.md). It offers no cancel: the admin uses Pathao's merchant panel.
 */
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  type CourierOperation,
  type DeliveryCounts,
  MIN_PARCEL_WEIGHT_KG,
  type ShipmentStatus,
} from '#shared/delivery';
import type { StoredToken, TokenStore } from '../payments/token-store';
import { PATHAO_LIVE_URL, PATHAO_SANDBOX_URL, type PathaoSettings } from './config';
import {
  type CallRecord,
  type Courier,
  CourierError,
  CourierWebhookError,
  type OnCall,
  type ParcelUpdate,
  type WebhookOutcome,
  wholeTaka,
} from './courier';
import { courierCall } from './courier-http';

export type PathaoLocation = { id: number; name: string };

/** Pathao also answers its city → zone → area lists, which its bookings need. */
export type PathaoCourier = Courier & {
  cities(onCall: OnCall): Promise<PathaoLocation[]>;
  zones(cityId: number, onCall: OnCall): Promise<PathaoLocation[]>;
  areas(zoneId: number, onCall: OnCall): Promise<PathaoLocation[]>;
};

/**
 * Pathao's words from webhook events and order info, normalised by `wordOf`:
 * - pickup steps stay 'booked' (the parcel is still at the store; a failed pickup is retried).
 * - delivery failed and on hold: Pathao tries again or waits for the shopper (may move on).
 * - paid return: the shopper paid the fee but refused the goods.
 * Events absent here say nothing about where the parcel is (updated, paid, exchanged).
 */
const STATUS_OF_WORD: Record<string, ShipmentStatus> = {
  created: 'booked',
  pending: 'booked',
  'pickup-requested': 'booked',
  'assigned-for-pickup': 'booked',
  'pickup-failed': 'booked',
  picked: 'picked_up',
  pickup: 'picked_up',
  'at-the-sorting-hub': 'in_transit',
  sorting: 'in_transit',
  'in-transit': 'in_transit',
  transit: 'in_transit',
  'received-at-last-mile-hub': 'in_transit',
  'assigned-for-delivery': 'out_for_delivery',
  delivered: 'delivered',
  'partial-delivery': 'partial_delivered',
  'delivery-failed': 'on_hold',
  'on-hold': 'on_hold',
  hold: 'on_hold',
  'pickup-cancelled': 'cancelled',
  returned: 'returned',
  return: 'returned',
  'paid-return': 'returned',
};

/** Why an event with no place in a parcel's journey is ignored. */
const IGNORED_WORDS: Record<string, string> = {
  updated: "the order's details changed, not where it is",
  paid: "Pathao paid the parcel's cash out: admins record payouts",
  exchanged: 'the shop books no exchange parcels',
};

/** 'order.at-the-sorting-hub', 'Received_at_Last_Mile_HUB', 'On Hold' → one spelling. */
function wordOf(status: string): string {
  return status
    .trim()
    .toLowerCase()
    .replace(/^order\./, '')
    .replace(/[\s_]+/g, '-');
}

/** Pathao's updated_at, 'YYYY-MM-DD HH:mm:ss' on Dhaka's clock (UTC+6, no daylight saving). */
function dhakaTimeOf(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(text.trim());
  if (!match) return null;
  const at = new Date(`${match[1]}T${match[2]}+06:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Pathao states taka, sometimes with fractions (a fee of 83.46). */
function poishaOf(taka: number | null | undefined): number | null {
  return taka === null || taka === undefined ? null : Math.round(taka * 100);
}

const taka = z.coerce.number().nonnegative();

const tokenAnswer = z.object({
  token_type: z.string().optional(),
  expires_in: z.coerce.number().int().positive(),
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
});

/** Pathao wraps lists twice: {data: {data: [...]}}. */
function listAnswer<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.object({ data: z.array(item) }) });
}
const cityList = listAnswer(z.object({ city_id: z.number().int(), city_name: z.string() }));
const zoneList = listAnswer(z.object({ zone_id: z.number().int(), zone_name: z.string() }));
const areaList = listAnswer(z.object({ area_id: z.number().int(), area_name: z.string() }));

const bookAnswer = z.object({
  message: z.string().optional(),
  data: z.object({
    consignment_id: z.string().min(1),
    merchant_order_id: z.string().nullish(),
    order_status: z.string().min(1),
    delivery_fee: taka.nullish(),
  }),
});

const infoAnswer = z.object({
  data: z.object({
    consignment_id: z.string().min(1),
    merchant_order_id: z.string().nullish(),
    order_status: z.string().min(1),
    order_status_slug: z.string().nullish(),
    updated_at: z.string().nullish(),
  }),
});

const successAnswer = z.object({
  data: z.object({
    customer: z.object({
      total_delivery: z.coerce.number().int().nonnegative(),
      successful_delivery: z.coerce.number().int().nonnegative(),
    }),
  }),
});

const webhookBody = z.object({
  event: z.string().min(1),
  consignment_id: z.string().min(1).optional(),
  merchant_order_id: z.string().nullish(),
  store_id: z.coerce.number().int().nullish(),
  updated_at: z.string().nullish(),
  timestamp: z.string().nullish(),
  delivery_fee: taka.nullish(),
  collected_amount: taka.nullish(),
  reason: z.string().nullish(),
});

/** Pathao's check when a merchant saves the webhook address: its page fixes this answer. */
export const PATHAO_HANDSHAKE_HEADER = 'X-Pathao-Merchant-Webhook-Integration-Secret';
export const PATHAO_HANDSHAKE_VALUE = 'f3992ecc-59da-4cbe-a049-a13da2018d51';

/** The success rate is on Pathao's merchant site, not its API host; a stand-in serves both. */
function merchantSiteOf(baseUrl: string): string {
  return baseUrl === PATHAO_LIVE_URL || baseUrl === PATHAO_SANDBOX_URL
    ? 'https://merchant.pathao.com'
    : baseUrl;
}

/** Hides token values from a call record: a token answer of an unexpected shape is quoted. */
function redact(message: string): string {
  return message.replace(/"(access_token|refresh_token)"\s*:\s*"[^"]*"?/g, '"$1":"(hidden)"');
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function headerOf(headers: Record<string, string | string[] | undefined>, name: string) {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function createPathaoCourier(
  settings: PathaoSettings,
  options: { tokens: TokenStore; timeoutMs: number; now?: () => number },
): PathaoCourier {
  const now = options.now ?? Date.now;
  const api = `${settings.baseUrl}/aladdin/api/v1`;
  const jsonHeaders = { 'content-type': 'application/json', accept: 'application/json' };

  async function tokenCall(body: Record<string, string>, onCall: OnCall): Promise<StoredToken> {
    const answer = await courierCall({
      courier: 'Pathao',
      operation: 'token',
      url: `${api}/issue-token`,
      init: { method: 'POST', headers: jsonHeaders, body: JSON.stringify(body) },
      schema: tokenAnswer,
      timeoutMs: options.timeoutMs,
      onCall: (call) => onCall({ ...call, message: redact(call.message) }),
      describe: (token) => `token for ${token.expires_in}s`,
    });
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
      expiresAt: new Date(now() + answer.expires_in * 1000),
    };
  }

  async function renew(current: StoredToken | null, onCall: OnCall): Promise<StoredToken> {
    const client = { client_id: settings.clientId, client_secret: settings.clientSecret };
    if (current?.refreshToken) {
      try {
        const body = {
          ...client,
          grant_type: 'refresh_token',
          refresh_token: current.refreshToken,
        };
        return await tokenCall(body, onCall);
      } catch (error) {
        // Pathao down: so is the grant. Refused (expired, revoked): grant afresh.
        if (!(error instanceof CourierError) || error.retryable) throw error;
      }
    }
    const user = { username: settings.username, password: settings.password };
    return tokenCall({ ...client, ...user, grant_type: 'password' }, onCall);
  }

  function token(onCall: OnCall, rejected?: string): Promise<StoredToken> {
    return options.tokens.get('pathao', (current) => renew(current, onCall), { rejected });
  }

  async function authorized<Schema extends z.ZodType>(
    request: {
      operation: CourierOperation;
      url: string;
      method: 'GET' | 'POST';
      body?: unknown;
      schema: Schema;
      describe?: (answer: z.output<Schema>) => string;
    },
    onCall: OnCall,
  ): Promise<z.output<Schema>> {
    const attempt = async (current: StoredToken) => {
      let status: number | null = null;
      try {
        return await courierCall({
          courier: 'Pathao',
          operation: request.operation,
          url: request.url,
          init: {
            method: request.method,
            headers: { ...jsonHeaders, authorization: `Bearer ${current.accessToken}` },
            ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
          },
          schema: request.schema,
          timeoutMs: options.timeoutMs,
          onCall: (call: CallRecord) => {
            status = call.httpStatus;
            onCall(call);
          },
          ...(request.describe ? { describe: request.describe } : {}),
        });
      } catch (error) {
        if (status === 401) return { refused: true as const, error };
        throw error;
      }
    };
    const first = await token(onCall);
    const answer = await attempt(first);
    if (!isRefused(answer)) return answer;
    const fresh = await token(onCall, first.accessToken);
    const again = await attempt(fresh);
    if (isRefused(again)) {
      throw new CourierError(`${request.operation}: Pathao refused a fresh token`, false, null, {
        cause: again.error,
      });
    }
    return again;
  }

  function updateOf(fields: {
    consignmentId: string;
    reference: string | null;
    word: string;
    courierStatus: string;
    message: string | null;
    occurredAt: Date;
    collectedAmount: number | null;
    charge: number | null;
  }): ParcelUpdate | null {
    const status = STATUS_OF_WORD[fields.word];
    if (!status) return null;
    const { word: _word, ...update } = fields;
    return {
      ...update,
      status,
      // Keyed on the shop's status rather than Pathao's word, so the webhook and the status
      // poll reporting the same moment ('order.delivered' vs 'Delivered') are one event.
      eventKey: `pathao:${fields.consignmentId}:${status}:${fields.occurredAt.toISOString()}`,
    };
  }

  async function book(parcel: Parameters<Courier['book']>[0], onCall: OnCall) {
    const place = parcel.recipient.pathao;
    if (!place) {
      throw new CourierError('book: Pathao needs the city and zone', false, null);
    }
    const weightKg = Math.max(MIN_PARCEL_WEIGHT_KG, Math.round(parcel.weightGrams / 100) / 10);
    const body = {
      store_id: settings.storeId,
      merchant_order_id: parcel.reference,
      recipient_name: parcel.recipient.name,
      recipient_phone: parcel.recipient.phone,
      recipient_address: parcel.recipient.address,
      recipient_city: place.cityId,
      recipient_zone: place.zoneId,
      ...(place.areaId === undefined ? {} : { recipient_area: place.areaId }),
      // 48: normal delivery (12 is on-demand); 2: a parcel, not a document.
      delivery_type: 48,
      item_type: 2,
      special_instruction: parcel.note ?? '',
      item_quantity: Math.max(1, parcel.itemCount),
      item_weight: weightKg,
      amount_to_collect: wholeTaka(parcel.codAmount),
      item_description: parcel.itemDescription,
    };
    const answer = await authorized(
      {
        operation: 'book',
        url: `${api}/orders`,
        method: 'POST',
        body,
        schema: bookAnswer,
        describe: (booked) => `${booked.data.consignment_id} ${booked.data.order_status}`,
      },
      onCall,
    );
    const { consignment_id, order_status, delivery_fee } = answer.data;
    return {
      consignmentId: consignment_id,
      // Pathao tracks a parcel by its consignment id.
      trackingCode: consignment_id,
      status: STATUS_OF_WORD[wordOf(order_status)] ?? 'booked',
      courierStatus: order_status,
      charge: poishaOf(delivery_fee),
    };
  }

  async function status(parcel: Parameters<Courier['status']>[0], onCall: OnCall) {
    const answer = await authorized(
      {
        operation: 'status',
        url: `${api}/orders/${encodeURIComponent(parcel.consignmentId)}/info`,
        method: 'GET',
        schema: infoAnswer,
        describe: (info) => info.data.order_status,
      },
      onCall,
    );
    const info = answer.data;
    if (info.consignment_id !== parcel.consignmentId) {
      throw new CourierError('status: Pathao answered about another parcel', false);
    }
    const update = updateOf({
      consignmentId: info.consignment_id,
      reference: info.merchant_order_id ?? null,
      word: wordOf(info.order_status_slug ?? info.order_status),
      courierStatus: info.order_status,
      message: null,
      occurredAt: (info.updated_at && dhakaTimeOf(info.updated_at)) || new Date(now()),
      collectedAmount: null,
      charge: null,
    });
    if (!update) {
      throw new CourierError(
        `status: Pathao's status '${info.order_status}' is not one the shop knows`,
        false,
        info.order_status,
      );
    }
    return update;
  }

  function verifySignature(headers: Record<string, string | string[] | undefined>) {
    const expected = settings.webhookSecret;
    const given = headerOf(headers, 'x-pathao-signature');
    if (!expected || !given || !sameSecret(given, expected)) {
      throw new CourierWebhookError(401, 'not signed with the Pathao webhook secret');
    }
  }

  function readWebhook(request: Parameters<Courier['readWebhook']>[0]): WebhookOutcome {
    verifySignature(request.headers);
    const parsed = webhookBody.safeParse(request.body);
    if (!parsed.success) throw new CourierWebhookError(400, 'not a Pathao webhook');
    const body = parsed.data;
    if (body.event === 'webhook_integration') {
      return {
        kind: 'handshake',
        status: 202,
        headers: { [PATHAO_HANDSHAKE_HEADER]: PATHAO_HANDSHAKE_VALUE },
        body: { received: true },
      };
    }
    return orderEvent(body);
  }

  function orderEvent(body: z.output<typeof webhookBody>): WebhookOutcome {
    if (!body.consignment_id) throw new CourierWebhookError(400, 'no consignment_id');
    if (body.store_id != null && body.store_id !== settings.storeId) {
      return { kind: 'ignored', reason: `store ${body.store_id} is not this shop's` };
    }
    const word = wordOf(body.event);
    const ignored = IGNORED_WORDS[word];
    if (ignored) return { kind: 'ignored', reason: `${body.event}: ${ignored}` };
    const occurredAt = eventTimeOf(body);
    if (!occurredAt) throw new CourierWebhookError(400, 'no time on the event');
    const update = updateOf({
      consignmentId: body.consignment_id,
      reference: body.merchant_order_id ?? null,
      word,
      courierStatus: body.event,
      message: body.reason ?? null,
      occurredAt,
      collectedAmount: poishaOf(body.collected_amount),
      charge: poishaOf(body.delivery_fee),
    });
    if (!update) return { kind: 'ignored', reason: `${body.event}: not an event the shop knows` };
    return { kind: 'update', update };
  }

  async function deliveryRecord(phone: string, onCall: OnCall): Promise<DeliveryCounts> {
    const answer = await authorized(
      {
        operation: 'fraud_check',
        url: `${merchantSiteOf(settings.baseUrl)}/api/v1/user/success`,
        method: 'POST',
        body: { phone },
        schema: successAnswer,
        describe: ({ data }) =>
          `${data.customer.successful_delivery} of ${data.customer.total_delivery} delivered`,
      },
      onCall,
    );
    const { total_delivery, successful_delivery } = answer.data.customer;
    // Pathao counts parcels and successful ones; the rest came back, whether refused at the door
    // or cancelled on the way, so they count as returned.
    const delivered = Math.min(successful_delivery, total_delivery);
    return { delivered, returned: total_delivery - delivered, cancelled: 0 };
  }

  async function locations<Schema extends z.ZodType>(
    path: string,
    schema: Schema,
    onCall: OnCall,
  ): Promise<z.output<Schema>> {
    return authorized(
      { operation: 'locations', url: `${api}${path}`, method: 'GET', schema },
      onCall,
    );
  }

  return {
    name: 'pathao',
    book,
    status,
    cancel: null,
    readWebhook,
    deliveryRecord,
    async cities(onCall) {
      const answer = await locations('/city-list', cityList, onCall);
      return answer.data.data.map((city) => ({ id: city.city_id, name: city.city_name.trim() }));
    },
    async zones(cityId, onCall) {
      const answer = await locations(`/cities/${cityId}/zone-list`, zoneList, onCall);
      return answer.data.data.map((zone) => ({ id: zone.zone_id, name: zone.zone_name.trim() }));
    },
    async areas(zoneId, onCall) {
      const answer = await locations(`/zones/${zoneId}/area-list`, areaList, onCall);
      return answer.data.data.map((area) => ({ id: area.area_id, name: area.area_name.trim() }));
    },
  };
}

/** The event's `timestamp` (ISO, with its offset), else its `updated_at` on Dhaka's clock. */
function eventTimeOf(body: { timestamp?: string | null; updated_at?: string | null }) {
  if (body.timestamp && !Number.isNaN(Date.parse(body.timestamp))) return new Date(body.timestamp);
  return body.updated_at ? dhakaTimeOf(body.updated_at) : null;
}

function isRefused(answer: unknown): answer is { refused: true; error: unknown } {
  return typeof answer === 'object' && answer !== null && 'refused' in answer;
}
