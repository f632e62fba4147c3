/** Customer segments staff save (Admin → Reports → Customers): a name and the rules of who is in. */
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { DELIVERY_LOCATIONS } from '#shared/pricing';
import type { SegmentRules } from '#shared/schemas/segments';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';

export const customerSegments = pgTable('customer_segments', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  /** Checked by segmentRulesSchema on the way in; read back as it was saved. */
  rules: jsonb().$type<SegmentRules>().notNull(),
  createdByUserId: text().references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One row per phone with an order that counts, kept by triggers on orders (migration 0037), so a
 * segment reads a row per customer; changed orders wait in customerSummaryChanges until
 * catchUpCustomerSummaries folds them in before a read.
 */
export const customerSummaries = pgTable(
  'customer_summaries',
  {
    phone: text().primaryKey(),
    orders: integer().notNull(),
    /** Gross less discounts over those orders, in poisha. */
    spent: bigint({ mode: 'number' }).notNull(),
    firstAt: timestamp({ withTimezone: true }).notNull(),
    lastAt: timestamp({ withTimezone: true }).notNull(),
    /** The latest order's delivery location and name. */
    location: text({ enum: DELIVERY_LOCATIONS }).notNull(),
    name: text().notNull(),
  },
  (t) => [index('customer_summaries_spent_idx').on(t.spent.desc(), t.phone)],
);

/** Phones whose orders changed since the summaries were last caught up (written by triggers). */
export const customerSummaryChanges = pgTable('customer_summary_changes', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  phone: text().notNull(),
});
