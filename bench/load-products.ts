/**
 * Fills the bench database with a big believable catalogue, fast: rows are made from the sample
 * catalogue's own brands, items and variants (so search terms and typos behave as in the shop),
 * then sent 5,000 at a time as one `INSERT … SELECT FROM json_to_recordset` each.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { buildCatalogue, type SeedProduct } from '../src/server/db/seed/catalogue';
import { createRandom, type Random } from '../src/server/db/seed/random';

const BATCH = 5_000;

type Pools = { brands: Set<string>; variants: Set<string> };

/** The sample catalogue, and per category the brands and variants it draws from. */
function templates() {
  const catalogue = buildCatalogue();
  const pools = new Map<string, Pools>();
  for (const product of catalogue) {
    const pool = pools.get(product.category) ?? { brands: new Set(), variants: new Set() };
    pool.brands.add(product.brand);
    pool.variants.add(product.name.slice(product.name.lastIndexOf(' - ') + 3));
    pools.set(product.category, pool);
  }
  return { catalogue, pools };
}

/** The seed names products `{brand} {item} - {variant}`; the item is what stays. */
function itemOf(product: SeedProduct): string {
  return product.name.slice(product.brand.length + 1, product.name.lastIndexOf(' - '));
}

function makeRow(index: number, random: Random, source: ReturnType<typeof templates>) {
  const template = random.pick(source.catalogue);
  const pool = source.pools.get(template.category);
  const brand = pool ? random.pick([...pool.brands]) : template.brand;
  const variant = pool ? random.pick([...pool.variants]) : 'Classic';
  const item = itemOf(template);
  // Keep the template's "what it is" sentence and the rest; swap in the new brand and variant.
  const about = template.description.slice(template.description.indexOf(':'));
  const price = Math.max(1, Math.round((template.price * (0.7 + random.next() * 0.6)) / 5000));
  const sale = random.chance(0.22) ? Math.round((price * (60 + random.int(0, 30))) / 100) : null;
  const roll = random.next();
  return {
    name: `${brand} ${item} - ${variant}`,
    description: `${brand} ${item} in ${variant}${about}`,
    price: price * 5000,
    sale_price: sale !== null && sale < price ? sale * 5000 : null,
    actual_price: Math.round(price * 0.6) * 5000,
    category: template.category,
    brand,
    stock_quantity: index % 13 === 0 ? 0 : random.int(1, 120),
    // Shoppers never see inactive or sold-out-and-hidden products; a few are mixed in.
    status: roll < 0.02 ? 'inactive' : roll < 0.04 ? 'out_of_stock' : 'active',
    featured: index % 500 === 0,
    created_at: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
  };
}

/** Adds products until the catalogue holds `total`; returns how many it added. */
export async function loadProducts(db: Database, total: number): Promise<number> {
  const [existing] = (await db.execute(sql`SELECT count(*)::int AS n FROM products`))
    .rows as Array<{ n: number }>;
  const from = existing?.n ?? 0;
  const random = createRandom(4_2024 + from);
  const source = templates();
  for (let start = from; start < total; start += BATCH) {
    const rows = [];
    for (let index = start; index < Math.min(total, start + BATCH); index++) {
      rows.push(makeRow(index, random, source));
    }
    await db.execute(sql`
      INSERT INTO products (name, description, price, sale_price, actual_price, category, brand,
        stock_quantity, status, featured, created_at)
      SELECT name, description, price, sale_price, actual_price, category, brand,
        stock_quantity, status, featured, created_at
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(name text, description text,
        price int, sale_price int, actual_price int, category text, brand text,
        stock_quantity int, status text, featured boolean, created_at timestamptz)`);
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
  return { activeIds: ids, makeupBrand: brand?.brand ?? 'MAC' };
}
