/** Search suggestions (shared/spec/decisions.md #3): at most 8, near misses (typos) included. */
import { type SQL, sql } from 'drizzle-orm';
import { categoryLabel, PRODUCT_CATEGORIES } from '#shared/catalog';
import type { Translator } from '#shared/i18n/translator';
import { SUGGESTIONS_LIMIT, type Suggestion } from '#shared/schemas/product';
import type { Database } from '../../db/client';
import { PLAN_EACH_RUN } from '../../db/prepared-statements';
import { products } from '../../db/schema';
import { translatorFor } from '../../i18n';
import { containsPattern } from './catalog-repository';
import { BROAD_SEARCH, DATE_ORDER_WINDOW, keptAfter, newestListed } from './search-list';
import { searchQueryOf } from './search-words';

const MAX_CATEGORIES = 2;
const MAX_BRANDS = 2;

/** Lower case without accents or apostrophes, as shop_normalize() does in the database. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/['’]/g, '')
    .toLowerCase();
}

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
 * From catalogue_counts (a few hundred rows at any catalogue size), not the products. MATERIALIZED:
 * a prepared statement's generic plan would otherwise normalise the term again for every brand.
 */
async function matchingBrands(db: Database, term: string): Promise<string[]> {
  const result = await db.execute<{ brand: string }>(sql`
    WITH wanted AS MATERIALIZED (
      SELECT shop_normalize(${term}) AS key, ${containsPattern(term)} AS pattern)
    SELECT brand FROM (SELECT DISTINCT brand, brand_key FROM catalogue_counts
      WHERE shade_family = '' AND size = '' AND products > 0 AND brand <> '') b, wanted
    WHERE brand_key LIKE wanted.pattern OR wanted.key <% brand_key
    ORDER BY word_similarity(wanted.key, brand_key) DESC, brand
    LIMIT ${MAX_BRANDS}`);
  return result.rows.map((row) => row.brand);
}

const SUGGESTION_CANDIDATES = 40;

type Named = { id: number; name: string };
type Listed = Named & { candidates: number; whole: boolean };

const candidateColumns = sql`${products.id} AS id, ${products.name} AS name,
  ${products.keyVector} AS key_words, ${products.variantText} AS variant_text,
  ${products.createdAt} AS created_at`;

/**
 * Read as a search's candidates are (docs/decisions/021, 050): from the words' kept lists when the
 * term is any one of some words, else by date for a broad term, else GIN, planned for the term
 * each run (docs/decisions/029), as a search is.
 */
async function matchingProducts(db: Database, term: string, limit: number): Promise<Named[]> {
  const search = await searchQueryOf(db, term);
  if (search === null) return [];
  const q = sql`${search.tsquery}::tsquery`;
  // A name, brand or search word match skips cutting the variants' text into words.
  const chosen = (read: SQL) => sql`
    SELECT id, name FROM (${read}) candidates
    WHERE key_words @@ ${q} OR array_to_tsvector(shop_tokens(variant_text)) @@ ${q}
    ORDER BY key_words @@ ${q} DESC, shop_normalize(name) LIKE shop_normalize(${term}) || '%' DESC,
      length(name), created_at DESC, id DESC
    LIMIT ${limit}`;
  if (search.listed) {
    const words = search.listed.all;
    const result = await db.execute<Listed>(sql`
      WITH listed AS MATERIALIZED (
        SELECT ${candidateColumns}
        FROM (SELECT * FROM ${newestListed(words, SUGGESTION_CANDIDATES)} newest
          LIMIT ${SUGGESTION_CANDIDATES}) matched
        JOIN ${products} ON ${products.id} = matched.product_id)
      SELECT chosen.*, (SELECT count(*) FROM listed)::int AS candidates,
        ${keptAfter(words)} IS NULL AS whole
      FROM (${chosen(sql`SELECT * FROM listed`)}) chosen`);
    // Fewer candidates than wanted from a cut list: older matches may be missing.
    const [first] = result.rows;
    if (first && (first.whole || first.candidates === SUGGESTION_CANDIDATES)) return result.rows;
  }
  const matches = sql`${products.searchVector} @@ ${q}`;
  const newest = sql`${products.createdAt} DESC, ${products.id} DESC`;
  const read =
    search.estimate >= BROAD_SEARCH
      ? sql`SELECT * FROM (
          SELECT ${candidateColumns}, ${products.searchVector} AS words
          FROM ${products} WHERE ${products.status} = 'active'
          ORDER BY ${newest} OFFSET 0 LIMIT ${DATE_ORDER_WINDOW}) recent
        WHERE words @@ ${q} ORDER BY created_at DESC, id DESC LIMIT ${SUGGESTION_CANDIDATES}`
      : sql`SELECT ${candidateColumns}
          FROM ${products} WHERE ${products.status} = 'active' AND ${matches} AND ${PLAN_EACH_RUN}
          ORDER BY ${newest} LIMIT ${SUGGESTION_CANDIDATES}`;
  return (await db.execute<Named>(chosen(read))).rows;
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
