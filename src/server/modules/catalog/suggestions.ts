/**
 * Search suggestions from the catalogue (shared/spec/decisions.md #3): categories, brands and
 * products whose names contain what was typed or are close to it, at most 8, closest first.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { categoryLabel, PRODUCT_CATEGORIES } from '#shared/catalog';
import type { Translator } from '#shared/i18n/translator';
import { SUGGESTIONS_LIMIT, type Suggestion } from '#shared/schemas/product';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { translatorFor } from '../../i18n';
import { containsPattern } from './catalog-repository';

const MAX_CATEGORIES = 2;
const MAX_BRANDS = 2;
/** pg_trgm's default word-similarity threshold (0.6), as a distance. */
const MAX_TYPO_DISTANCE = 0.4;

/** Lower case without accents or apostrophes, as shop_normalize() does in the database. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/['’]/g, '')
    .toLowerCase();
}

/** Categories whose name, in English or Bangla, matches; shown in the reader's language. */
function matchingCategories(term: string, translator: Translator): Suggestion[] {
  const wanted = normalise(term);
  const names = (slug: (typeof PRODUCT_CATEGORIES)[number]) =>
    [translatorFor('en'), translatorFor('bn')].map(({ t }) => normalise(categoryLabel(t, slug)));
  return PRODUCT_CATEGORIES.filter((slug) =>
    names(slug).some(
      (label) => label.includes(wanted) || (wanted.length >= 4 && wanted.includes(label)),
    ),
  )
    .slice(0, MAX_CATEGORIES)
    .map((slug) => ({ id: slug, text: categoryLabel(translator.t, slug), type: 'category' }));
}

/**
 * Brands holding the term, or close to it. The shop has few brands and many products, so the
 * distinct brands are read first, one index probe each (a loose index scan), then matched.
 */
async function matchingBrands(db: Database, term: string): Promise<string[]> {
  const result = await db.execute<{ brand: string }>(sql`
    WITH RECURSIVE brands(brand) AS (
      (SELECT brand FROM ${products}
        WHERE status = 'active' AND brand IS NOT NULL ORDER BY brand LIMIT 1)
      UNION ALL
      SELECT (SELECT p.brand FROM ${products} p
        WHERE p.status = 'active' AND p.brand > brands.brand ORDER BY p.brand LIMIT 1)
      FROM brands WHERE brands.brand IS NOT NULL
    )
    SELECT brand FROM brands
    WHERE brand IS NOT NULL
      AND (shop_normalize(brand) LIKE ${containsPattern(term)}
        OR shop_normalize(${term}) <% shop_normalize(brand))
    ORDER BY word_similarity(shop_normalize(${term}), shop_normalize(brand)) DESC, brand
    LIMIT ${MAX_BRANDS}`);
  return result.rows.map((row) => row.brand);
}

/**
 * Products with a shade, size or SKU on sale holding the term ('Ruby Woo', 'MAC-RW-01'): the
 * search text's trigram index finds the candidates, the variants' own text confirms them.
 */
function byVariant(db: Database, term: string, limit: number) {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(
        eq(products.status, 'active'),
        sql`${products.searchText} LIKE ${containsPattern(term)}`,
        sql`shop_normalize(${products.variantText}) LIKE ${containsPattern(term)}`,
      ),
    )
    .orderBy(desc(products.id))
    .limit(limit);
}

/**
 * Products whose name holds the term, those starting with it first; then those with a variant
 * holding it; when still too few, the names nearest to it (typos), read in order from the
 * trigram GiST index.
 */
async function matchingProducts(db: Database, term: string, limit: number) {
  const name = sql`shop_normalize(${products.name})`;
  const named = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.status, 'active'), sql`${name} LIKE ${containsPattern(term)}`))
    .orderBy(
      sql`(${name} LIKE shop_normalize(${term}) || '%') DESC`,
      sql`length(${products.name})`,
      desc(products.id),
    )
    .limit(limit);
  if (named.length >= limit) return named;
  const found = new Set(named.map((row) => row.id));
  for (const row of await byVariant(db, term, limit)) {
    if (named.length < limit && !found.has(row.id)) {
      named.push(row);
      found.add(row.id);
    }
  }
  if (named.length >= limit) return named;
  // Ordered by distance alone, the GiST index reads the nearest names first and stops at the
  // limit; names too far off (a word similarity under 0.6) are then dropped.
  const distance = sql<number>`${name} <->> shop_normalize(${term})`;
  const nearest = await db
    .select({ id: products.id, name: products.name, distance })
    .from(products)
    .where(eq(products.status, 'active'))
    .orderBy(distance)
    .limit(limit);
  const close = nearest
    .filter((row) => row.distance <= MAX_TYPO_DISTANCE && !found.has(row.id))
    .slice(0, limit - named.length)
    .map(({ id, name: text }) => ({ id, name: text }));
  return [...named, ...close];
}

export async function suggest(
  db: Database,
  term: string,
  /** The reader's; English for callers without one (the query-plan bench). */
  translator: Translator = translatorFor('en'),
): Promise<Suggestion[]> {
  if (term === '') return [];
  const [brands, named] = await Promise.all([
    matchingBrands(db, term),
    matchingProducts(db, term, SUGGESTIONS_LIMIT),
  ]);
  const suggestions: Suggestion[] = [
    ...matchingCategories(term, translator),
    ...brands.map((brand) => ({ id: brand, text: brand, type: 'brand' as const })),
    ...named.map((row) => ({ id: String(row.id), text: row.name, type: 'product' as const })),
  ];
  return suggestions.slice(0, SUGGESTIONS_LIMIT);
}
