/**
 * One small interface for every courier (CONVENTIONS "Outside services"): the delivery module
 * (modules/delivery) only knows these calls; each provider file (steadfast.ts, pathao.ts) speaks
 * its courier's documented merchant API, validates every answer with a zod schema, and reports
 * each call through `onCall`. Amounts are poisha here and whole taka on the wire.
 */
import type {
  CourierName,
  CourierOperation,
  DeliveryCounts,
  ShipmentStatus,
} from '#shared/delivery';

/** What the shop sends to book a parcel. */
export type ParcelBooking = {
  /** Ours, unique per parcel: Steadfast's `invoice`, Pathao's `merchant_order_id`. */
  reference: string;
  recipient: {
    name: string;
    /** Local form, 01XXXXXXXXX. */
    phone: string;
    /** One line: address, area, city. */
    address: string;
    city: string;
    /** Pathao needs its own city/zone (and optionally area) ids; others ignore them. */
    pathao?: { cityId: number; zoneId: number; areaId?: number };
  };
  /** Poisha to collect at the door: 0 when the order is paid. */
  codAmount: number;
  weightGrams: number;
  /** Number of items, and their names for the courier's label. */
  itemCount: number;
  itemDescription: string;
  /** For the rider ('Call before coming'). */
  note: string | null;
};

export type BookedParcel = {
  consignmentId: string;
  trackingCode: string;
  /** The courier's status word at booking, mapped and as said. */
  status: ShipmentStatus;
  courierStatus: string;
  /** Poisha, when the courier states its fee at booking (Pathao does). */
  charge: number | null;
};

/** A parcel as the shop knows it, for calls after booking. */
export type KnownParcel = { reference: string; consignmentId: string; trackingCode: string };

/** What a courier says about a parcel, from a status call or a webhook. */
export type ParcelUpdate = {
  consignmentId: string;
  /** Our reference, when the courier sends it back (Steadfast's invoice). */
  reference: string | null;
  status: ShipmentStatus;
  courierStatus: string;
  message: string | null;
  /** When the courier says it happened. */
  occurredAt: Date;
  /** Poisha collected and the courier's fee, when the update states them. */
  collectedAmount: number | null;
  charge: number | null;
  /**
   * Unique per event the courier sent, so a replay changes nothing; built from the courier's own
   * fields (consignment, status, time), never from when the shop heard it.
   */
  eventKey: string;
};

/**
 * What a webhook call asked for: a parcel update, a handshake to answer (Pathao's
 * `webhook_integration` asks for a 202 with a header), or an event the shop has no use for.
 */
export type WebhookOutcome =
  | { kind: 'update'; update: ParcelUpdate }
  | { kind: 'handshake'; status: number; headers: Record<string, string>; body: unknown }
  | { kind: 'ignored'; reason: string };

export type CallRecord = {
  operation: CourierOperation;
  ok: boolean;
  httpStatus: number | null;
  /** The courier's status words, or ours: never a secret or a token. */
  message: string;
  durationMs: number;
};

export type OnCall = (call: CallRecord) => void;

export type Courier = {
  readonly name: CourierName;
  book(parcel: ParcelBooking, onCall: OnCall): Promise<BookedParcel>;
  status(parcel: KnownParcel, onCall: OnCall): Promise<ParcelUpdate>;
  /** Null when the courier's API cannot cancel (the admin is told to call the courier). */
  cancel: ((parcel: KnownParcel, onCall: OnCall) => Promise<void>) | null;
  /**
   * Checks a webhook call is the courier's (its secret header, compared in constant time) and
   * reads it. Throws CourierWebhookError (401 forged, 400 unreadable) otherwise.
   */
  readWebhook(request: {
    headers: Record<string, string | string[] | undefined>;
    body: unknown;
  }): WebhookOutcome;
  /** The phone's record across the courier's merchants, or null when this courier offers none. */
  deliveryRecord(phone: string, onCall: OnCall): Promise<DeliveryCounts | null>;
  /**
   * Asks the courier to bring a delivered parcel back to the shop (a shopper's return); answers
   * the courier's id for the return request. Absent where the courier's API documents none
   * (Pathao): the admin records the pickup by hand.
   */
  requestReturn?(parcel: KnownParcel, reason: string, onCall: OnCall): Promise<ReturnRequested>;
};

/** A return request the courier accepted: its id, and its status word ('pending'). */
export type ReturnRequested = { reference: string; courierStatus: string };

/**
 * A call that did not work. `retryable`: the courier was down, slow or overloaded (try again
 * later); false when it refused the request for good, with its own words in `courierMessage` for
 * the admin ('The recipient_phone must be 11 digits').
 */
export class CourierError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly courierMessage: string | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'CourierError';
  }
}

/** A webhook that is not the courier's (401) or cannot be read (400). */
export class CourierWebhookError extends Error {
  constructor(
    readonly statusCode: 400 | 401,
    message: string,
  ) {
    super(message);
    this.name = 'CourierWebhookError';
  }
}

/** Poisha as whole taka, rounded up, for a courier's `cod_amount`: a courier collects no poisha. */
export function wholeTaka(poisha: number): number {
  return Math.ceil(poisha / 100);
}
