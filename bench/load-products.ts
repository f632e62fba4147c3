/**
 * Fills the bench database with a big believable catalogue, fast: every row is one of the sample
 * catalogue's own products (its brand, name, kind and description, never a brand crossed with
 * another's item), priced near it, so search terms and typos behave as in the shop. Rows are sent
 * 5,000 at a time as one `INSERT … SELECT FROM json_to_recordset` each.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { buildCatalogue, type SeedProduct } from '../src/server/db/seed/catalogue';
import { banglaKindOf, searchWordsOf } from '../src/server/db/seed/kinds';
import { createRandom, type Random } from '../src/server/db/seed/random';

const BATCH = 5_000;

/** Whole taka in tens, as the seed prices. */
const toTens = (poisha: number) => Math.round(poisha / 1000) * 1000;

function makeRow(index: number, random: Random, catalogue: SeedProduct[]) {
  const template = random.pick(catalogue);
  // Near the sample's price, never below the lowest the sample charges in its category.
  const price = Math.max(template.price, toTens(template.price * (0.9 + random.next() * 0.3)));
  const sale = random.chance(0.22) ? toTens(price * (0.7 + random.int(0, 20) / 100)) : null;
  const roll = random.next();
  return {
    name: template.name,
    description: template.description,
    price,
    sale_price: sale !== null && sale < price ? sale : null,
    actual_price: toTens(price * 0.6),
    category: template.category,
    brand: template.brand,
    search_words: searchWordsOf(template.kind),
    bangla_kind: banglaKindOf(template.kind),
    stock_quantity: index % 13 === 0 ? 0 : random.int(1, 120),
    // Shoppers never see inactive or sold-out-and-hidden products; a few are mixed in.
    status: roll < 0.02 ? 'inactive' : roll < 0.04 ? 'out_of_stock' : 'active',
    featured: index % 500 === 0,
    skin_types: template.skinTypes,
    created_at: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
  };
}

/** A stored picture's reference, as the shop keeps them (the feeds need one per product). */
const BENCH_PICTURE = '/files/00000000-0000-4000-8000-00000000b00c';

/**
 * Adds products until the catalogue holds `total`; returns how many it added. With `pictures`,
 * each has one (the catalogue feeds leave out products without).
 */
export async function loadProducts(
  db: Database,
  total: number,
  { pictures = false }: { pictures?: boolean } = {},
): Promise<number> {
  const images = pictures ? sql`ARRAY[${BENCH_PICTURE}]::text[]` : sql`'{}'::text[]`;
  const [existing] = (await db.execute(sql`SELECT count(*)::int AS n FROM products`))
    .rows as Array<{ n: number }>;
  const from = existing?.n ?? 0;
  const random = createRandom(4_2024 + from);
  const catalogue = buildCatalogue();
  for (let start = from; start < total; start += BATCH) {
    const rows = [];
    for (let index = start; index < Math.min(total, start + BATCH); index++) {
      rows.push(makeRow(index, random, catalogue));
    }
    await db.execute(sql`
      INSERT INTO products (name, description, price, sale_price, actual_price, category, brand,
        search_words, bangla_kind, stock_quantity, status, featured, skin_types, created_at, images)
      SELECT name, description, price, sale_price, actual_price, category, brand,
        search_words, bangla_kind, stock_quantity, status, featured, skin_types, created_at, ${images}
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(name text, description text,
        price int, sale_price int, actual_price int, category text, brand text,
        search_words text, bangla_kind text, stock_quantity int, status text, featured boolean,
        skin_types text[], created_at timestamptz)`);
  }
  // Fresh statistics, or the planner guesses and the EXPLAINs mislead.
  await db.execute(sql`ANALYZE products`);
  return Math.max(0, total - from);
}

/** What the scenarios ask for: real ids and a real brand, so every answer is a 200. */
export async function catalogueFacts(db: Database) {
  const ids = (
    await db.execute(sql`SELECT id FROM products WHERE status = 'active' ORDER BY id`)
  ).rows.map((row) => Number((row as { id: number }).id));
  const [brand] = (
    await db.execute(sql`
      SELECT brand FROM products WHERE status = 'active' AND category = 'makeup'
      GROUP BY brand ORDER BY count(*) DESC, brand LIMIT 1`)
  ).rows as Array<{ brand: string }>;
  // The checkout loop adds by product id, which only a product without shades or sizes takes;
  // and the trigger of migration 0003 refuses a product-level stock write for one with them.
  const singleIds = (
    await db.execute(sql`
      SELECT id FROM products p WHERE status = 'active'
        AND NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id)
      ORDER BY id`)
  ).rows.map((row) => Number((row as { id: number }).id));
  return { activeIds: ids, singleIds, makeupBrand: brand?.brand ?? 'MAC' };
}
