/** VAT rates by category and the Mushak-6.3 invoices issued (docs/guide/vat.md). */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRODUCT_CATEGORIES } from '#shared/catalog';
import type { VatDocument } from '#shared/schemas/vat';
import { oneOf } from './columns';
import { orders } from './orders';

export const VAT_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
/** Why a credit note: the order was cancelled, or money was given back on it. */
export const CREDIT_REASONS = ['cancelled', 'refund'] as const;

/** A category taxed at another rate than the shop's standard one, in basis points. */
export const vatCategoryRates = pgTable(
  'vat_category_rates',
  {
    category: text({ enum: PRODUCT_CATEGORIES }).primaryKey(),
    rateBp: integer().notNull(),
  },
  (t) => [
    check('vat_category_rates_rate_check', sql`${t.rateBp} BETWEEN 0 AND 10000`),
    check('vat_category_rates_category_check', oneOf('category', PRODUCT_CATEGORIES)),
  ],
);

/**
 * The last serial number issued per kind. Taken with the document in one transaction, so a
 * rolled-back order gives its number back: serials never skip or repeat.
 */
export const vatSerials = pgTable('vat_serials', {
  kind: text({ enum: VAT_DOCUMENT_KINDS }).primaryKey(),
  last: integer().notNull(),
});

/** A VAT document as issued: its parties, lines and totals are kept as they were then. */
export const vatDocuments = pgTable(
  'vat_documents',
  {
    id: serial().primaryKey(),
    kind: text({ enum: VAT_DOCUMENT_KINDS }).notNull(),
    serial: integer().notNull(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A credit note's invoice and why it was issued; null on an invoice. */
    invoiceId: integer().references((): AnyPgColumn => vatDocuments.id),
    reason: text({ enum: CREDIT_REASONS }),
    seller: jsonb().$type<VatDocument['seller']>().notNull(),
    buyer: jsonb().$type<VatDocument['buyer']>().notNull(),
    lines: jsonb().$type<VatDocument['lines']>().notNull(),
    valueExclVat: bigint({ mode: 'number' }).notNull(),
    vat: bigint({ mode: 'number' }).notNull(),
    valueInclVat: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('vat_documents_serial_idx').on(t.kind, t.serial),
    uniqueIndex('vat_documents_order_invoice_idx').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    index('vat_documents_issued_idx').on(t.issuedAt),
    check('vat_documents_kind_check', oneOf('kind', VAT_DOCUMENT_KINDS)),
    check(
      'vat_documents_credit_check',
      sql`(${t.kind} = 'invoice') = (${t.invoiceId} IS NULL AND ${t.reason} IS NULL)`,
    ),
    check('vat_documents_reason_check', oneOf('reason', CREDIT_REASONS)),
    index('vat_documents_invoice_idx').on(t.invoiceId),
    check(
      'vat_documents_totals_check',
      sql`${t.valueInclVat} = ${t.valueExclVat} + ${t.vat} AND ${t.serial} > 0`,
    ),
  ],
);
