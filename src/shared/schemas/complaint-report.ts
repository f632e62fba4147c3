/**
 * Admin → Reports → Complaints (docs/guide/complaints.md): the complaints raised in the range, how
 * fast the shop first answered them against the 72 hours, by topic and by outcome.
 * GET /api/admin/reports/complaints(.csv)?from&to (reports.view).
 */
import { z } from 'zod';
import { COMPLAINT_RESOLUTIONS, COMPLAINT_TOPICS } from './complaint-view';
import { checkRange, rangeShape } from './reports';

export const complaintReportQuerySchema = z.strictObject(rangeShape).superRefine(checkRange);
export type ComplaintReportQuery = z.infer<typeof complaintReportQuerySchema>;

const figuresSchema = z.object({
  raised: z.number().int(),
  resolved: z.number().int(),
  /** First answered (a reply or the resolution) within 72 hours of being raised. */
  answeredInTime: z.number().int(),
  answeredLate: z.number().int(),
  /** Not answered yet; `overdue` of them past their 72 hours now. */
  unanswered: z.number().int(),
  overdue: z.number().int(),
  /** Hours from raising to the first answer, the middle one; null with none answered. */
  medianHoursToAnswer: z.number().nullable(),
});
export type ComplaintFigures = z.infer<typeof figuresSchema>;

export const complaintReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: figuresSchema,
  /** Every topic, most raised first. */
  byTopic: z.array(figuresSchema.extend({ topic: z.enum(COMPLAINT_TOPICS) })),
  /** The resolved ones' outcomes, every outcome present. */
  byResolution: z.array(
    z.object({ resolution: z.enum(COMPLAINT_RESOLUTIONS), count: z.number().int() }),
  ),
});
export type ComplaintReport = z.infer<typeof complaintReportSchema>;
