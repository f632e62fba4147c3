/**
 * Steadfast's merchant API v1 as its published documentation shows it
 * (../shared/research/bd-commerce.md). The API cannot cancel a parcel (the admin asks Steadfast).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ShipmentStatus } from '#shared/delivery';
import type { SteadfastSettings } from './config';
import {
  type BookedParcel,
  type Courier,
  CourierError,
  CourierWebhookError,
  type KnownParcel,
  type OnCall,
  type ParcelBooking,
  type ParcelUpdate,
  type ReturnRequested,
  type WebhookOutcome,
  wholeTaka,
} from './courier';
import { courierCall } from './courier-http';

/**
 * Steadfast says nothing between accepting a parcel and its end: `pending` is "on its way". The
 * `*_approval_pending` states await its cash reconciliation and are NOT final here, as nothing
 * moves a parcel out of a final state and Steadfast may correct them; `unknown` means "contact
 * Steadfast's support": on_hold, so the admin sees it.
 */
export const STEADFAST_STATUS_MAP: Readonly<Record<string, ShipmentStatus>> = {
  in_review: 'booked',
  pending: 'in_transit',
  delivered_approval_pending: 'out_for_delivery',
  partial_delivered_approval_pending: 'out_for_delivery',
  cancelled_approval_pending: 'on_hold',
  unknown_approval_pending: 'on_hold',
  hold: 'on_hold',
  unknown: 'on_hold',
  delivered: 'delivered',
  partial_delivered: 'partial_delivered',
  cancelled: 'cancelled',
};

/** Some webhook copies show 'Delivered', 'Partial Delivered' rather than the documented form. */
export function steadfastWord(status: string): string {
  return status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export function steadfastStatus(status: string): ShipmentStatus | null {
  return STEADFAST_STATUS_MAP[steadfastWord(status)] ?? null;
}

const taka = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);
const count = z.union([
  z.number().int().nonnegative(),
  z.string().regex(/^\d+$/).transform(Number),
]);
const consignmentId = z.union([
  z.number().int().positive().transform(String),
  z.string().regex(/^\d+$/),
]);

const bookAnswer = z.object({
  status: z.literal(200),
  message: z.string().optional(),
  consignment: z.object({
    consignment_id: consignmentId,
    tracking_code: z.string().min(1),
    status: z.string().min(1),
  }),
});

const statusAnswer = z.object({ status: z.literal(200), delivery_status: z.string().min(1) });

/** A return request's statuses, as Steadfast's documentation lists them. */
export const STEADFAST_RETURN_STATUSES = [
  'pending',
  'approved',
  'processing',
  'completed',
  'cancelled',
] as const;

const returnAnswer = z.object({
  id: consignmentId,
  consignment_id: consignmentId.nullish(),
  reason: z.string().nullish(),
  status: z.enum(STEADFAST_RETURN_STATUSES),
});

/**
 * The fraud check's answer. Its shape is not in Steadfast's published documentation; integrations
 * read total_delivered and total_cancelled (total_returned in some, sometimes under `data`).
 */
const fraudCounts = z.object({
  total_delivered: count,
  total_cancelled: count,
  total_returned: count.optional(),
});
const fraudAnswer = z.union([
  fraudCounts,
  z.object({ data: fraudCounts }).transform((answer) => answer.data),
]);

/** Steadfast's webhook time: Dhaka local 'YYYY-MM-DD HH:MM:SS' (Bangladesh has no summer time). */
const DHAKA_LOCAL = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/;

function courierTime(value: string): Date | null {
  const local = DHAKA_LOCAL.exec(value.trim());
  const at = local ? new Date(`${local[1]}T${local[2]}+06:00`) : new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A moment as Dhaka wall time with its offset, '2025-03-02T12:45:30+06:00', for event keys. */
function dhakaIso(at: Date): string {
  return `${new Date(at.getTime() + 6 * 3600_000).toISOString().slice(0, 19)}+06:00`;
}

const webhookTime = z.string().transform((value, context) => {
  const at = courierTime(value);
  if (at) return at;
  context.addIssue({ code: 'custom', message: 'not a time' });
  return z.NEVER;
});

const deliveryStatusHook = z.object({
  notification_type: z.literal('delivery_status'),
  consignment_id: consignmentId,
  invoice: z.string().nullish(),
  cod_amount: taka.nullish(),
  status: z.string().min(1),
  delivery_charge: taka.nullish(),
  tracking_message: z.string().nullish(),
  updated_at: webhookTime,
});

const trackingUpdateHook = z.object({
  notification_type: z.literal('tracking_update'),
  consignment_id: consignmentId,
  invoice: z.string().nullish(),
  tracking_message: z.string().nullish(),
  updated_at: webhookTime,
});

const notification = z.object({ notification_type: z.string().min(1) });

const poisha = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : Math.round(amount * 100);

/** Constant-time comparison of two secrets of any length (digests of equal size). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(headers: Record<string, string | string[] | undefined>): string | null {
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization');
  const value = Array.isArray(entry?.[1]) ? entry[1][0] : entry?.[1];
  const match = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return match?.[1] ?? null;
}

function deliveryUpdate(hook: z.output<typeof deliveryStatusHook>): ParcelUpdate | null {
  const status = steadfastStatus(hook.status);
  if (!status) return null;
  const word = steadfastWord(hook.status);
  // Steadfast states the parcel's COD in every notification, cancelled ones too: it counts as
  // collected only once Steadfast says the parcel was delivered (in whole or in part).
  const delivered = status === 'delivered' || status === 'partial_delivered';
  return {
    consignmentId: hook.consignment_id,
    reference: hook.invoice ?? null,
    status,
    courierStatus: word,
    message: hook.tracking_message || null,
    occurredAt: hook.updated_at,
    collectedAmount: delivered ? poisha(hook.cod_amount) : null,
    charge: poisha(hook.delivery_charge),
    eventKey: `steadfast:${hook.consignment_id}:delivery_status:${word}:${dhakaIso(hook.updated_at)}`,
  };
}

function unreadable(what: string): CourierWebhookError {
  return new CourierWebhookError(400, `Steadfast webhook: ${what}`);
}

/**
 * A tracking_update has no status, and guessing one could move a parcel wrongly, so it is ignored:
 * the delivery_status webhooks and the poll move the parcel.
 */
function outcomeOf(body: unknown): WebhookOutcome {
  const kind = notification.safeParse(body);
  if (!kind.success) throw unreadable('no notification_type');
  const type = kind.data.notification_type;
  if (type === 'tracking_update') {
    const hook = trackingUpdateHook.safeParse(body);
    if (!hook.success) throw unreadable('a tracking_update without its fields');
    const { consignment_id: id, tracking_message: message } = hook.data;
    return { kind: 'ignored', reason: `tracking_update for ${id}: ${message || '(no message)'}` };
  }
  if (type !== 'delivery_status') {
    return { kind: 'ignored', reason: `notification_type ${type} is not used` };
  }
  const hook = deliveryStatusHook.safeParse(body);
  if (!hook.success) throw unreadable('a delivery_status without its fields');
  const update = deliveryUpdate(hook.data);
  return update
    ? { kind: 'update', update }
    : { kind: 'ignored', reason: `unlisted Steadfast status "${hook.data.status}"` };
}

export function createSteadfastCourier(
  settings: SteadfastSettings,
  options: { timeoutMs: number },
): Courier {
  const headers = {
    'Api-Key': settings.apiKey,
    'Secret-Key': settings.secretKey,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  const call = <Schema extends z.ZodType>(
    operation: 'book' | 'status' | 'fraud_check' | 'return_request',
    path: string,
    init: RequestInit,
    schema: Schema,
    onCall: OnCall,
    describe: (answer: z.output<Schema>) => string,
  ) =>
    courierCall({
      courier: 'Steadfast',
      operation,
      url: `${settings.baseUrl}${path}`,
      init: { ...init, headers },
      schema,
      timeoutMs: options.timeoutMs,
      onCall,
      describe,
    });

  async function book(parcel: ParcelBooking, onCall: OnCall): Promise<BookedParcel> {
    const body = {
      invoice: parcel.reference,
      recipient_name: parcel.recipient.name,
      recipient_phone: parcel.recipient.phone,
      recipient_address: parcel.recipient.address,
      cod_amount: wholeTaka(parcel.codAmount),
      ...(parcel.note ? { note: parcel.note } : {}),
      item_description: parcel.itemDescription,
      total_lot: parcel.itemCount,
      delivery_type: 0, // home delivery (1 is pickup at a Steadfast hub)
    };
    const answer = await call(
      'book',
      '/create_order',
      { method: 'POST', body: JSON.stringify(body) },
      bookAnswer,
      onCall,
      (good) => `${good.consignment.status}: consignment ${good.consignment.consignment_id}`,
    );
    const word = steadfastWord(answer.consignment.status);
    return {
      consignmentId: answer.consignment.consignment_id,
      trackingCode: answer.consignment.tracking_code,
      // A new consignment is in_review; any other word at booking is still a booked parcel.
      status: steadfastStatus(word) ?? 'booked',
      courierStatus: word,
      charge: null,
    };
  }

  /**
   * The status call states no time, so its key is the consignment and status alone: each status the
   * poll sees is recorded once (only the webhook, keyed by Steadfast's time, records a repeat).
   */
  async function status(parcel: KnownParcel, onCall: OnCall): Promise<ParcelUpdate> {
    const answer = await call(
      'status',
      `/status_by_cid/${encodeURIComponent(parcel.consignmentId)}`,
      { method: 'GET' },
      statusAnswer,
      onCall,
      (good) => good.delivery_status,
    );
    const word = steadfastWord(answer.delivery_status);
    const mapped = steadfastStatus(word);
    if (!mapped) {
      throw new CourierError(
        `Steadfast status: unlisted status "${word}"`,
        false,
        answer.delivery_status,
      );
    }
    return {
      consignmentId: parcel.consignmentId,
      reference: parcel.reference,
      status: mapped,
      courierStatus: word,
      message: null,
      occurredAt: new Date(),
      collectedAmount: null,
      charge: null,
      eventKey: `steadfast:${parcel.consignmentId}:poll:${word}`,
    };
  }

  function readWebhook(request: {
    headers: Record<string, string | string[] | undefined>;
    body: unknown;
  }): WebhookOutcome {
    const expected = settings.webhookToken;
    const given = bearerToken(request.headers);
    // No token configured: nothing can prove a call is Steadfast's, so none is believed.
    if (!expected || !given || !sameSecret(given, expected)) {
      throw new CourierWebhookError(401, 'Steadfast webhook: wrong or missing Bearer token');
    }
    let body = request.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        throw unreadable('the body is not JSON');
      }
    }
    return outcomeOf(body);
  }

  async function deliveryRecord(phone: string, onCall: OnCall) {
    const answer = await call(
      'fraud_check',
      `/fraud_check/${encodeURIComponent(phone)}`,
      { method: 'GET' },
      fraudAnswer,
      onCall,
      (good) => `delivered ${good.total_delivered}, cancelled ${good.total_cancelled}`,
    );
    return {
      delivered: answer.total_delivered,
      returned: answer.total_returned ?? 0,
      cancelled: answer.total_cancelled,
    };
  }

  /** The documented reason field takes free text; Steadfast's panel shows it to its riders. */
  async function requestReturn(
    parcel: KnownParcel,
    reason: string,
    onCall: OnCall,
  ): Promise<ReturnRequested> {
    const body = { consignment_id: Number(parcel.consignmentId), reason: reason.slice(0, 250) };
    const answer = await call(
      'return_request',
      '/create_return_request',
      { method: 'POST', body: JSON.stringify(body) },
      returnAnswer,
      onCall,
      (good) => `${good.status}: return request ${good.id}`,
    );
    return { reference: answer.id, courierStatus: answer.status };
  }

  return {
    name: 'steadfast',
    book,
    status,
    cancel: null,
    readWebhook,
    deliveryRecord,
    requestReturn,
  };
}
