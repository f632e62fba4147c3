/**
 * The feeds' rows: one per variant a shopper can choose on an active product, read by variant id
 * in pages of PAGE_ROWS, so a build holds one page at a time whatever the catalogue's size.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { imageUrl } from '#shared/images';
import type { FeedLeftOutReason } from '#shared/schemas/feeds';
import type { ProductOption } from '#shared/schemas/product';
import type { Database } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { chargedSalePrice, chosenOptions, optionProperty } from '../catalog';

export const PAGE_ROWS = 1000;

/** Google's id and title limits, the stricter of the two specs (Meta: 100 and 200). */
const MAX_ID = 50;
const MAX_TITLE = 150;
/** Google's description limit (Meta's is 9,999). */
const MAX_DESCRIPTION = 5000;
/** Google takes 10 more pictures, Meta 20. */
const MAX_MORE_IMAGES = 10;

export type FeedItem = {
  id: string;
  /** The product, for a product sold in shades or sizes; null for one without choices. */
  groupId: string | null;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  moreImages: string[];
  inStock: boolean;
  /** Poisha. */
  price: number;
  /** The lower price charged now (the admin's sale price or a running sale's); null for none. */
  salePrice: number | null;
  brand: string;
  color: string | null;
  size: string | null;
};

export type LeftOutRow = {
  reason: FeedLeftOutReason;
  productId: number;
  sku: string;
  name: string;
};

const optionsOfProduct = sql<ProductOption[] | string | null>`(SELECT json_agg(
    json_build_object('position', o.position, 'name', o.name) ORDER BY o.position)
  FROM product_options o WHERE o.product_id = ${products.id})`;

function readPage(db: Database, afterId: number) {
  return db
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      option1: productVariants.option1,
      option2: productVariants.option2,
      option3: productVariants.option3,
      price: productVariants.price,
      salePrice: productVariants.salePrice,
      promoPrice: productVariants.promoPrice,
      stockQuantity: productVariants.stockQuantity,
      images: productVariants.images,
      productId: products.id,
      name: products.name,
      description: products.description,
      brand: products.brand,
      productImages: products.images,
      options: optionsOfProduct,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        gt(productVariants.id, afterId),
        eq(productVariants.status, 'active'),
        eq(products.status, 'active'),
      ),
    )
    .orderBy(asc(productVariants.id))
    .limit(PAGE_ROWS);
}

type Row = Awaited<ReturnType<typeof readPage>>[number];

/** One line of plain text, cut after the last whole word that fits. */
export function plainText(text: string, length: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const room = line.slice(0, length - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace >= length / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\uD800-\uDBFF]$/, '')}…`;
}

function optionsFrom(value: Row['options']): ProductOption[] {
  if (value === null) return [];
  return typeof value === 'string' ? (JSON.parse(value) as ProductOption[]) : value;
}

export type FeedContext = { publicUrl: string };

const absolute = (ctx: FeedContext, path: string) => new URL(path, ctx.publicUrl).toString();

/** The variant's pictures first, then the product's, as its page shows them (asVariant). */
function picturesOf(ctx: FeedContext, row: Row): string[] {
  const refs = [...new Set([...row.images, ...row.productImages])];
  return refs.map((ref) => absolute(ctx, imageUrl(ref, 960)));
}

/** A feed item, or why the row is left out; null for a variant shoppers cannot choose. */
export function toFeedItem(ctx: FeedContext, row: Row): FeedItem | LeftOutRow | null {
  const options = optionsFrom(row.options);
  const chosen = chosenOptions(options, row);
  // A variant kept only for its orders fits no combination: the product page hides it too.
  const values = [row.option1, row.option2, row.option3].filter((value) => value !== null);
  if (values.length !== options.length || chosen.length !== options.length) return null;
  const sku = row.sku.trim();
  const leftOut = (reason: FeedLeftOutReason): LeftOutRow => ({
    reason,
    productId: row.productId,
    sku,
    name: row.name,
  });
  if (sku === '') return leftOut('noSku');
  if (sku.length > MAX_ID) return leftOut('longSku');
  if (row.price <= 0) return leftOut('noPrice');
  const pictures = picturesOf(ctx, row);
  const [imageLink, ...moreImages] = pictures;
  if (!imageLink) return leftOut('noImage');
  const brand = row.brand?.trim() ?? '';
  if (brand === '') return leftOut('noBrand');

  const sale = chargedSalePrice(row);
  const named = (property: 'color' | 'size') =>
    chosen
      .filter(({ name }) => optionProperty(name) === property)
      .map(({ value }) => value)
      .join('/') || null;
  const title = plainText(
    chosen.length > 0 ? `${row.name} – ${chosen.map(({ value }) => value).join(', ')}` : row.name,
    MAX_TITLE,
  );
  const path =
    options.length > 0
      ? `/product/${row.productId}?variant=${row.id}`
      : `/product/${row.productId}`;
  return {
    id: sku,
    groupId: options.length > 0 ? String(row.productId) : null,
    title,
    description: plainText(row.description, MAX_DESCRIPTION) || title,
    link: absolute(ctx, path),
    imageLink,
    moreImages: moreImages.slice(0, MAX_MORE_IMAGES),
    inStock: row.stockQuantity > 0,
    price: row.price,
    salePrice: sale !== null && sale < row.price ? sale : null,
    brand: plainText(brand, 70),
    color: named('color'),
    size: named('size'),
  };
}

export async function* feedPages(
  db: Database,
  ctx: FeedContext,
): AsyncGenerator<{ items: FeedItem[]; leftOut: LeftOutRow[] }> {
  let afterId = 0;
  for (;;) {
    const rows = await readPage(db, afterId);
    const items: FeedItem[] = [];
    const leftOut: LeftOutRow[] = [];
    for (const row of rows) {
      const made = toFeedItem(ctx, row);
      if (made === null) continue;
      if ('reason' in made) leftOut.push(made);
      else items.push(made);
    }
    yield { items, leftOut };
    const last = rows.at(-1);
    if (!last || rows.length < PAGE_ROWS) return;
    afterId = last.id;
  }
}
