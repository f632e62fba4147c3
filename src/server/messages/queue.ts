/**
 * Puts a message on the outgoing queue (decision 012). Call it with the transaction that made the
 * news, so the message exists exactly when the change does; the worker sends it later.
 */
import type { MessageChannel } from '#shared/messages';
import type { Database, Transaction } from '../db/client';
import { outgoingMessages } from '../db/schema';

/** How long the worker keeps retrying a message before it is marked failed for admins. */
export const GIVE_UP_AFTER_MS: Record<string, number> = {
  // A sign-in code is useless after its 5 minutes.
  otp: 5 * 60_000,
};
const DEFAULT_GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

export type NewMessage = {
  channel: MessageChannel;
  recipient: string;
  /** 'otp', 'order.placed', 'order.shipped', …: shown to admins, and picks how long to retry. */
  topic: string;
  body: string;
  /** A message that must go once only carries a key; a second enqueue with it is ignored. */
  dedupeKey?: string;
  orderId?: string;
};

type QueuedListener = (message: NewMessage) => void;
const queuedListeners = new Set<QueuedListener>();

/**
 * Calls `listener` after each message this process queues, so its worker can send at once rather
 * than at its next poll. Answers the function that stops listening.
 */
export function onMessageQueued(listener: QueuedListener): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/** Queues the message; answers false when one with the same dedupe key was already queued. */
export async function enqueueMessage(db: Database | Transaction, message: NewMessage) {
  const giveUpAfter = GIVE_UP_AFTER_MS[message.topic] ?? DEFAULT_GIVE_UP_AFTER_MS;
  const rows = await db
    .insert(outgoingMessages)
    .values({ ...message, giveUpAt: new Date(Date.now() + giveUpAfter) })
    .onConflictDoNothing({ target: outgoingMessages.dedupeKey })
    .returning({ id: outgoingMessages.id });
  if (rows.length === 0) return false;
  for (const listener of queuedListeners) listener(message);
  return true;
}
