/**
 * Every courier behind one interface (CONVENTIONS "Outside services"). Amounts are poisha here and
 * whole taka on the wire.
 */
import type {
  CourierName,
  CourierOperation,
  DeliveryCounts,
  ShipmentStatus,
} from '#shared/delivery';

export type ParcelBooking = {
  /** Ours, unique per parcel: Steadfast's `invoice`, Pathao's `merchant_order_id`. */
  reference: string;
  recipient: {
    name: string;
    /** Local form, 01XXXXXXXXX. */
    phone: string;
    address: string;
    city: string;
    /** Pathao needs its own city/zone (and optionally area) ids; others ignore them. */
    pathao?: { cityId: number; zoneId: number; areaId?: number };
  };
  /** Poisha to collect at the door: 0 when the order is paid. */
  codAmount: number;
  weightGrams: number;
  itemCount: number;
  itemDescription: string;
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

export type KnownParcel = { reference: string; consignmentId: string; trackingCode: string };

export type ParcelUpdate = {
  consignmentId: string;
  /** Our reference, when the courier sends it back (Steadfast's invoice). */
  reference: string | null;
  status: ShipmentStatus;
  courierStatus: string;
  message: string | null;
  occurredAt: Date;
  /** Poisha collected and the courier's fee, when the update states them. */
  collectedAmount: number | null;
  charge: number | null;
  /** From the courier's own fields, never when the shop heard it: a replay changes nothing. */
  eventKey: string;
};

/** Pathao's `webhook_integration` handshake asks for a 202 with a header. */
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
  /** Checks the secret header in constant time; throws CourierWebhookError (401, 400). */
  readWebhook(request: {
    headers: Record<string, string | string[] | undefined>;
    body: unknown;
  }): WebhookOutcome;
  /** The phone's record across the courier's merchants, or null when this courier offers none. */
  deliveryRecord(phone: string, onCall: OnCall): Promise<DeliveryCounts | null>;
  /** Absent where the courier's API documents none (Pathao): the admin records the pickup. */
  requestReturn?(parcel: KnownParcel, reason: string, onCall: OnCall): Promise<ReturnRequested>;
};

export type ReturnRequested = { reference: string; courierStatus: string };

/** `retryable`: down, slow or overloaded; else `courierMessage` holds its words for the admin. */
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
