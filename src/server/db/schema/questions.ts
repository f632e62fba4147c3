/**
 * Questions and answers on product pages (docs/decisions/047): a shopper's question waits for staff
 * to approve it; staff answers show at once, a verified buyer's (when the owner allows) waits too.
 * A report puts a shown question or answer back in front of staff.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { QA_STATUSES } from '#shared/schemas/questions';
import { users } from './accounts';
import { products } from './catalog';
import { createdAt, oneOf } from './columns';

export const productQuestions = pgTable(
  'product_questions',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    status: text({ enum: QA_STATUSES }).notNull().default('pending'),
    /** Shoppers who reported it since staff last looked. */
    reports: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_questions_product_idx').on(t.productId, t.status, t.createdAt),
    index('product_questions_queue_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending' OR ${t.reports} > 0`),
    check('product_questions_status_check', oneOf('status', QA_STATUSES)),
  ],
);

export const productAnswers = pgTable(
  'product_answers',
  {
    id: serial().primaryKey(),
    questionId: integer()
      .notNull()
      .references(() => productQuestions.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    /** Written by staff: shown as the shop's, approved as written. */
    byStaff: boolean().notNull(),
    status: text({ enum: QA_STATUSES }).notNull().default('pending'),
    reports: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_answers_question_idx').on(t.questionId, t.status),
    index('product_answers_queue_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending' OR ${t.reports} > 0`),
    check('product_answers_status_check', oneOf('status', QA_STATUSES)),
  ],
);

/** One report per shopper and question or answer. */
export const qaReports = pgTable(
  'qa_reports',
  {
    kind: text({ enum: ['question', 'answer'] }).notNull(),
    targetId: integer().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.targetId, t.userId] })],
);
