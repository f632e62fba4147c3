/** A complaint as its shopper sees it (on the order page and /track), apart so track.ts can use it. */
import { z } from 'zod';

export const COMPLAINT_TOPICS = [
  'late',
  'damaged',
  'wrong_item',
  'missing_item',
  'quality',
  'payment',
  'other',
] as const;
export type ComplaintTopic = (typeof COMPLAINT_TOPICS)[number];

/** open: the shop owes an answer; answered: the shopper has it; resolved: closed with an outcome. */
export const COMPLAINT_STATUSES = ['open', 'answered', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_RESOLUTIONS = ['refund', 'replacement', 'explained'] as const;
export type ComplaintResolution = (typeof COMPLAINT_RESOLUTIONS)[number];

export const COMPLAINT_RESPONSE_HOURS = 72;
export const MAX_COMPLAINT_TEXT = 1000;
export const MAX_COMPLAINT_PHOTOS = 3;

export const complaintMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['shopper', 'shop']),
  text: z.string(),
  at: z.string(),
});
export type ComplaintMessage = z.infer<typeof complaintMessageSchema>;

/** What the shopper sees: no staff names. */
export const complaintSchema = z.object({
  id: z.string(),
  topic: z.enum(COMPLAINT_TOPICS),
  status: z.enum(COMPLAINT_STATUSES),
  resolution: z.enum(COMPLAINT_RESOLUTIONS).nullable(),
  resolutionNote: z.string().nullable(),
  /** '/files/<uuid>' addresses, private to the shopper and staff. */
  photos: z.array(z.string()),
  messages: z.array(complaintMessageSchema),
  createdAt: z.string(),
  /** When the shop's answer is due; null while it owes none. */
  respondBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type Complaint = z.infer<typeof complaintSchema>;
