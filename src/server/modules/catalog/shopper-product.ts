/** One active product and all it shows in one statement: a round trip costs more than the read. */
import { and, asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Product, ProductOption, VariantExpiry } from '#shared/schemas/product';
import type { SkinType } from '#shared/skin';
import type { Database } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { productAnswerColumns, toShopperProduct } from './product-rows';
import { toShopperVariant } from './variants';

/** The next start or end after `at` of an active sale covering the product; NULL when none. */
function nextPriceChange(at: Placeholder): SQL<string | Date | null> {
  return sql`(SELECT min(boundary)
      FROM promotions r
      CROSS JOIN LATERAL (VALUES (r.starts_at), (r.ends_at)) AS b(boundary)
      WHERE r.kind = 'sale' AND r.active AND boundary > ${at}::timestamptz
        AND (${products.id} = ANY (r.product_ids) OR ${products.category} = ANY (r.categories)
          OR ${products.brand} = ANY (r.brands)
          OR EXISTS (SELECT 1 FROM product_variants v
            WHERE v.product_id = ${products.id} AND v.id = ANY (r.variant_ids))))`;
}

const optionsOfProduct = sql<ProductOption[] | null>`(SELECT json_agg(
    json_build_object('position', o.position, 'name', o.name) ORDER BY o.position)
  FROM product_options o WHERE o.product_id = ${products.id})`;

/** Each variant's earliest dated batch on sale: what the page says of expiry. */
const expiriesOfProduct = sql<VariantExpiry[] | null>`(SELECT json_agg(json_build_object(
    'variantId', e.variant_id, 'notBefore', e.expires_on,
    'originCountry', e.origin_country, 'importer', e.importer) ORDER BY e.variant_id)
  FROM (SELECT DISTINCT ON (b.variant_id) b.variant_id, b.expires_on, b.origin_country, b.importer
    FROM stock_batches b JOIN product_variants v ON v.id = b.variant_id
    WHERE v.product_id = ${products.id} AND b.quantity > 0 AND b.expires_on IS NOT NULL
    ORDER BY b.variant_id, b.expires_on, b.id) e)`;

/** Prepared, as building this select costs more than PostgreSQL's running it. */
function prepareRead(db: Database) {
  return db
    .select({
      product: productAnswerColumns,
      skinTypes: products.skinTypes,
      options: optionsOfProduct,
      expiries: expiriesOfProduct,
      variant: productVariants,
      changesAt: nextPriceChange(sql.placeholder('at')),
    })
    .from(products)
    .leftJoin(
      productVariants,
      and(
        eq(productVariants.productId, products.id),
        sql`EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = ${products.id})`,
      ),
    )
    .where(and(eq(products.id, sql.placeholder('id')), eq(products.status, 'active')))
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .prepare('shopper_product');
}

const preparedReads = new WeakMap<Database, ReturnType<typeof prepareRead>>();

/** No choices for a product without options: its default variant is priced as the product. */
export async function readShopperProduct(
  db: Database,
  id: number,
  at: Date,
): Promise<Product | null> {
  let read = preparedReads.get(db);
  if (!read) {
    read = prepareRead(db);
    preparedReads.set(db, read);
  }
  const rows = await read.execute({ id, at: at.toISOString() });
  const [first] = rows;
  if (!first) return null;
  const { product: row, skinTypes, options, changesAt, expiries } = first;
  const product: Product = {
    ...toShopperProduct(row),
    ...(row.banglaKind ? { banglaKind: row.banglaKind } : {}),
    ...(skinTypes.length > 0 ? { skinTypes: skinTypes as SkinType[] } : {}),
  };
  if (options) {
    // A variant kept only for its orders fits no combination (as in variants.ts productChoices).
    product.options = options;
    product.variants = rows
      .flatMap(({ variant }) => (variant ? [toShopperVariant(variant)] : []))
      .filter((variant) => variant.options.length === options.length);
  }
  if (expiries) product.expiries = expiries;
  if (changesAt) product.priceChangesAt = new Date(changesAt).toISOString();
  return product;
}
