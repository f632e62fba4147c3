import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BANNER_SLOTS, DISCOUNT_TYPES, PROMOTION_KINDS } from '#shared/promotions';
import { createdAt, oneOf, updatedAt } from './columns';

/**
 * Coupons and scheduled sales (docs/decisions/016). An empty scope is the whole cart for a coupon
 * and nothing for a sale. `uses` is taken in the order's transaction.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial().primaryKey(),
    kind: text({ enum: PROMOTION_KINDS }).notNull(),
    /** A coupon's code in capitals; null for a sale. */
    code: text(),
    name: text().notNull(),
    discountType: text({ enum: DISCOUNT_TYPES }).notNull(),
    /** Percent (1–100) or poisha; 0 for free delivery. */
    discountValue: integer().notNull().default(0),
    /** A percent discount's cap, poisha ('20 % up to ৳500'). */
    maxDiscount: integer(),
    minSubtotal: integer(),
    productIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    variantIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    categories: text().array().notNull().default(sql`'{}'::text[]`),
    brands: text().array().notNull().default(sql`'{}'::text[]`),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true }),
    usageLimit: integer(),
    /** Per account and per verified phone number. */
    perCustomerLimit: integer(),
    firstOrderOnly: boolean().notNull().default(false),
    excludeSaleItems: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    uses: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promotions_code_idx').on(t.code).where(sql`${t.code} IS NOT NULL`),
    index('promotions_sales_idx').on(t.kind, t.startsAt, t.endsAt),
    check('promotions_kind_check', oneOf('kind', PROMOTION_KINDS)),
    check('promotions_discount_type_check', oneOf('discount_type', DISCOUNT_TYPES)),
    check(
      'promotions_code_check',
      sql`(${t.kind} = 'coupon') = (${t.code} IS NOT NULL) AND (${t.code} IS NULL OR ${t.code} = upper(${t.code}))`,
    ),
    check(
      'promotions_value_check',
      sql`CASE ${t.discountType} WHEN 'percent' THEN ${t.discountValue} BETWEEN 1 AND 100 WHEN 'fixed' THEN ${t.discountValue} > 0 ELSE ${t.kind} = 'coupon' AND ${t.discountValue} = 0 END`,
    ),
    check(
      'promotions_limits_check',
      sql`(${t.maxDiscount} IS NULL OR ${t.maxDiscount} > 0) AND (${t.minSubtotal} IS NULL OR ${t.minSubtotal} >= 0) AND (${t.usageLimit} IS NULL OR ${t.usageLimit} > 0) AND (${t.perCustomerLimit} IS NULL OR ${t.perCustomerLimit} > 0) AND ${t.uses} >= 0`,
    ),
    check('promotions_dates_check', sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Home page banners; with none running, the slot shows the shop's own text. */
export const banners = pgTable(
  'banners',
  {
    id: serial().primaryKey(),
    slot: text({ enum: BANNER_SLOTS }).notNull(),
    headlineEn: text().notNull(),
    headlineBn: text().notNull(),
    /** A path inside the shop ('/products?sale=true'). */
    link: text().notNull(),
    phoneImage: text().notNull(),
    desktopImage: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true }),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('banners_slot_idx').on(t.slot, t.startsAt),
    check('banners_slot_check', oneOf('slot', BANNER_SLOTS)),
    check('banners_link_check', sql`${t.link} LIKE '/%' AND ${t.link} NOT LIKE '//%'`),
    check('banners_dates_check', sql`${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
  ],
);
