import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    purpose: text({
      enum: ['product_image', 'review_photo', 'payment_proof', 'return_photo', 'complaint_photo'],
    }).notNull(),
    /** Public files are served to anyone; private ones only to their owner and admins. */
    isPublic: boolean().notNull(),
    ownerUserId: text().references(() => users.id, { onDelete: 'set null' }),
    contentType: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    byteSize: integer().notNull(),
    /** The widths stored as WebP variants, e.g. {320,640,960}. */
    variantWidths: integer().array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ownerUserId)],
);
