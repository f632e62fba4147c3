/** Admin → Reports → VAT, for the accountant's monthly return (docs/guide/vat.md). */
import { z } from 'zod';
import { checkRange, rangeShape } from './reports';

export const vatReportQuerySchema = z.strictObject(rangeShape).superRefine(checkRange);
export type VatReportQuery = z.infer<typeof vatReportQuerySchema>;

/** Poisha; a credit note's amounts are what it took back, as positive numbers. */
export const vatFiguresSchema = z.object({
  documents: z.number().int(),
  valueExclVat: z.number().int(),
  vat: z.number().int(),
  valueInclVat: z.number().int(),
});
export type VatFigures = z.infer<typeof vatFiguresSchema>;

const sidesSchema = z.object({
  invoices: vatFiguresSchema,
  creditNotes: vatFiguresSchema,
  /** Invoices less credit notes: what the return declares. */
  net: vatFiguresSchema,
});

export const vatReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: sidesSchema,
  /** Each rate's lines, lowest rate first. */
  byRate: z.array(sidesSchema.extend({ ratePercent: z.number() })),
  /** Every document issued in the range, in serial order (invoices, then credit notes). */
  documents: z.array(
    z.object({
      kind: z.enum(['invoice', 'credit_note']),
      serial: z.number().int(),
      issuedAt: z.string(),
      orderId: z.string(),
      invoiceSerial: z.number().int().nullable(),
      buyer: z.string(),
      valueExclVat: z.number().int(),
      vat: z.number().int(),
      valueInclVat: z.number().int(),
    }),
  ),
});
export type VatReport = z.infer<typeof vatReportSchema>;
