/**
 * Measures a 10,000-row catalogue import (1,000 lipsticks in 6 shades and 4,000 products without
 * options): the dry run, the apply, the export, and the same file with every price changed. It
 * prints figures and asserts none (times belong in measurements, not in tests). For comparison it
 * also times the per-product path, replaceProductVariants (product-variants.ts), on 250 products.
 *
 *   npx tsx bench/import-rows.ts                     # PGlite
 *   npx tsx bench/import-rows.ts postgres://…/empty  # PostgreSQL
 */
import { eq } from 'drizzle-orm';
import { PRODUCT_CSV_COLUMNS } from '#shared/schemas/admin-import';
import { openDatabase } from '../src/server/db/client';
import { products } from '../src/server/db/schema';
import { productsCsvStream } from '../src/server/modules/admin/product-csv-export';
import { csvLine, parseCsv } from '../src/server/modules/admin/product-csv-format';
import { writeImport } from '../src/server/modules/admin/product-import-apply';
import { readImport } from '../src/server/modules/admin/product-import-parse';
import { planImport } from '../src/server/modules/admin/product-import-plan';
import { validateImport } from '../src/server/modules/admin/product-import-validate';
import { replaceProductVariants } from '../src/server/modules/catalog/admin-variant-service';

const SHADES = ['Ruby Woo', 'Velvet Teddy', 'Chili', 'Mehr', 'Twig', 'Diva'];

function sheet(priceTaka: number): string {
  const cell = (row: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>) =>
    csvLine(PRODUCT_CSV_COLUMNS.map((column) => row[column] ?? ''));
  const lines = [csvLine([...PRODUCT_CSV_COLUMNS])];
  for (let n = 1; n <= 1000; n += 1) {
    SHADES.forEach((shade, index) => {
      lines.push(
        cell({
          Handle: `measure-lipstick-${n}`,
          ...(index === 0
            ? { Name: `Measure Lipstick ${n}`, Category: 'makeup', 'Option1 Name': 'Shade' }
            : {}),
          'Option1 Value': shade,
          SKU: `ML-${n}-${index + 1}`,
          'Price (BDT)': priceTaka.toFixed(2),
          Stock: String(index + 3),
          Swatch: '#a01c2c',
          'Shade Family': 'red',
        }),
      );
    });
  }
  for (let n = 1; n <= 4000; n += 1) {
    lines.push(
      cell({
        Handle: `measure-cream-${n}`,
        Name: `Measure Cream ${n}`,
        Category: 'skincare',
        SKU: `MC-${n}`,
        'Price (BDT)': priceTaka.toFixed(2),
        Stock: '9',
      }),
    );
  }
  return lines.join('');
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  console.log(`${label}: ${((performance.now() - start) / 1000).toFixed(2)} s`);
  return result;
}

const url = process.argv[2];
const handle = await openDatabase({ url });
await handle.migrate();
const { db } = handle;
const rules = { allowedHosts: [], zip: null };
const publicUrl = 'http://localhost:3000';
console.log(`10,000 rows on ${url ? 'PostgreSQL' : 'PGlite (in memory)'}`);

const importSheet = async (csv: string, label: string) => {
  const plan = await timed(`${label}: dry run (parse, check, plan)`, async () => {
    const parsed = readImport(parseCsv(csv));
    validateImport(parsed);
    return planImport(db, parsed, rules, publicUrl);
  });
  if (!plan.report.ok) throw new Error(JSON.stringify(plan.report.rows.slice(0, 3)));
  await timed(`${label}: apply (one transaction)`, () =>
    writeImport(db, plan.products, new Map(), () => {}),
  );
};
await importSheet(sheet(1200), 'create 5,000 products');
const exported = await timed('export every product', async () => {
  let text = '';
  for await (const chunk of productsCsvStream(db, publicUrl)) text += chunk;
  return text;
});
console.log(`export: ${parseCsv(exported).length - 1} rows`);
await importSheet(exported.replaceAll('"1200.00"', '"1100.00"'), 'change every price');

// The per-product path for comparison: 250 lipsticks, 6 shades each, one transaction.
await timed('per-product replaceProductVariants, 250 products (1,500 rows)', () =>
  db.transaction(async (tx) => {
    for (let n = 1; n <= 250; n += 1) {
      const [row] = await tx
        .insert(products)
        .values({ name: `Compare ${n}`, category: 'makeup', price: 120_000, stockQuantity: 0 })
        .returning({ id: products.id });
      const id = row?.id ?? 0;
      await tx.select().from(products).where(eq(products.id, id)).for('update');
      await replaceProductVariants(tx, id, {
        options: [{ name: 'Shade' }],
        variants: SHADES.map((shade, index) => ({
          sku: `CMP-${n}-${index}`,
          options: [shade],
          price: 120_000,
          salePrice: null,
          stockQuantity: 3,
          status: 'active' as const,
          swatch: null,
          shadeFamily: null,
          images: [],
        })),
      });
    }
  }),
);
await handle.close();
