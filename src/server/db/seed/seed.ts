/**
 * Fills an empty shop: the sample catalogue with its pictures, sample reviewers and reviews.
 * Runs at start when there are no products, and by `npm run db:seed`.
 */
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { seedSynonyms } from '../../modules/catalog';
import { storeImage } from '../../modules/files';
import type { Storage } from '../../storage/storage';
import type { Database, Transaction } from '../client';
import { productOptions, products, productVariants, profiles, reviews, users } from '../schema';
import { buildCatalogue, pictureColour, type SeedProduct } from './catalogue';
import { productDrawing } from './drawings';
import { banglaKindOf, ITEM_KINDS, searchWordsOf } from './kinds';
import { createRandom } from './random';
import { reviewerSkin, SAMPLE_REVIEWERS, sampleReviewsFor } from './reviews';

/** Where a reviewer's skin is worth saying. */
const BEAUTY = new Set(['makeup', 'skincare']);

export type SeedOptions = {
  images?: boolean;
};

export type SeedResult = { products: number; variants: number; reviews: number } | null;

async function storeDrawing(db: Database, storage: Storage, svg: string) {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const { ref } = await storeImage(db, storage, png, {
    purpose: 'product_image',
    isPublic: true,
    ownerUserId: null,
  });
  return ref;
}

/**
 * Flat drawings scale up cleanly, so the seed draws them small: 640 px (stored at 320 and 640,
 * two encodes instead of three, a third of the pixels) and a shade's own picture at 480 px.
 */
const PICTURE_SIZE = 640;
const SHADE_PICTURE_SIZE = 480;

/**
 * Every drawing the seed stores: one per product, and one per shape and shade colour (two
 * lipsticks in the same red share that shade's picture, which keeps the seed quick).
 */
function drawingsOf(catalogue: SeedProduct[]) {
  const productSvgs = catalogue.map((product) =>
    productDrawing(
      product.id,
      ITEM_KINDS[product.kind].shape,
      pictureColour(product),
      PICTURE_SIZE,
    ),
  );
  const shadeSvgs = new Map<string, string>();
  const shadeKeyOf = new Map<string, string>();
  for (const product of catalogue) {
    if (product.option?.name !== 'Shade') continue;
    const shape = ITEM_KINDS[product.kind].shape;
    for (const variant of product.option.variants) {
      const key = `${shape} ${variant.swatch}`;
      shadeKeyOf.set(variant.sku, key);
      if (!shadeSvgs.has(key)) {
        shadeSvgs.set(key, productDrawing(product.id, shape, variant.swatch, SHADE_PICTURE_SIZE));
      }
    }
  }
  return { productSvgs, shadeSvgs, shadeKeyOf };
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
  const { productSvgs, shadeSvgs, shadeKeyOf } = drawingsOf(catalogue);
  const svgs = [...productSvgs, ...shadeSvgs.values()];
  const refs =
    options.images === false
      ? svgs.map(() => null)
      : await mapLimited(svgs, 4, (svg) => storeDrawing(db, storage, svg));
  const imageOf = new Map<SeedProduct, string>();
  catalogue.forEach((product, index) => {
    const ref = refs[index];
    if (ref) imageOf.set(product, ref);
  });
  const shadeRefs = new Map(
    [...shadeSvgs.keys()].map((key, index) => [key, refs[catalogue.length + index]]),
  );
  const shadeImageOf = new Map<string, string>();
  for (const [sku, key] of shadeKeyOf) {
    const ref = shadeRefs.get(key);
    if (ref) shadeImageOf.set(sku, ref);
  }

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
    const productRows = catalogue.map((product) => {
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
          ...(BEAUTY.has(product.category) ? reviewerSkin(sample.reviewerIndex) : {}),
          createdAt,
          updatedAt: createdAt,
        });
      }
      const image = imageOf.get(product);
      return {
        id: product.id,
        name: product.name,
        description: product.description,
        price: product.price,
        salePrice: product.salePrice,
        actualPrice: product.actualPrice,
        category: product.category,
        brand: product.brand,
        searchWords: searchWordsOf(product.kind),
        banglaKind: banglaKindOf(product.kind),
        stockQuantity: product.stockQuantity,
        featured: product.featured,
        skinTypes: product.skinTypes,
        createdAt: product.createdAt,
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
    const variants = await insertVariants(tx, catalogue, shadeImageOf);
    await dateCosmeticBatches(tx);
    await seedSynonyms(tx);
    if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);
    return { products: productRows.length, variants, reviews: reviewRows.length };
  });
}

/**
 * Cosmetics' opening batches as a shop's shelf holds them (decision 038): each its lot, made 1,000 days
 * before its expiry, from an importer; about one in twenty expiring within 60 days. Bags, shoes
 * and clothes keep undated batches.
 */
async function dateCosmeticBatches(tx: Transaction) {
  await tx.execute(sql`
    UPDATE stock_batches b SET
      code = 'LOT-' || upper(substr(md5(b.variant_id::text), 1, 6)),
      expires_on = current_date + 20 + (b.variant_id * 37) % 880,
      manufactured_on = current_date + 20 + (b.variant_id * 37) % 880 - 1000,
      origin_country = (ARRAY['South Korea', 'Japan', 'France', 'India', 'Thailand', 'USA'])[1 + b.variant_id % 6],
      importer = (ARRAY['Glamour Trade BD Ltd, Dhaka', 'Beauty Bridge Imports, Chattogram', 'Ruposhi Distribution, Dhaka'])[1 + b.variant_id % 3]
    FROM product_variants v JOIN products p ON p.id = v.product_id
    WHERE v.id = b.variant_id AND p.category IN ('makeup', 'skincare', 'minis')`);
}

/**
 * Products sold in shades or sizes: the insert trigger gave each a default variant; it goes,
 * and the option and its variants take its place (the variant triggers then sum the product's
 * price and stock from them). Two statements for all of them, not one per product.
 */
async function insertVariants(
  tx: Transaction,
  catalogue: SeedProduct[],
  shadeImageOf: Map<string, string>,
): Promise<number> {
  const withOptions = catalogue.filter((product) => product.option);
  if (withOptions.length === 0) return 0;
  await tx.execute(
    sql`DELETE FROM product_variants WHERE product_id IN (${sql.join(
      withOptions.map((product) => sql`${product.id}`),
      sql`, `,
    )})`,
  );
  await tx.insert(productOptions).values(
    withOptions.map((product) => ({
      productId: product.id,
      position: 1,
      name: product.option?.name ?? 'Shade',
    })),
  );
  const rows = withOptions.flatMap((product) =>
    (product.option?.variants ?? []).map((variant, position) => {
      const image = shadeImageOf.get(variant.sku);
      return {
        productId: product.id,
        sku: variant.sku,
        option1: variant.value,
        price: variant.price,
        salePrice: variant.salePrice,
        stockQuantity: variant.stockQuantity,
        status: 'active' as const,
        swatch: variant.swatch,
        shadeFamily: variant.shadeFamily,
        images: image ? [image] : [],
        position,
      };
    }),
  );
  await tx.insert(productVariants).values(rows);
  return rows.length;
}
