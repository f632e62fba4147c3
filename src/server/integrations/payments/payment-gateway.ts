/**
 * Every payment gateway behind one interface (CONVENTIONS "Outside services"). Amounts are poisha
 * here and taka strings ('1250.00') on the wire.
 */
import type { GatewayOperation, PaymentGatewayName } from '#shared/payments';

export type PaymentStart = {
  /** Ours, unique per attempt: bKash's merchantInvoiceNumber, SSLCommerz's tran_id. */
  reference: string;
  /** Poisha. */
  amount: number;
  customer: {
    name: string;
    email: string;
    /** Local form, 01XXXXXXXXX. */
    phone: string;
    address: string;
    city: string;
    /** Four digits: the one the shopper typed, else the district's head post office's. */
    postcode: string;
  };
  description: string;
  /** bKash uses `callback` only (the outcome in `status`); SSLCommerz the other four. */
  returnUrls: { callback: string; success: string; fail: string; cancel: string; ipn: string };
};

export type StartedPayment = {
  /** bKash's paymentID, SSLCommerz's sessionkey. */
  gatewayPaymentId: string;
  redirectUrl: string;
};

/** The gateway's answer when asked about a payment; 'pending' means ask again later. */
export type GatewayVerdict =
  | {
      state: 'completed';
      trxId: string;
      /** Poisha actually paid, and its currency: both checked against the attempt. */
      amount: number;
      currency: string;
      /** The reference the gateway holds for it: checked against the attempt. */
      reference: string;
      /** SSLCommerz's val_id. */
      valId?: string;
    }
  | { state: 'pending'; message: string }
  | { state: 'failed' | 'cancelled'; message: string };

export type KnownPayment = {
  reference: string;
  gatewayPaymentId: string;
  /** Set once completed. */
  trxId: string | null;
};

export type CallRecord = {
  operation: GatewayOperation;
  ok: boolean;
  httpStatus: number | null;
  /** The gateway's status code and message, or ours: never a secret or a token. */
  message: string;
  durationMs: number;
};

export type PaymentGateway = {
  readonly name: PaymentGatewayName;
  /** Opens the payment at the gateway (bKash create, SSLCommerz session). */
  start(payment: PaymentStart, onCall: (call: CallRecord) => void): Promise<StartedPayment>;
  /** bKash executes, SSLCommerz validates `proof.valId`: never the callback's own fields. */
  confirm(
    payment: KnownPayment,
    proof: { valId?: string },
    onCall: (call: CallRecord) => void,
  ): Promise<GatewayVerdict>;
  /** Asks the gateway where a payment stands (the sweeper, for shoppers who never came back). */
  query(payment: KnownPayment, onCall: (call: CallRecord) => void): Promise<GatewayVerdict>;
  /** Gives back `amount` poisha of a completed payment; answers the gateway's refund id. */
  refund(
    payment: KnownPayment & { amount: number },
    refund: { amount: number; reason: string },
    onCall: (call: CallRecord) => void,
  ): Promise<{ refundId: string }>;
};

/** `retryable`: down, slow or overloaded. The message is for logs and admins, never shoppers. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'GatewayError';
  }
}

/** Poisha as the taka string gateways expect: 125050 → '1250.50'. */
export function takaString(poisha: number): string {
  return (poisha / 100).toFixed(2);
}

/** A gateway's taka amount ('1250.50' or 1250.5) as poisha, or null when it is not a number. */
export function poishaOf(amount: string | number): number | null {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}
