/** Product reviews: what the API accepts and answers (shared/spec/decisions.md #2). */
import { z } from 'zod';
import { msg } from '../i18n/translator';
import { SKIN_CONCERNS, SKIN_TONES, SKIN_TYPES } from '../skin';
import { requiredText } from './common';

export const REVIEWS_PAGE_SIZE = 5;
export const MAX_REVIEW_PHOTOS = 3;
export const MAX_REVIEW_PHOTO_BYTES = 5 * 1024 * 1024;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_CONTENT_MAX = 2000;

export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Ids are PostgreSQL integers: anything past 2³¹−1 could never exist. */
const MAX_ID = 2_147_483_647;

function idSchema(field: 'productId' | 'reviewId') {
  const message = msg(`validation.${field}.invalid`);
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_ID, { error: msg(`validation.${field}.notFound`) });
}

export const reviewProductParamsSchema = z.object({ id: idSchema('productId') });
export const reviewIdParamsSchema = z.object({ id: idSchema('reviewId') });

const ratingFilterMessage = msg('validation.ratingFilter.invalid');
const pageMessage = msg('validation.page.invalid');

const skinTypeSchema = z.enum(SKIN_TYPES, { error: msg('reviews.validation.skinType') });
const skinToneMessage = msg('reviews.validation.skinTone', { max: SKIN_TONES.length });
const skinToneSchema = z.coerce
  .number({ error: skinToneMessage })
  .int({ error: skinToneMessage })
  .min(1, { error: skinToneMessage })
  .max(SKIN_TONES.length, { error: skinToneMessage });
const skinConcernSchema = z.enum(SKIN_CONCERNS, { error: msg('reviews.validation.skinConcern') });

export const reviewListQuerySchema = z.object({
  rating: z.coerce
    .number({ error: ratingFilterMessage })
    .int({ error: ratingFilterMessage })
    .min(1, { error: ratingFilterMessage })
    .max(5, { error: ratingFilterMessage })
    .optional(),
  skinType: skinTypeSchema.optional(),
  skinTone: skinToneSchema.optional(),
  concern: skinConcernSchema.optional(),
  sort: z.enum(REVIEW_SORTS, { error: msg('validation.reviewSort.invalid') }).default('newest'),
  page: z.coerce
    .number({ error: pageMessage })
    .int({ error: pageMessage })
    .min(1, { error: pageMessage })
    .default(1),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

const ratingMessage = msg('validation.rating.required');
const photoMessage = msg('validation.reviewPhoto.invalid');

/** A reference to a photo uploaded through POST /api/reviews/photos. */
export const reviewPhotoRefSchema = z
  .string({ error: photoMessage })
  .regex(/^\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
    error: photoMessage,
  });

const reviewFields = {
  rating: z
    .number({ error: ratingMessage })
    .int({ error: ratingMessage })
    .min(1, { error: ratingMessage })
    .max(5, { error: ratingMessage }),
  title: requiredText('Title', REVIEW_TITLE_MAX),
  content: requiredText('Review', REVIEW_CONTENT_MAX),
  images: z
    .array(reviewPhotoRefSchema, { error: msg('validation.reviewPhotos.notList') })
    .max(MAX_REVIEW_PHOTOS, {
      error: msg('validation.reviewPhotos.tooMany', { max: MAX_REVIEW_PHOTOS }),
    })
    .refine((images) => new Set(images).size === images.length, {
      error: msg('validation.reviewPhotos.duplicate'),
    }),
  /** The author's skin, each optional: null says nothing. */
  skinType: skinTypeSchema.nullable(),
  skinTone: skinToneSchema.nullable(),
  skinConcern: skinConcernSchema.nullable(),
};

export const reviewInputSchema = z.strictObject({
  ...reviewFields,
  images: reviewFields.images.default([]),
  skinType: reviewFields.skinType.default(null),
  skinTone: reviewFields.skinTone.default(null),
  skinConcern: reviewFields.skinConcern.default(null),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewUpdateSchema = z
  .strictObject({
    rating: reviewFields.rating.optional(),
    title: reviewFields.title.optional(),
    content: reviewFields.content.optional(),
    images: reviewFields.images.optional(),
    skinType: reviewFields.skinType.optional(),
    skinTone: reviewFields.skinTone.optional(),
    skinConcern: reviewFields.skinConcern.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    error: msg('validation.reviewUpdate.empty'),
  });
export type ReviewUpdate = z.infer<typeof reviewUpdateSchema>;

export const reviewVoteInputSchema = z.strictObject({
  helpful: z.boolean({ error: msg('validation.boolean', { field: 'helpful' }) }),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  /** First name and last initial, e.g. 'Nusrat J.' */
  author: z.string(),
  rating: z.number().int(),
  title: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  /** The author has a delivered order with this product. */
  verified: z.boolean(),
  /** Shades or sizes the author ordered (orders not cancelled); empty without options. */
  bought: z.array(z.string()).optional(),
  skinType: z.enum(SKIN_TYPES).nullable(),
  skinTone: z.number().int().nullable(),
  skinConcern: z.enum(SKIN_CONCERNS).nullable(),
  helpful: z.number().int(),
  unhelpful: z.number().int(),
  createdAt: z.string(),
  mine: z.boolean(),
  myVote: z.enum(['helpful', 'unhelpful']).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

function skinShareSchema<T extends z.ZodType>(value: T) {
  /** `average` to one decimal, as the summary's. */
  return z.object({ value, count: z.number().int(), average: z.number() });
}

export const reviewSummarySchema = z.object({
  /** To one decimal; 0 when there are no reviews. */
  average: z.number(),
  count: z.number().int(),
  distribution: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
  /** Share of 4 and 5 star reviews, whole percent. */
  percentPositive: z.number().int(),
  /** Reviews by the skin their authors gave, only values some review has, most reviews first. */
  skin: z.object({
    types: z.array(skinShareSchema(z.enum(SKIN_TYPES))),
    tones: z.array(skinShareSchema(z.number().int())),
    concerns: z.array(skinShareSchema(z.enum(SKIN_CONCERNS))),
  }),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewPhotoSchema = z.object({ image: z.string() });

export const deletedReviewSchema = z.object({ id: z.number().int() });
