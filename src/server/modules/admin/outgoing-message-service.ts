import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import {
  ADMIN_OUTGOING_PAGE_SIZE,
  type AdminOutgoingMessage,
  type adminOutgoingListQuerySchema,
} from '#shared/schemas/admin-messages';
import type { Database } from '../../db/client';
import { outgoingMessages } from '../../db/schema';
import { HttpError } from '../../http-error';
import { GIVE_UP_AFTER_MS, LINK_MAIL_TOPICS } from '../../messages/queue';

type ListQuery = z.output<typeof adminOutgoingListQuerySchema>;
type Row = typeof outgoingMessages.$inferSelect;

const DEFAULT_GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/**
 * Enough to tell messages apart and match one to a shopper who calls, not enough to copy a
 * customer list: '+8801711222333' → '+880171•••••33', 'shopper@example.com' → 'sh•••@example.com'.
 */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient.slice(0, Math.min(2, at))}•••${recipient.slice(at)}`;
  if (recipient.length <= 6) return '•'.repeat(recipient.length);
  const shown = recipient.slice(0, 7);
  const tail = recipient.slice(-2);
  return `${shown}${'•'.repeat(recipient.length - shown.length - tail.length)}${tail}`;
}

function toAdminMessage(row: Row): AdminOutgoingMessage {
  return {
    id: row.id,
    channel: row.channel,
    recipient: maskRecipient(row.recipient),
    topic: row.topic,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export async function listOutgoingMessages(db: Database, query: ListQuery) {
  const where: SQL | undefined = query.status
    ? eq(outgoingMessages.status, query.status)
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(outgoingMessages)
      .where(where)
      .orderBy(desc(outgoingMessages.createdAt), desc(outgoingMessages.id))
      .limit(ADMIN_OUTGOING_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_OUTGOING_PAGE_SIZE),
    db.select({ total: count() }).from(outgoingMessages).where(where),
  ]);
  return {
    messages: rows.map(toAdminMessage),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: ADMIN_OUTGOING_PAGE_SIZE,
  };
}

/**
 * Only a failed message: a sent one must not go twice. A mail whose link dies keeps its own
 * deadline, and once that has passed the shopper asks for a fresh link instead.
 */
export async function retryOutgoingMessage(db: Database, id: string) {
  const giveUpAfter = (topic: string) => GIVE_UP_AFTER_MS[topic] ?? DEFAULT_GIVE_UP_AFTER_MS;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.id, id))
      .for('update');
    if (!row) throw new HttpError(404, msg('validation.outgoingMessage.notFound'));
    if (row.status !== 'failed') {
      throw new HttpError(409, msg('validation.outgoingMessage.notFailed'), 'NOT_FAILED');
    }
    const now = Date.now();
    const linkMail = LINK_MAIL_TOPICS.includes(row.topic);
    if (linkMail && row.giveUpAt.getTime() <= now) {
      throw new HttpError(409, msg('validation.outgoingMessage.linkExpired'), 'LINK_EXPIRED');
    }
    const [updated] = await tx
      .update(outgoingMessages)
      .set({
        status: 'pending',
        nextAttemptAt: new Date(now),
        giveUpAt: linkMail ? row.giveUpAt : new Date(now + giveUpAfter(row.topic)),
        lockedUntil: null,
      })
      .where(and(eq(outgoingMessages.id, id), eq(outgoingMessages.status, 'failed')))
      .returning();
    if (!updated) throw new HttpError(409, msg('validation.outgoingMessage.notFailed'));
    return toAdminMessage(updated);
  });
}
