/** Outgoing queue (decision 012): enqueue in the news's transaction, so both or neither exist. */
import type { MessageChannel } from '#shared/messages';
import type { Database, Transaction } from '../db/client';
import { outgoingMessages } from '../db/schema';
import { isMailable, type MailMessage } from '../mail/mailer';

export const GIVE_UP_AFTER_MS: Record<string, number> = {
  // A sign-in code is useless after its 5 minutes.
  otp: 5 * 60_000,
};
const DEFAULT_GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** Mails carrying a link that dies (auth.ts): their give-up time is the link's, never extended. */
export const LINK_MAIL_TOPICS: readonly string[] = ['auth.verify', 'auth.reset'];

/** Someone is waiting on these, and a code queued behind a burst of orders can expire. */
export const URGENT_TOPICS: readonly string[] = ['otp', ...LINK_MAIL_TOPICS];
export const URGENT_PRIORITY = 1;
const NEWS_PRIORITY = 0;

export function priorityOf(topic: string): number {
  return URGENT_TOPICS.includes(topic) ? URGENT_PRIORITY : NEWS_PRIORITY;
}

export type NewMessage = {
  channel: MessageChannel;
  recipient: string;
  /** 'otp', 'order.placed', 'order.shipped', …: shown to admins, and picks how long to retry. */
  topic: string;
  body: string;
  subject?: string;
  html?: string;
  link?: string | undefined;
  /** A message that must go once only carries a key; a second enqueue with it is ignored. */
  dedupeKey?: string;
  orderId?: string;
  /** When retrying stops; by default from the topic (GIVE_UP_AFTER_MS), else a day. */
  giveUpAt?: Date;
};

export type NewMail = MailMessage & {
  topic: string;
  dedupeKey?: string;
  orderId?: string;
  /** A mail whose link dies gives up when it does (auth.ts): a dead link helps nobody. */
  giveUpAt?: Date;
};

type QueuedListener = (message: NewMessage) => void;
const queuedListeners = new Set<QueuedListener>();

/** So this process's worker can send at once rather than at its next poll. */
export function onMessageQueued(listener: QueuedListener): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

export async function enqueueMessage(db: Database | Transaction, message: NewMessage) {
  const giveUpAfter = GIVE_UP_AFTER_MS[message.topic] ?? DEFAULT_GIVE_UP_AFTER_MS;
  const giveUpAt = message.giveUpAt ?? new Date(Date.now() + giveUpAfter);
  const rows = await db
    .insert(outgoingMessages)
    .values({ ...message, giveUpAt, priority: priorityOf(message.topic) })
    .onConflictDoNothing({ target: outgoingMessages.dedupeKey })
    .returning({ id: outgoingMessages.id });
  if (rows.length === 0) return false;
  for (const listener of queuedListeners) listener(message);
  return true;
}

/** Decision 024. False with no real address (a phone-made account's placeholder) or a repeat. */
export async function enqueueMail(db: Database | Transaction, mail: NewMail): Promise<boolean> {
  if (!isMailable(mail.to)) return false;
  const { to, text, ...rest } = mail;
  return enqueueMessage(db, { ...rest, channel: 'email', recipient: to.trim(), body: text });
}
