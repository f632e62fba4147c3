/**
 * The catalogue feeds for Meta and Google.
 * - GET /feeds/meta.csv, GET /feeds/google.xml → the files (public, or `?token=` FEED_TOKEN)
 * - GET /api/admin/feeds → adminFeedsSchema (admins only)
 */
import { z } from 'zod';

export const FEED_KINDS = ['meta', 'google'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** Why a variant of an active product is not in a feed: each spec requires what it lacks. */
export const FEED_LEFT_OUT_REASONS = ['noSku', 'longSku', 'noPrice', 'noImage', 'noBrand'] as const;
export type FeedLeftOutReason = (typeof FEED_LEFT_OUT_REASONS)[number];

export const feedQuerySchema = z.object({ token: z.string().max(200).optional() });

const leftOutSchema = z.object({
  reason: z.enum(FEED_LEFT_OUT_REASONS),
  count: z.number().int().nonnegative(),
  examples: z.array(z.object({ productId: z.number().int(), sku: z.string(), name: z.string() })),
});
export type FeedLeftOut = z.infer<typeof leftOutSchema>;

export const feedBuildSchema = z.object({
  builtAt: z.iso.datetime(),
  buildMs: z.number().int().nonnegative(),
  rows: z.number().int().nonnegative(),
  leftOut: z.array(leftOutSchema),
});
export type FeedBuild = z.infer<typeof feedBuildSchema>;

export const adminFeedSchema = z.object({
  kind: z.enum(FEED_KINDS),
  /** What to give Meta Commerce Manager or Google Merchant Center, the token included. */
  url: z.string(),
  last: feedBuildSchema.nullable(),
  /** The catalogue changed since the last build (or there was none): a new one is under way. */
  building: z.boolean(),
});

export const adminFeedsSchema = z.object({
  feeds: z.array(adminFeedSchema),
  /** FEED_TOKEN is set: the feeds answer only with the token in their address. */
  private: z.boolean(),
});
export type AdminFeeds = z.infer<typeof adminFeedsSchema>;
