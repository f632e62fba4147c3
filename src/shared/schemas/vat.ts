/**
 * The shop's legal identity and VAT (docs/guide/vat.md). Prices include VAT: an invoice shows the
 * VAT in them.
 */
import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../catalog';
import { COD_CLOCK_STARTS } from '../deadlines';
import { msg } from '../i18n/translator';
import { asciiDigits } from '../numbers';

/** A BIN is 13 digits, written 9-4 (000123456-0101); kept as the 13 digits. */
export const binField = z
  .string({ error: msg('validation.vat.bin') })
  .transform((value) => asciiDigits(value).replace(/[\s-]/g, ''))
  .refine((value) => /^\d{13}$/.test(value), msg('validation.vat.bin'));

/** A DBID is the number RJSC issued; "DBID-" before it is allowed and dropped. */
export const dbidField = z
  .string({ error: msg('validation.vat.dbid') })
  .transform((value) =>
    asciiDigits(value)
      .trim()
      .replace(/^dbid[\s:-]*/i, ''),
  )
  .refine((value) => /^\d{6,16}$/.test(value), msg('validation.vat.dbid'));

/** A trade licence number as the city corporation writes it: letters, digits, / - and spaces. */
export const tradeLicenceField = z
  .string({ error: msg('validation.vat.tradeLicence') })
  .transform((value) => asciiDigits(value).trim())
  .refine(
    (value) => /^[A-Za-z0-9][A-Za-z0-9/ .-]{2,39}$/.test(value),
    msg('validation.vat.tradeLicence'),
  );

/** A rate in percent with up to two decimals (7.5, 15), 0 to 100. */
export const ratePercentField = z
  .number({ error: msg('validation.vat.rate') })
  .min(0, msg('validation.vat.rate'))
  .max(100, msg('validation.vat.rate'))
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9,
    msg('validation.vat.rate'),
  );

const optionalText = (max: number, error: string) =>
  z
    .string()
    .trim()
    .max(max, error)
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const legalSettingsSchema = z
  .strictObject({
    /** The registered name and address: the seller on invoices. */
    legalName: optionalText(120, msg('validation.vat.legalName')),
    legalAddress: optionalText(300, msg('validation.vat.legalAddress')),
    dbid: dbidField.nullable(),
    tradeLicence: tradeLicenceField.nullable(),
    vatRegistered: z.boolean(),
    bin: binField.nullable(),
    /** The standard rate; a category may have its own. */
    vatRatePercent: ratePercentField,
    categoryRates: z
      .array(
        z.strictObject({
          category: z.enum(PRODUCT_CATEGORIES, { error: msg('validation.category.unknown') }),
          ratePercent: ratePercentField,
        }),
      )
      .max(PRODUCT_CATEGORIES.length),
    /** When a cash-on-delivery order's delivery clock starts (#shared/deadlines); absent keeps it. */
    codClockStarts: z.enum(COD_CLOCK_STARTS, { error: msg('validation.vat.codClock') }).optional(),
  })
  .superRefine((settings, context) => {
    if (settings.vatRegistered && settings.legalName === null) {
      context.addIssue({
        code: 'custom',
        path: ['legalName'],
        message: msg('validation.vat.needsName'),
      });
    }
    if (settings.vatRegistered && settings.bin === null) {
      context.addIssue({ code: 'custom', path: ['bin'], message: msg('validation.vat.needsBin') });
    }
    if (settings.vatRegistered && settings.legalAddress === null) {
      context.addIssue({
        code: 'custom',
        path: ['legalAddress'],
        message: msg('validation.vat.needsAddress'),
      });
    }
    const categories = settings.categoryRates.map((rate) => rate.category);
    if (new Set(categories).size !== categories.length) {
      context.addIssue({
        code: 'custom',
        path: ['categoryRates'],
        message: msg('validation.vat.categoryTwice'),
      });
    }
  });
/** The settings as saved and answered (numbers already in their one form). */
export const legalSettingsViewSchema = z.object({
  legalName: z.string().nullable(),
  legalAddress: z.string().nullable(),
  dbid: z.string().nullable(),
  tradeLicence: z.string().nullable(),
  vatRegistered: z.boolean(),
  bin: z.string().nullable(),
  vatRatePercent: z.number(),
  categoryRates: z.array(
    z.object({ category: z.enum(PRODUCT_CATEGORIES), ratePercent: z.number() }),
  ),
  codClockStarts: z.enum(COD_CLOCK_STARTS),
});
export type LegalSettings = z.infer<typeof legalSettingsViewSchema>;
export type LegalSettingsInput = z.input<typeof legalSettingsSchema>;

/** One line of a VAT document: money in poisha, the rate in percent. */
export const vatLineSchema = z.object({
  /** The product and shade; empty for a charge, which the page names in the reader's language. */
  description: z.string(),
  charge: z.enum(['delivery', 'cod']).nullable(),
  itemId: z.number().int().nullable(),
  /** On a credit note: the invoice's line it takes back from (its index), else null. */
  invoiceLine: z.number().int().nullable(),
  quantity: z.number().int(),
  /** Each unit's price before VAT, rounded to the poisha. */
  unitPriceExclVat: z.number().int(),
  valueExclVat: z.number().int(),
  ratePercent: z.number(),
  vat: z.number().int(),
  valueInclVat: z.number().int(),
});
export type VatLine = z.infer<typeof vatLineSchema>;

const partySchema = z.object({
  name: z.string(),
  address: z.string(),
  bin: z.string().nullable(),
  phone: z.string().nullable(),
});

// A Mushak-6.3 tax invoice or Mushak-6.7 credit note as issued, whatever changes later. A credit
// note's amounts are what it takes back (positive numbers).
export const vatDocumentSchema = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  /** A credit note's invoice and why: the order cancelled, or money given back on it. */
  invoice: z.object({ serial: z.number().int(), issuedAt: z.string() }).nullable(),
  reason: z.enum(['cancelled', 'refund']).nullable(),
  /** Never repeats or skips within its kind. */
  serial: z.number().int(),
  orderId: z.string(),
  issuedAt: z.string(),
  seller: partySchema,
  buyer: partySchema,
  lines: z.array(vatLineSchema),
  totals: z.object({
    valueExclVat: z.number().int(),
    vat: z.number().int(),
    valueInclVat: z.number().int(),
  }),
});
export type VatDocument = z.infer<typeof vatDocumentSchema>;

export const shopLegalSchema = z.object({
  dbid: z.string().nullable(),
  tradeLicence: z.string().nullable(),
  /** For the admin's deadline badges, which every staff member sees. */
  codClockStarts: z.enum(COD_CLOCK_STARTS),
});
export type ShopLegal = z.infer<typeof shopLegalSchema>;

/**
 * A shopper's own copy of her order's VAT documents: its Mushak-6.3 (null when it has none: not
 * confirmed yet, or confirmed before the shop registered) and its Mushak-6.7s, oldest first.
 */
export const orderVatDocumentsSchema = z.object({
  invoice: vatDocumentSchema.nullable(),
  creditNotes: z.array(vatDocumentSchema),
});
export type OrderVatDocuments = z.infer<typeof orderVatDocumentsSchema>;
