/** Admin → Reports → Promotions, beside the period just before (docs/guide/reports.md). */
import { z } from 'zod';
import { PROMOTION_KINDS } from '../promotions';
import { checkRange, rangeShape } from './reports';

export const promotionReportQuerySchema = z.strictObject(rangeShape).superRefine(checkRange);
export type PromotionReportQuery = z.infer<typeof promotionReportQuerySchema>;

/** Poisha; orders are those placed in the range that were not cancelled. */
export const promotionFiguresSchema = z.object({
  orders: z.number().int(),
  firstOrders: z.number().int(),
  repeatOrders: z.number().int(),
  discountGiven: z.number().int(),
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
