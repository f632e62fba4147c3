/** Derived counts change in the same transaction as the rows they count, so they never drift. */
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import type { Permission } from '#shared/permissions';
import {
  REVIEWS_PAGE_SIZE,
  type Review,
  type ReviewInput,
  type ReviewListQuery,
  type ReviewPage,
  type ReviewSummary,
  type ReviewUpdate,
} from '#shared/schemas/review';
import type { SkinConcern, SkinType } from '#shared/skin';
import type { Database, Transaction } from '../../db/client';
import {
  orderItems,
  orders,
  products,
  productVariants,
  profiles,
  reviews,
  reviewVotes,
  storedFiles,
} from '../../db/schema';
import { HttpError } from '../../http-error';

type Queryable = Database | Transaction;

function reviewColumns(viewerId: string | null) {
  return {
    id: reviews.id,
    userId: reviews.userId,
    rating: reviews.rating,
    title: reviews.title,
    content: reviews.content,
    images: reviews.images,
    skinType: reviews.skinType,
    skinTone: reviews.skinTone,
    skinConcern: reviews.skinConcern,
    helpful: reviews.helpfulCount,
    unhelpful: reviews.unhelpfulCount,
    createdAt: reviews.createdAt,
    firstName: profiles.firstName,
    lastName: profiles.lastName,
    verified: sql<boolean>`EXISTS (
      SELECT 1 FROM ${orderItems} JOIN ${orders} ON ${orders.id} = ${orderItems.orderId}
      WHERE ${orders.userId} = ${reviews.userId}
        AND ${orders.status} = 'delivered'
        AND ${orderItems.productId} = ${reviews.productId})`,
    // Read from the author's orders each time, so no column can drift from them.
    bought: sql<string[]>`ARRAY(
      SELECT DISTINCT concat_ws(' / ', ${productVariants.option1}, ${productVariants.option2}, ${productVariants.option3})
      FROM ${orderItems}
        JOIN ${orders} ON ${orders.id} = ${orderItems.orderId}
        JOIN ${productVariants} ON ${productVariants.id} = ${orderItems.variantId}
      WHERE ${orders.userId} = ${reviews.userId}
        AND ${orders.status} <> 'cancelled'
        AND ${orderItems.productId} = ${reviews.productId}
        AND ${productVariants.option1} IS NOT NULL
      ORDER BY 1)`,
    myVote: viewerId
      ? sql<boolean | null>`(SELECT ${reviewVotes.helpful} FROM ${reviewVotes}
          WHERE ${reviewVotes.reviewId} = ${reviews.id} AND ${reviewVotes.userId} = ${viewerId})`
      : sql<boolean | null>`NULL::boolean`,
  };
}

type ReviewRow = {
  id: number;
  userId: string;
  rating: number;
  title: string;
  content: string;
  images: string[];
  skinType: string | null;
  skinTone: number | null;
  skinConcern: string | null;
  helpful: number;
  unhelpful: number;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  verified: boolean;
  bought: string[];
  myVote: boolean | null;
};

/** 'Nusrat J.': the first name and the last name's initial, never the whole name. */
export function authorName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim() ?? '';
  const initial = lastName?.trim().charAt(0).toUpperCase() ?? '';
  if (!first) return initial ? `${initial}.` : 'A shopper';
  return initial ? `${first} ${initial}.` : first;
}

function toReview(row: ReviewRow, viewerId: string | null): Review {
  return {
    id: row.id,
    author: authorName(row.firstName, row.lastName),
    rating: row.rating,
    title: row.title,
    content: row.content,
    images: row.images,
    verified: Boolean(row.verified),
    bought: row.bought,
    skinType: row.skinType as SkinType | null,
    skinTone: row.skinTone,
    skinConcern: row.skinConcern as SkinConcern | null,
    helpful: row.helpful,
    unhelpful: row.unhelpful,
    createdAt: new Date(row.createdAt).toISOString(),
    mine: viewerId !== null && row.userId === viewerId,
    myVote: row.myVote === null ? null : row.myVote ? 'helpful' : 'unhelpful',
  };
}

const ORDER_BY: Record<ReviewListQuery['sort'], SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
};

export async function isActiveProduct(db: Queryable, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'active')));
  return row !== undefined;
}

async function requireActiveProduct(db: Queryable, productId: number): Promise<void> {
  if (!(await isActiveProduct(db, productId)))
    throw new HttpError(404, msg('errors.product.notFound'));
}

export async function listReviews(
  db: Database,
  productId: number,
  query: ReviewListQuery,
  viewerId: string | null,
): Promise<ReviewPage> {
  await requireActiveProduct(db, productId);
  const where = and(
    eq(reviews.productId, productId),
    query.rating === undefined ? undefined : eq(reviews.rating, query.rating),
    query.skinType === undefined ? undefined : eq(reviews.skinType, query.skinType),
    query.skinTone === undefined ? undefined : eq(reviews.skinTone, query.skinTone),
    query.concern === undefined ? undefined : eq(reviews.skinConcern, query.concern),
  );
  const [totalRow] = await db.select({ total: count() }).from(reviews).where(where);
  const rows = await db
    .select(reviewColumns(viewerId))
    .from(reviews)
    .leftJoin(profiles, eq(profiles.userId, reviews.userId))
    .where(where)
    .orderBy(...ORDER_BY[query.sort])
    .limit(REVIEWS_PAGE_SIZE)
    .offset((query.page - 1) * REVIEWS_PAGE_SIZE);
  return {
    reviews: rows.map((row) => toReview(row, viewerId)),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}

/** One row per star rating and per skin value given: a popular product's reviews are not read. */
type SummaryGroup = {
  rating: number | null;
  skinType: SkinType | null;
  skinTone: number | null;
  skinConcern: SkinConcern | null;
  count: number;
  ratingSum: number;
};

export async function reviewSummary(db: Database, productId: number): Promise<ReviewSummary> {
  await requireActiveProduct(db, productId);
  const { rows } = await db.execute<SummaryGroup>(sql`
    SELECT rating, skin_type AS "skinType", skin_tone AS "skinTone",
      skin_concern AS "skinConcern", count(*)::int AS count, sum(rating)::int AS "ratingSum"
    FROM ${reviews}
    WHERE product_id = ${productId}
    GROUP BY GROUPING SETS ((rating), (skin_type), (skin_tone), (skin_concern))`);
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let ratingSum = 0;
  for (const row of rows) {
    if (row.rating === null) continue;
    distribution[row.rating as 1 | 2 | 3 | 4 | 5] = row.count;
    total += row.count;
    ratingSum += row.ratingSum;
  }
  return {
    average: average(ratingSum, total),
    count: total,
    distribution,
    percentPositive:
      total === 0 ? 0 : Math.round(((distribution[4] + distribution[5]) / total) * 100),
    skin: {
      types: sharesOf(rows, (row) => row.skinType),
      tones: sharesOf(rows, (row) => row.skinTone),
      concerns: sharesOf(rows, (row) => row.skinConcern),
    },
  };
}

/** To one decimal; 0 for no reviews. */
const average = (sum: number, count: number) =>
  count === 0 ? 0 : Math.round((sum / count) * 10) / 10;

/** A skin grouping's rows (a review without the value counts in none), most reviews first. */
function sharesOf<Value extends string | number>(
  rows: readonly SummaryGroup[],
  pick: (row: SummaryGroup) => Value | null,
) {
  return rows
    .flatMap((row) => {
      const value = pick(row);
      return value === null
        ? []
        : [{ value, count: row.count, average: average(row.ratingSum, row.count) }];
    })
    .sort((a, b) => b.count - a.count || String(a.value).localeCompare(String(b.value)));
}

export async function findReview(
  db: Queryable,
  reviewId: number,
  viewerId: string | null,
): Promise<Review | null> {
  const [row] = await db
    .select(reviewColumns(viewerId))
    .from(reviews)
    .leftJoin(profiles, eq(profiles.userId, reviews.userId))
    .where(eq(reviews.id, reviewId));
  return row ? toReview(row, viewerId) : null;
}

/** A review may show only photos its author uploaded as review photos. */
async function checkPhotos(tx: Transaction, userId: string, images: string[]): Promise<void> {
  if (images.length === 0) return;
  const ids = images.map((image) => image.slice('/files/'.length));
  const owned = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, ids),
        eq(storedFiles.purpose, 'review_photo'),
        eq(storedFiles.ownerUserId, userId),
      ),
    );
  if (owned.length !== ids.length) {
    throw new HttpError(400, msg('errors.review.photoNotYours'));
  }
}

/** Locks the review so concurrent edits, deletes and votes on it run one after another. */
async function lockReview(tx: Transaction, reviewId: number) {
  const [review] = await tx
    .select({
      id: reviews.id,
      userId: reviews.userId,
      productId: reviews.productId,
      rating: reviews.rating,
    })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .for('update');
  if (!review) throw new HttpError(404, msg('errors.review.notFound'));
  return review;
}

export async function createReview(
  db: Database,
  userId: string,
  productId: number,
  input: ReviewInput,
): Promise<Review> {
  const id = await db.transaction(async (tx) => {
    await requireActiveProduct(tx, productId);
    await checkPhotos(tx, userId, input.images);
    const [inserted] = await tx
      .insert(reviews)
      .values({ productId, userId, ...input })
      .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
      .returning({ id: reviews.id });
    if (!inserted) throw new HttpError(409, msg('errors.review.alreadyReviewed'));
    await tx
      .update(products)
      .set({
        reviewCount: sql`${products.reviewCount} + 1`,
        ratingTotal: sql`${products.ratingTotal} + ${input.rating}`,
      })
      .where(eq(products.id, productId));
    return inserted.id;
  });
  const review = await findReview(db, id, userId);
  if (!review) throw new Error('review vanished after insert');
  return review;
}

export async function updateReview(
  db: Database,
  userId: string,
  reviewId: number,
  input: ReviewUpdate,
): Promise<Review> {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (review.userId !== userId) throw new HttpError(403, msg('errors.review.editOwnOnly'));
    if (input.images) await checkPhotos(tx, userId, input.images);
    await tx.update(reviews).set(input).where(eq(reviews.id, reviewId));
    if (input.rating !== undefined && input.rating !== review.rating) {
      await tx
        .update(products)
        .set({ ratingTotal: sql`${products.ratingTotal} + ${input.rating - review.rating}` })
        .where(eq(products.id, review.productId));
    }
  });
  const review = await findReview(db, reviewId, userId);
  if (!review) throw new HttpError(404, msg('errors.review.notFound'));
  return review;
}

export async function deleteReview(
  db: Database,
  viewer: { userId: string; permissions: readonly Permission[] },
  reviewId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (review.userId !== viewer.userId && !viewer.permissions.includes('products.edit')) {
      throw new HttpError(403, msg('errors.review.deleteOwnOnly'));
    }
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
    await tx
      .update(products)
      .set({
        reviewCount: sql`${products.reviewCount} - 1`,
        ratingTotal: sql`${products.ratingTotal} - ${review.rating}`,
      })
      .where(eq(products.id, review.productId));
  });
}

/** One vote per shopper per review: a new vote replaces the old one; `null` takes it back. */
export async function setVote(
  db: Database,
  userId: string,
  reviewId: number,
  helpful: boolean | null,
): Promise<Review> {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (review.userId === userId) throw new HttpError(400, msg('errors.review.voteOwn'));
    const [previous] = await tx
      .select({ helpful: reviewVotes.helpful })
      .from(reviewVotes)
      .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId)));
    const before = previous?.helpful ?? null;
    if (before === helpful) return;

    if (helpful === null) {
      await tx
        .delete(reviewVotes)
        .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId)));
    } else {
      await tx
        .insert(reviewVotes)
        .values({ reviewId, userId, helpful })
        .onConflictDoUpdate({
          target: [reviewVotes.reviewId, reviewVotes.userId],
          set: { helpful },
        });
    }
    const change = (value: boolean) => (helpful === value ? 1 : 0) - (before === value ? 1 : 0);
    await tx
      .update(reviews)
      .set({
        helpfulCount: sql`${reviews.helpfulCount} + ${change(true)}`,
        unhelpfulCount: sql`${reviews.unhelpfulCount} + ${change(false)}`,
      })
      .where(eq(reviews.id, reviewId));
  });
  const review = await findReview(db, reviewId, userId);
  if (!review) throw new HttpError(404, msg('errors.review.notFound'));
  return review;
}
