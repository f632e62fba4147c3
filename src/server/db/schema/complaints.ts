import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  COMPLAINT_RESOLUTIONS,
  COMPLAINT_STATUSES,
  COMPLAINT_TOPICS,
} from '#shared/schemas/complaint-view';
import { users } from './accounts';
import { createdAt, oneOf, updatedAt } from './columns';
import { orders } from './orders';

/** A shopper's complaint about an order (docs/guide/complaints.md); at most one unresolved per order. */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null when raised from /track, or once the account is deleted. */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    raisedVia: text({ enum: ['account', 'track'] }).notNull(),
    topic: text({ enum: COMPLAINT_TOPICS }).notNull(),
    status: text({ enum: COMPLAINT_STATUSES }).notNull().default('open'),
    /** Private 'complaint_photo' files the shopper uploaded. */
    photoFileIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    /** The shopper's oldest message the shop has not answered: its 72-hour clock runs from here. */
    awaitingSince: timestamp({ withTimezone: true }),
    firstReplyAt: timestamp({ withTimezone: true }),
    resolution: text({ enum: COMPLAINT_RESOLUTIONS }),
    resolutionNote: text(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('complaints_order_idx').on(t.orderId, t.createdAt),
    index('complaints_awaiting_idx').on(t.awaitingSince).where(sql`${t.awaitingSince} IS NOT NULL`),
    index('complaints_created_idx').on(t.createdAt),
    uniqueIndex('complaints_one_unresolved_idx')
      .on(t.orderId)
      .where(sql`${t.status} <> 'resolved'`),
    check('complaints_topic_check', oneOf('topic', COMPLAINT_TOPICS)),
    check('complaints_status_check', oneOf('status', COMPLAINT_STATUSES)),
    check('complaints_resolution_check', oneOf('resolution', COMPLAINT_RESOLUTIONS)),
    check('complaints_raised_via_check', oneOf('raised_via', ['account', 'track'])),
    check('complaints_photos_check', sql`cardinality(${t.photoFileIds}) <= 3`),
    check(
      'complaints_resolved_check',
      sql`(${t.status} = 'resolved') = (${t.resolution} IS NOT NULL AND ${t.resolvedAt} IS NOT NULL)`,
    ),
  ],
);

export const complaintMessages = pgTable(
  'complaint_messages',
  {
    id: serial().primaryKey(),
    complaintId: uuid()
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    /** Null for the shopper's; the staff member's account for the shop's. */
    staffUserId: text().references(() => users.id, { onDelete: 'set null' }),
    author: text({ enum: ['shopper', 'shop'] }).notNull(),
    text: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('complaint_messages_complaint_idx').on(t.complaintId, t.id),
    check('complaint_messages_author_check', oneOf('author', ['shopper', 'shop'])),
  ],
);
