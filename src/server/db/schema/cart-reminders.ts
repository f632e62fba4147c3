/**
 * Left-cart reminders (docs/decisions/046): one row per reminder sent, naming the cart state it was
 * about (its last change), so a cart is reminded of once and a shopper at most once a week.
 */
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MESSAGE_CHANNELS } from '#shared/messages';
import { users } from './accounts';

export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text({ enum: MESSAGE_CHANNELS }).notNull(),
    /** The newest change to her cart when it was reminded of. */
    cartChangedAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_reminders_cart_idx').on(t.userId, t.cartChangedAt),
    index('cart_reminders_sent_idx').on(t.sentAt),
  ],
);
