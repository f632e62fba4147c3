/**
 * Meta's Conversions API: one small interface (CONVENTIONS "Outside services"), the server event
 * it takes, and how a shopper's e-mail and phone are normalised and hashed before they leave.
 *
 * Contract (docs/decisions/036-marketing-consent.md has the sources): POST
 * {graph}/{PIXEL_ID}/events?access_token=TOKEN with `data`, a list of events, each with
 * event_name, event_time (unix seconds), event_id (what the pixel sends as eventID, so Meta keeps
 * one of the two), action_source 'website', event_source_url, user_data {em, ph} as SHA-256 hex,
 * custom_data {value, currency, content_ids, content_type}. The answer is
 * {events_received, messages, fbtrace_id}.
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

/**
 * Digits only with the country code and no '+' or leading zeros ('01711-222333' →
 * '8801711222333'); a number already written with its country code keeps it.
 */
export function hashedPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  if (digits.length < 8) return null;
  const withCountry = /^01\d{9}$/.test(digits) ? `88${digits}` : digits.replace(/^0+/, '');
  return sha256(withCountry);
}

/** The id the browser's Purchase and the server's share (the pixel's eventID). */
export const purchaseEventId = (orderId: string) => `order-${orderId}`;
