/** Customer segments staff save (Admin → Reports → Customers): a name and the rules of who is in. */
import { jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
