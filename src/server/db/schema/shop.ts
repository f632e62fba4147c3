/** The shop's own settings, kept in the database so every server reads the same. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** Settings an admin changes in the panel: one row (id 1). Free delivery over an amount, poisha. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint().primaryKey().default(1),
    freeDeliveryDhakaOver: integer(),
    freeDeliveryEverywhereOver: integer(),
    /** A batch expiring sooner than this many days from today is not sold (decision 038). */
    minShelfLifeDays: smallint().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_settings_single_row_check', sql`${t.id} = 1`),
    check(
      'shop_settings_free_delivery_check',
      sql`(${t.freeDeliveryDhakaOver} IS NULL OR ${t.freeDeliveryDhakaOver} > 0) AND (${t.freeDeliveryEverywhereOver} IS NULL OR ${t.freeDeliveryEverywhereOver} > 0)`,
    ),
    check('shop_settings_shelf_life_check', sql`${t.minShelfLifeDays} BETWEEN 0 AND 730`),
  ],
);
