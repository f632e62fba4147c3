/**
 * Complaints about an order (docs/guide/complaints.md): raised by the order's owner, or on /track
 * with its number and phone; one unresolved per order; each shopper message the shop has not
 * answered owes an answer within 72 hours (the Digital Commerce Operation Guidelines 2021).
 */
import { z } from 'zod';
import { msg } from '../i18n/translator';
import { ORDER_STATUSES } from '../orders';
import { PAYMENT_METHODS } from '../pricing';
import {
  COMPLAINT_RESOLUTIONS,
  COMPLAINT_STATUSES,
  COMPLAINT_TOPICS,
  complaintSchema,
  MAX_COMPLAINT_PHOTOS,
  MAX_COMPLAINT_TEXT,
} from './complaint-view';
import { trackOrderInputSchema } from './track';

export * from './complaint-view';

// Admin views --------------------------------------------------------------------------------

export const adminComplaintSummarySchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  topic: z.enum(COMPLAINT_TOPICS),
  status: z.enum(COMPLAINT_STATUSES),
  resolution: z.enum(COMPLAINT_RESOLUTIONS).nullable(),
  /** The first message's opening words. */
  excerpt: z.string(),
  createdAt: z.string(),
  respondBy: z.string().nullable(),
  firstReplyAt: z.string().nullable(),
  lastMessageAt: z.string(),
});
export type AdminComplaintSummary = z.infer<typeof adminComplaintSummarySchema>;

export const adminComplaintPageSchema = z.object({
  complaints: z.array(adminComplaintSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminComplaintPage = z.infer<typeof adminComplaintPageSchema>;

export const adminComplaintSchema = complaintSchema.extend({
  raisedVia: z.enum(['account', 'track']),
  firstReplyAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  /** Staff names beside the shop's messages, in the order of `messages`; null for the shopper's. */
  authors: z.array(z.string().nullable()),
  order: z.object({
    id: z.string(),
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    total: z.number().int(),
    customerName: z.string(),
    phone: z.string(),
    createdAt: z.string(),
  }),
});
export type AdminComplaint = z.infer<typeof adminComplaintSchema>;

// Inputs -------------------------------------------------------------------------------------

/** A complaint's first words ask what is wrong; a later message, from either side, just asks for one. */
const complaintText = (empty: 'validation.complaint.text' | 'validation.complaint.message') =>
  z
    .string({ error: msg(empty) })
    .trim()
    .min(1, { error: msg(empty) })
    .max(MAX_COMPLAINT_TEXT, {
      error: msg('validation.complaint.textTooLong', { max: MAX_COMPLAINT_TEXT }),
    });

const topic = z.enum(COMPLAINT_TOPICS, { error: msg('validation.complaint.topic') });

export const complaintInputSchema = z.strictObject({
  topic,
  text: complaintText('validation.complaint.text'),
  /** '/files/<uuid>' as the photo upload answered, or the bare uuid. */
  photos: z
    .array(z.string().max(200), {
      error: msg('validation.complaint.photos', { max: MAX_COMPLAINT_PHOTOS }),
    })
    .max(MAX_COMPLAINT_PHOTOS, {
      error: msg('validation.complaint.photos', { max: MAX_COMPLAINT_PHOTOS }),
    })
    .default([]),
});
export type ComplaintInput = z.input<typeof complaintInputSchema>;

/** Without an account there is no upload, so no photos: the shopper can send them once signed in. */
export const trackComplaintInputSchema = trackOrderInputSchema.extend({
  topic,
  text: complaintText('validation.complaint.text'),
});
export type TrackComplaintInput = z.input<typeof trackComplaintInputSchema>;

export const complaintMessageInputSchema = z.strictObject({
  text: complaintText('validation.complaint.message'),
});
export type ComplaintMessageInput = z.input<typeof complaintMessageInputSchema>;

export const trackComplaintMessageInputSchema = trackOrderInputSchema.extend({
  text: complaintText('validation.complaint.message'),
});
export type TrackComplaintMessageInput = z.input<typeof trackComplaintMessageInputSchema>;

export const complaintResolveInputSchema = z.strictObject({
  resolution: z.enum(COMPLAINT_RESOLUTIONS, { error: msg('validation.complaint.resolution') }),
  /** What the shopper reads about the outcome. */
  note: z
    .string({ error: msg('validation.complaint.note') })
    .trim()
    .min(1, { error: msg('validation.complaint.note') })
    .max(500, { error: msg('validation.note.tooLong', { max: 500 }) }),
});
export type ComplaintResolveInput = z.input<typeof complaintResolveInputSchema>;

/** waiting: the shop owes an answer (open), late: past its 72 hours. */
export const COMPLAINT_STATES = ['waiting', 'late', 'answered', 'resolved', 'all'] as const;

export const adminComplaintQuerySchema = z.object({
  state: z.enum(COMPLAINT_STATES, { error: msg('validation.complaint.state') }).default('waiting'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const complaintParamsSchema = z.object({
  id: z.string().max(100),
  complaintId: z.string().max(100),
});
export const complaintIdParamsSchema = z.object({ id: z.string().max(100) });
export const trackComplaintParamsSchema = z.object({ complaintId: z.string().max(100) });
