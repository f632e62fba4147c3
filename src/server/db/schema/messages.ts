import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from '#shared/messages';
import { users } from './accounts';
import { createdAt, oneOf } from './columns';
import { orders } from './orders';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    handledAt: timestamp({ withTimezone: true }),
    handledBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);

/**
 * Written in the same transaction as what caused them, so a gateway outage loses nothing; workers
 * claim due rows with SKIP LOCKED and retry until `give_up_at` (decision 012).
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text({ enum: MESSAGE_CHANNELS }).notNull(),
    /** A phone number (+8801…) for SMS, an address for e-mail. */
    recipient: text().notNull(),
    topic: text().notNull(),
    body: text().notNull(),
    subject: text(),
    html: text(),
    /** The one link an e-mail is about, logged when it goes to the outbox folder. */
    link: text(),
    /** Set for messages that must go once only, e.g. 'order:<id>:shipped:sms'. */
    dedupeKey: text().unique(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    status: text({ enum: MESSAGE_STATUSES }).notNull().default('pending'),
    /** Higher goes first: 1 for sign-in codes and account mail, 0 for news (queue.ts). */
    priority: smallint().notNull().default(0),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A claimed row is someone's until then, so a worker that dies mid-send frees it. */
    lockedUntil: timestamp({ withTimezone: true }),
    giveUpAt: timestamp({ withTimezone: true }).notNull(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The worker's claim, per channel: the most urgent due message first, then the oldest due.
    index('outgoing_messages_due_idx')
      .on(t.channel, t.priority.desc(), t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outgoing_messages_status_idx').on(t.status, t.createdAt),
    check('outgoing_messages_channel_check', oneOf('channel', MESSAGE_CHANNELS)),
    check('outgoing_messages_status_check', oneOf('status', MESSAGE_STATUSES)),
    check(
      'outgoing_messages_email_check',
      sql`${t.channel} <> 'email' OR (${t.subject} IS NOT NULL AND ${t.html} IS NOT NULL)`,
    ),
  ],
);
