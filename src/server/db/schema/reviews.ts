import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SKIN_CONCERNS, SKIN_TYPES } from '#shared/skin';
import { users } from './accounts';
import { products } from './catalog';
import { createdAt, oneOf, updatedAt } from './columns';

export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    /** Stored image references (`/files/{id}`), at most 3. */
    images: text().array().notNull().default(sql`'{}'::text[]`),
    /** The author's skin, each optional (#shared/skin): what the product page filters by. */
    skinType: text(),
    skinTone: smallint(),
    skinConcern: text(),
    helpfulCount: integer().notNull().default(0),
    unhelpfulCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    index('reviews_product_rating_idx').on(t.productId, t.rating),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_images_check', sql`cardinality(${t.images}) <= 3`),
    check('reviews_skin_type_check', oneOf('skin_type', SKIN_TYPES)),
    check('reviews_skin_tone_check', sql`${t.skinTone} BETWEEN 1 AND 6`),
    check('reviews_skin_concern_check', oneOf('skin_concern', SKIN_CONCERNS)),
    index('reviews_product_skin_type_idx').on(t.productId, t.skinType),
  ],
);

export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    helpful: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
