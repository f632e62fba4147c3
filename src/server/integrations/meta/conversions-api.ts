/**
 * Meta's Conversions API (docs/decisions/036-marketing-consent.md has the sources): POST
 * {graph}/{PIXEL_ID}/events?access_token=TOKEN with `{data: [event]}`, answering
 * {events_received, messages, fbtrace_id}. event_id is what the pixel sends as eventID, so Meta
 * keeps one of the two; e-mail and phone leave only as SHA-256 hex of their normalised form.
 */
import { createHash } from 'node:crypto';

export type MetaConversionsSettings = {
  pixelId: string;
  accessToken: string;
  /** 'https://graph.facebook.com/v25.0', or a stand-in's address in tests. */
  baseUrl: string;
  timeoutMs: number;
};

export type ServerEvent = {
  event_name: 'Purchase';
  event_time: number;
  event_id: string;
  action_source: 'website';
  event_source_url: string;
  user_data: { em?: string[]; ph?: string[] };
  custom_data: {
    value: number;
    currency: 'BDT';
    content_ids: string[];
    content_type: 'product';
    num_items: number;
  };
};

export type ConversionsApi = {
  /** Answers Meta's trace id; throws with `retryable` when it may go later. */
  send(event: ServerEvent): Promise<string>;
};

export class ConversionsError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ConversionsError';
  }
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Trimmed and lowercased, as Meta's customer information parameters ask; null for none. */
export function hashedEmail(email: string | null | undefined): string | null {
  const normalised = email?.trim().toLowerCase();
  return normalised ? sha256(normalised) : null;
}

/** Digits with the country code, no '+' or leading zeros: '01711-222333' → '8801711222333'. */
export function hashedPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  if (digits.length < 8) return null;
  const withCountry = /^01\d{9}$/.test(digits) ? `88${digits}` : digits.replace(/^0+/, '');
  return sha256(withCountry);
}

/** The id the browser's Purchase and the server's share (the pixel's eventID). */
export const purchaseEventId = (orderId: string) => `order-${orderId}`;
