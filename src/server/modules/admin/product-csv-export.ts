/** One row per variant, product fields on the first (as Shopify); 200 products per read. */
import { Readable } from 'node:stream';
import { and, asc, gt, inArray } from 'drizzle-orm';
import { PRODUCT_CSV_COLUMNS } from '#shared/schemas/admin-import';
import type { Database } from '../../db/client';
import { productOptions, products, productVariants } from '../../db/schema';
import { csvLine, productHandle, takaText, UTF8_BOM } from './product-csv-format';

const BATCH = 200;

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

/** `/files/<id>` as a full address, so the sheet's links open; the import reads it back. */
export function imageCell(images: string[], publicUrl: string): string {
  return images.map((image) => (image.startsWith('/') ? `${publicUrl}${image}` : image)).join('; ');
}

function productRows(
  product: ProductRow,
  optionNames: string[],
  variants: VariantRow[],
  publicUrl: string,
): string[] {
  // A product with options lists its combinations; a default variant it kept because orders hold
  // it (no option values) is not one of them. A product without options is its default variant.
  const listed =
    optionNames.length > 0
      ? variants.filter((variant) => variant.option1 !== null)
      : variants.filter((variant) => variant.option1 === null).slice(0, 1);
  return listed.map((variant, index) => {
    const first = index === 0;
    const productCell = (value: string) => (first ? value : '');
    const values = [variant.option1, variant.option2, variant.option3];
    const cells: Record<(typeof PRODUCT_CSV_COLUMNS)[number], string> = {
      Handle: productHandle(product.id, product.name),
      Name: productCell(product.name),
      Category: productCell(product.category),
      Brand: productCell(product.brand ?? ''),
      Description: productCell(product.description),
      Status: productCell(product.status),
      Featured: productCell(product.featured ? 'true' : 'false'),
      'Skin Types': productCell(product.skinTypes.join('; ')),
      'Option1 Name': productCell(optionNames[0] ?? ''),
      'Option1 Value': values[0] ?? '',
      'Option2 Name': productCell(optionNames[1] ?? ''),
      'Option2 Value': values[1] ?? '',
      'Option3 Name': productCell(optionNames[2] ?? ''),
      'Option3 Value': values[2] ?? '',
      SKU: variant.sku,
      'Price (BDT)': takaText(variant.price),
      'Sale Price (BDT)': variant.salePrice === null ? '' : takaText(variant.salePrice),
      Stock: String(variant.stockQuantity),
      'Variant Status': variant.status,
      Swatch: variant.swatch ?? '',
      'Shade Family': variant.shadeFamily ?? '',
      'Product Images': productCell(imageCell(product.images, publicUrl)),
      'Variant Images': imageCell(variant.images, publicUrl),
    };
    return csvLine(PRODUCT_CSV_COLUMNS.map((column) => cells[column]));
  });
}

async function* csvChunks(db: Database, publicUrl: string): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine([...PRODUCT_CSV_COLUMNS]);
  let after = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(products)
      .where(gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(BATCH);
    const last = batch.at(-1);
    if (!last) return;
    after = last.id;
    const ids = batch.map((product) => product.id);
    const [options, variants] = await Promise.all([
      db
        .select()
        .from(productOptions)
        .where(inArray(productOptions.productId, ids))
        .orderBy(asc(productOptions.position)),
      db
        .select()
        .from(productVariants)
        .where(and(inArray(productVariants.productId, ids)))
        .orderBy(asc(productVariants.position), asc(productVariants.id)),
    ]);
    const lines: string[] = [];
    for (const product of batch) {
      const names = options.filter((o) => o.productId === product.id).map((o) => o.name);
      const own = variants.filter((variant) => variant.productId === product.id);
      lines.push(...productRows(product, names, own, publicUrl));
    }
    yield lines.join('');
  }
}

export function productsCsvStream(db: Database, publicUrl: string): Readable {
  return Readable.from(csvChunks(db, publicUrl));
}
