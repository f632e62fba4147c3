/**
 * Fills an empty shop: the sample catalogue with its pictures, sample reviewers and reviews.
 * Runs at start when there are no products, and by `npm run db:seed`.
 */
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { storeImage } from '../../modules/files/images';
import type { Storage } from '../../storage/storage';
import type { Database } from '../client';
import { products, profiles, reviews, users } from '../schema';
import { buildCatalogue, type SeedProduct } from './catalogue';
import { productDrawing } from './drawings';
import { createRandom } from './random';
import { SAMPLE_REVIEWERS, sampleReviewsFor } from './reviews';

export type SeedOptions = {
  /** Draw and store product pictures (on by default). */
  images?: boolean;
};

export type SeedResult = { products: number; reviews: number } | null;

async function drawProductImage(db: Database, storage: Storage, product: SeedProduct) {
  const png = await sharp(Buffer.from(productDrawing(product.id, product.category)))
    .png()
    .toBuffer();
  const { ref } = await storeImage(db, storage, png, {
    purpose: 'product_image',
    isPublic: true,
    ownerUserId: null,
  });
  return ref;
}

/** Runs `work` over items, at most `limit` at a time (sharp uses a thread per image). */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

export async function seedIfEmpty(
  db: Database,
  storage: Storage,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const [existing] = await db.select({ total: count() }).from(products);
  if ((existing?.total ?? 0) > 0) return null;
  return seed(db, storage, options);
}

export async function seed(db: Database, storage: Storage, options: SeedOptions = {}) {
  const catalogue = buildCatalogue();
  const images =
    options.images === false
      ? catalogue.map(() => null)
      : await mapLimited(catalogue, 4, (product) => drawProductImage(db, storage, product));

  return db.transaction(async (tx) => {
    const now = Date.now();
    const reviewerIds = SAMPLE_REVIEWERS.map((_, index) => `seed-reviewer-${index + 1}`);
    await tx
      .insert(users)
      .values(
        SAMPLE_REVIEWERS.map(([first, last], index) => ({
          id: reviewerIds[index] ?? '',
          name: `${first} ${last}`,
          email: `${first}.${last}@example.com`.toLowerCase(),
          emailVerified: true,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(profiles)
      .values(
        SAMPLE_REVIEWERS.map(([firstName, lastName], index) => ({
          userId: reviewerIds[index] ?? '',
          firstName,
          lastName,
        })),
      )
      .onConflictDoNothing();

    const random = createRandom(7);
    const reviewRows: (typeof reviews.$inferInsert)[] = [];
    const productRows = catalogue.map((product, index) => {
      const samples = sampleReviewsFor(random);
      for (const sample of samples) {
        const createdAt = new Date(now - sample.daysAgo * 86_400_000);
        reviewRows.push({
          productId: product.id,
          userId: reviewerIds[sample.reviewerIndex] ?? '',
          rating: sample.rating,
          title: sample.title,
          content: sample.content,
          helpfulCount: sample.helpfulCount,
          unhelpfulCount: sample.unhelpfulCount,
          createdAt,
          updatedAt: createdAt,
        });
      }
      const image = images[index];
      return {
        ...product,
        status: 'active' as const,
        images: image ? [image] : [],
        reviewCount: samples.length,
        ratingTotal: samples.reduce((sum, sample) => sum + sample.rating, 0),
      };
    });

    await tx.insert(products).values(productRows);
    // Ids were given explicitly; new products continue after the last one.
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`,
    );
    if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);
    return { products: productRows.length, reviews: reviewRows.length };
  });
}
