/**
 * Admin → Reports → Promotions: what each coupon and scheduled sale brought in a range of Dhaka
 * days, beside the period just before (docs/guide/reports.md defines each figure).
 *
 * - GET /api/admin/reports/promotions?from&to → promotionReportSchema (reports.view)
 * - GET /api/admin/reports/promotions.csv?from&to → text/csv of the rows, then the totals
 */
import { z } from 'zod';
import { PROMOTION_KINDS } from '../promotions';
import { checkRange, rangeShape } from './reports';

export const promotionReportQuerySchema = z.strictObject(rangeShape).superRefine(checkRange);
export type PromotionReportQuery = z.infer<typeof promotionReportQuerySchema>;

/** Poisha; orders are those placed in the range that were not cancelled. */
export const promotionFiguresSchema = z.object({
  orders: z.number().int(),
  /** Of those orders, the ones that were their customer's (phone's) first. */
  firstOrders: z.number().int(),
  repeatOrders: z.number().int(),
  /** A coupon's discount and the delivery it waived; a sale's markdown from the regular prices. */
  discountGiven: z.number().int(),
  /** The orders' gross sales less their discounts and what was given back on them in the range. */
  netSales: z.number().int(),
});
export type PromotionFigures = z.infer<typeof promotionFiguresSchema>;

export const promotionReportRowSchema = promotionFiguresSchema.extend({
  promotionId: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  name: z.string(),
  code: z.string().nullable(),
});
export type PromotionReportRow = z.infer<typeof promotionReportRowSchema>;

export const promotionReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  /** Most net sales first. */
  rows: z.array(promotionReportRowSchema),
  /** Each order once, though it used a coupon and a sale. */
  totals: promotionFiguresSchema,
  previous: promotionFiguresSchema,
});
export type PromotionReport = z.infer<typeof promotionReportSchema>;
