/**
 * "Notify me when it's back" (docs/decisions/045): a shopper's ask for a sold-out variant. A trigger
 * wakes the oldest asks when the variant's stock comes back from nothing (migration 0043); the
 * sender then queues one message for each woken ask, in its language.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '#shared/i18n/languages';
import { STOCK_ALERT_CHANNELS } from '#shared/schemas/stock-alert';
import { users } from './accounts';
import { productVariants } from './catalog';
import { createdAt, oneOf } from './columns';

export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial().primaryKey(),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text({ enum: STOCK_ALERT_CHANNELS }).notNull(),
    /** The phone (+8801…) or address the news goes to, as it was when the shopper asked. */
    recipient: text().notNull(),
    language: text({ enum: LANGUAGES }).notNull(),
    createdAt: createdAt(),
    /** Set by the trigger when stock came back and this ask was among the first to be told. */
    wokenAt: timestamp({ withTimezone: true }),
    /** Its message is in the outgoing queue. */
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One open ask per shopper and variant; once told, she may ask again for the next time.
    uniqueIndex('stock_alerts_open_idx').on(t.variantId, t.userId).where(sql`${t.sentAt} IS NULL`),
    // The trigger's oldest-first read of a variant's waiting asks.
    index('stock_alerts_waiting_idx')
      .on(t.variantId, t.createdAt, t.id)
      .where(sql`${t.wokenAt} IS NULL`),
    index('stock_alerts_woken_idx')
      .on(t.wokenAt)
      .where(sql`${t.wokenAt} IS NOT NULL AND ${t.sentAt} IS NULL`),
    check('stock_alerts_channel_check', oneOf('channel', STOCK_ALERT_CHANNELS)),
    check('stock_alerts_language_check', oneOf('language', LANGUAGES)),
  ],
);
