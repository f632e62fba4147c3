/** The shop's own settings, kept in the database so every server reads the same. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { COD_CLOCK_STARTS } from '#shared/deadlines';
import { oneOf, updatedAt } from './columns';

/** Settings an admin changes in the panel: one row (id 1). Free delivery over an amount, poisha. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint().primaryKey().default(1),
    freeDeliveryDhakaOver: integer(),
    freeDeliveryEverywhereOver: integer(),
    /** A batch expiring sooner than this many days from today is not sold (decision 038). */
    minShelfLifeDays: smallint().notNull().default(0),
    /** The seller on invoices (docs/guide/vat.md). */
    legalName: text(),
    legalAddress: text(),
    /** Digits only, as checked by #shared/schemas/vat; shown in the footer when set. */
    dbid: text(),
    tradeLicence: text(),
    /** Registered: each order placed gets a Mushak-6.3 invoice (migration 0038). */
    vatRegistered: boolean().notNull().default(false),
    bin: text(),
    /** The standard rate in basis points (1500 = 15 %); categories may differ (vat_category_rates). */
    vatRateBp: integer().notNull().default(1500),
    /** When a cash-on-delivery order's delivery clock starts (#shared/deadlines). */
    codClockStarts: text({ enum: COD_CLOCK_STARTS }).notNull().default('placed'),
    /** Back in stock: how many waiting shoppers are told per unit that came back (decision 045). */
    stockAlertFactor: smallint().notNull().default(3),
    /** Left carts: hours a cart waits before its one reminder; 0 sends none (decision 046). */
    cartReminderHours: smallint().notNull().default(3),
    /** Product questions: verified buyers of the product may answer too (decision 047). */
    buyersMayAnswer: boolean().notNull().default(false),
    /** Loyalty points (decision 048): off until the owner switches them on. */
    pointsEnabled: boolean().notNull().default(false),
    /** Taka of net spend for one point. */
    pointsEarnTaka: integer().notNull().default(100),
    /** Whole taka one point takes off at checkout. */
    pointWorthTaka: smallint().notNull().default(1),
    pointsExpireMonths: smallint().notNull().default(12),
    /** The most of an order's goods, after a coupon, that points may pay. */
    pointsMaxPercent: smallint().notNull().default(20),
    /** Store credit (decision 049): a shopper may take a return's refund as credit. */
    creditRefunds: boolean().notNull().default(true),
    creditExpireMonths: smallint().notNull().default(6),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_settings_single_row_check', sql`${t.id} = 1`),
    check(
      'shop_settings_free_delivery_check',
      sql`(${t.freeDeliveryDhakaOver} IS NULL OR ${t.freeDeliveryDhakaOver} > 0) AND (${t.freeDeliveryEverywhereOver} IS NULL OR ${t.freeDeliveryEverywhereOver} > 0)`,
    ),
    check('shop_settings_shelf_life_check', sql`${t.minShelfLifeDays} BETWEEN 0 AND 730`),
    check('shop_settings_vat_rate_check', sql`${t.vatRateBp} BETWEEN 0 AND 10000`),
    check('shop_settings_cod_clock_check', oneOf('cod_clock_starts', COD_CLOCK_STARTS)),
    check('shop_settings_stock_alert_factor_check', sql`${t.stockAlertFactor} BETWEEN 1 AND 100`),
    check('shop_settings_cart_reminder_check', sql`${t.cartReminderHours} BETWEEN 0 AND 72`),
    check(
      'shop_settings_points_check',
      sql`${t.pointsEarnTaka} BETWEEN 1 AND 100000 AND ${t.pointWorthTaka} BETWEEN 1 AND 1000 AND ${t.pointsExpireMonths} BETWEEN 1 AND 60 AND ${t.pointsMaxPercent} BETWEEN 1 AND 100 AND ${t.creditExpireMonths} BETWEEN 1 AND 60`,
    ),
    check(
      'shop_settings_vat_registered_check',
      sql`NOT ${t.vatRegistered} OR (${t.bin} IS NOT NULL AND ${t.legalName} IS NOT NULL AND ${t.legalAddress} IS NOT NULL)`,
    ),
  ],
);
