/**
 * Customer segments: saved rules of who is in. A customer is an order's phone number
 * (docs/guide/reports.md); the phones CSV holds only members who allowed marketing.
 */
import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../catalog';
import { msg } from '../i18n/translator';

export const SEGMENT_MEMBERS_SHOWN = 200;
const DAYS_MAX = 3650;

const days = z
  .number({ error: msg('validation.segment.days') })
  .int(msg('validation.segment.days'))
  .min(1, msg('validation.segment.days'))
  .max(DAYS_MAX, msg('validation.segment.days'));
const orderCount = z
  .number({ error: msg('validation.segment.orders') })
  .int(msg('validation.segment.orders'))
  .min(1, msg('validation.segment.orders'))
  .max(10_000, msg('validation.segment.orders'));

export const segmentRulesSchema = z
  .strictObject({
    /** Bought something of this category (within `boughtWithinDays`, when given). */
    category: z.enum(PRODUCT_CATEGORIES, { error: msg('validation.category.unknown') }).optional(),
    /** Ordered (that category, when given) in this many days up to today. */
    boughtWithinDays: days.optional(),
    minOrders: orderCount.optional(),
    maxOrders: orderCount.optional(),
    location: z
      .enum(['dhaka', 'outside'], { error: msg('validation.segment.location') })
      .optional(),
    /** Poisha spent over every order (each order's subtotal less its discount). */
    minSpent: z
      .number({ error: msg('validation.segment.spent') })
      .int(msg('validation.segment.spent'))
      .min(0, msg('validation.segment.spent'))
      .max(1_000_000_000, msg('validation.segment.spent'))
      .optional(),
    noOrderForDays: days.optional(),
  })
  .superRefine((rules, context) => {
    if (rules.minOrders && rules.maxOrders && rules.minOrders > rules.maxOrders) {
      context.addIssue({
        code: 'custom',
        path: ['maxOrders'],
        message: msg('validation.segment.ordersReversed'),
      });
    }
    if (
      rules.boughtWithinDays &&
      rules.noOrderForDays &&
      rules.boughtWithinDays <= rules.noOrderForDays
    ) {
      context.addIssue({
        code: 'custom',
        path: ['noOrderForDays'],
        message: msg('validation.segment.lapsedAndRecent', {
          bought: rules.boughtWithinDays,
          lapsed: rules.noOrderForDays,
        }),
      });
    }
  });
export type SegmentRules = z.infer<typeof segmentRulesSchema>;

export const segmentInputSchema = z.strictObject({
  name: z
    .string({ error: msg('validation.segment.name') })
    .trim()
    .min(1, msg('validation.segment.name'))
    .max(80, msg('validation.segment.name')),
  rules: segmentRulesSchema,
});
export type SegmentInput = z.infer<typeof segmentInputSchema>;

export const segmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rules: segmentRulesSchema,
  /** Members now, and of them those who allowed marketing messages. */
  members: z.number().int(),
  marketingAllowed: z.number().int(),
  createdAt: z.string(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const segmentListSchema = z.object({ segments: z.array(segmentSchema) });

export const segmentMemberSchema = z.object({
  phone: z.string(),
  name: z.string(),
  orders: z.number().int(),
  spent: z.number().int(),
  lastOrderOn: z.string(),
  location: z.enum(['dhaka', 'outside']),
  marketingAllowed: z.boolean(),
});
export type SegmentMember = z.infer<typeof segmentMemberSchema>;

export const segmentMembersSchema = z.object({
  segment: segmentSchema,
  members: z.array(segmentMemberSchema),
});
export type SegmentMembers = z.infer<typeof segmentMembersSchema>;

const NOT_FOUND = msg('admin.segments.error.notFound');

export const segmentIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: NOT_FOUND })
    .int({ error: NOT_FOUND })
    .min(1, { error: NOT_FOUND })
    .max(2_147_483_647, { error: NOT_FOUND }),
});
