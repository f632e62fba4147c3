/**
 * A list with a search (docs/decisions/021): the newest SEARCH_CAP matches are read once and all
 * is worked out from them; past the cap, the page is read again under the shopper's filters.
 */
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Product, ProductList, ProductListQuery } from '#shared/schemas/product';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { commonConditions, type Filters, listFiltersOf, placeTests } from './list-filters';
import { productAnswerColumns, toShopperProduct } from './product-rows';
import { type ListedWords, SET_WORDS, type SearchQuery, searchQueryOf } from './search-words';
import { byFamily, byText, compareSizes } from './variant-facets';

export const SEARCH_CAP = 1000;

const SET_WORDS_QUERY = SET_WORDS.map((word) => `'${word}'`).join(' | ');

type Candidate = {
  id: number;
  brand: string | null;
  category: Product['category'];
  shade_families: string[];
  sizes: string[];
  /** False when a kept list was cut: fewer than the cap may then not be all the matches. */
  whole: boolean;
};
type FacetCount = { value: string; count: number };

/**
 * In stock before sold out (docs/decisions/030) in every sort. Best match (docs/decisions/040):
 * the item before a set of it, then the name, whole words, the kind, the key words, in stock
 * (`best`, below), most sold, newest; a one-way synonym's words find products but rank by none of
 * these.
 */
function sortOf(query: ProductListQuery): SQL {
  switch (query.sort) {
    case 'price_asc':
      return sql`in_stock DESC, price ASC, id ASC`;
    case 'price_desc':
      return sql`in_stock DESC, price DESC, id DESC`;
    case 'name_asc':
      return sql`in_stock DESC, name ASC, id ASC`;
    case 'newest':
      return sql`in_stock DESC, created_at DESC, id DESC`;
    default:
      return sql`best DESC, sold_units DESC, created_at DESC, id DESC`;
  }
}

/** From this many matches up, a search reads its newest in date order (a broad word). */
export const BROAD_SEARCH = 20 * SEARCH_CAP;
/** How far back in date order a broad search reads before it asks the GIN index instead. */
export const DATE_ORDER_WINDOW = 50 * SEARCH_CAP;

const candidateColumns = sql`
  ${products.id} AS id, ${products.brand} AS brand, ${products.category} AS category,
  ${products.shadeFamilies} AS shade_families, ${products.sizes} AS sizes,
  ${products.effectivePrice} AS price, ${products.name} AS name,
  ${products.createdAt} AS created_at, ${products.stockQuantity} > 0 AS in_stock,
  ${products.soldUnits} AS sold_units`;
/** Tested for ranking on the newest matches only, after the cut. */
const wordColumns = sql`
  ${products.keyVector} AS key_words, ${products.nameVector} AS name_words,
  ${products.kindVector} AS kind_words`;

const isSet = (search: SearchQuery, nameWords: SQL) =>
  search.asksForSet ? sql`false` : sql`${nameWords} @@ ${SET_WORDS_QUERY}::tsquery`;

/**
 * Best match's yes-or-no keys as one number, the first the highest bit: PostgreSQL sorts one
 * integer several times faster than seven booleans (5 ms for a thousand rows).
 */
const BEST_MATCH_KEYS = [
  'is_item',
  'NOT is_set',
  'in_name',
  'in_key_whole',
  'in_kind',
  'in_key',
  'in_stock',
];
const bestMatch = sql.raw(
  BEST_MATCH_KEYS.map((key, i) => `(${key})::int * ${2 ** (BEST_MATCH_KEYS.length - 1 - i)}`).join(
    ' + ',
  ),
);

/**
 * The candidates in the shopper's order, from rows holding each key of best match, as one JSON
 * array of arrays: a thousand rows, each with two text arrays to parse, cost the server about 1 ms
 * more of CPU per search (docs/decisions/050).
 */
const ranked = (tested: SQL, order: SQL) => sql`
  SELECT COALESCE(json_agg(json_build_array(id, brand, category, shade_families, sizes, whole)
    ORDER BY ${order}), '[]') AS rows
  FROM (SELECT *, ${bestMatch} AS best FROM (${tested}) tested) ranked`;

const sorted = (newest: SQL, search: SearchQuery, order: SQL) =>
  ranked(
    sql`
    SELECT *, key_words @@ ${search.own}::tsquery AS in_key,
      key_words @@ ${search.exact}::tsquery AS in_key_whole,
      name_words @@ ${search.own}::tsquery AS in_name,
      kind_words @@ ${search.own}::tsquery AS in_kind,
      (name_words || kind_words) @@ ${search.exact}::tsquery AS is_item,
      ${isSet(search, sql`name_words`)} AS is_set
    FROM (${newest}) cut`,
    order,
  );

/** The window bounds the read when the words meet less often than their counts promised. */
function inDateOrder(where: SQL, search: SearchQuery, order: SQL) {
  const { tsquery } = search;
  const newest = sql`
    SELECT * FROM (
      SELECT ${candidateColumns}, ${wordColumns}, true AS whole, ${products.searchVector} AS words
      FROM ${products}
      WHERE ${where}
      ORDER BY ${products.createdAt} DESC, ${products.id} DESC
      OFFSET 0 LIMIT ${DATE_ORDER_WINDOW}
    ) recent
    WHERE words @@ ${tsquery}::tsquery
    ORDER BY created_at DESC, id DESC
    LIMIT ${SEARCH_CAP + 1}`;
  return sorted(newest, search, order);
}

function fromIndex(where: SQL, search: SearchQuery, order: SQL) {
  const { tsquery } = search;
  const newest = sql`
    SELECT ${candidateColumns}, ${wordColumns}, true AS whole
    FROM ${products}
    WHERE ${where} AND ${products.searchVector} @@ ${tsquery}::tsquery
    ORDER BY ${products.createdAt} DESC, ${products.id} DESC
    LIMIT ${SEARCH_CAP + 1}`;
  return sorted(newest, search, order);
}

const textArray = (words: string[]) =>
  words.length === 0
    ? sql`ARRAY[]::text[]`
    : sql`ARRAY[${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]`;

/** The latest date before which one of the words' kept lists was cut, as `after`; null if none. */
export const keptAfter = (words: string[]) => sql`(SELECT max(kept_after) AS after
  FROM search_posting_lists WHERE word = ANY(${textArray(words)}))`;

/** Each word's newest postings, one after the other: a product holding two words comes twice. */
const newestPostings = (words: string[], limit: number) =>
  sql`(${sql.join(
    words.map(
      (word) => sql`(SELECT word, created_at, product_id, in_name, in_kind, in_key
        FROM search_postings WHERE word = ${word}
        ORDER BY created_at DESC, product_id DESC LIMIT ${limit})`,
    ),
    sql` UNION ALL `,
  )})`;

/**
 * The products holding any of the words, each once, newest first, from the words' kept lists: no
 * further back than the latest cut, where a list stops being whole.
 */
export const newestListed = (words: string[], perWord: number) => sql`(
  SELECT DISTINCT created_at, product_id
  FROM ${newestPostings(words, perWord)} listed
  WHERE created_at > coalesce(${keptAfter(words)}, '-infinity')
  ORDER BY created_at DESC, product_id DESC)`;

/**
 * The newest matches of any of the words from their kept lists (docs/decisions/050): each list's
 * newest, merged in date order, a product holding two of the words once, ranked by where its
 * postings say the words are. A cut list is whole only after its cut, so the merge reads no
 * further back than the latest cut.
 */
function fromKeptLists(search: SearchQuery, words: ListedWords, order: SQL) {
  const [own, exact] = [textArray(words.own), textArray(words.exact)];
  const tested = sql`
      SELECT ${candidateColumns}, kept.after IS NULL AS whole, matched.in_key,
        matched.in_key_whole, matched.in_name, matched.in_kind, matched.is_item,
        ${isSet(search, sql`${products.nameVector}`)} AS is_set
      FROM ${keptAfter(words.all)} kept
      CROSS JOIN LATERAL (
        SELECT created_at, product_id,
          bool_or(in_key AND word = ANY(${own})) AS in_key,
          bool_or(in_key AND word = ANY(${exact})) AS in_key_whole,
          bool_or(in_name AND word = ANY(${own})) AS in_name,
          bool_or(in_kind AND word = ANY(${own})) AS in_kind,
          bool_or((in_name OR in_kind) AND word = ANY(${exact})) AS is_item
        FROM ${newestPostings(words.all, SEARCH_CAP + 1)} listed
        WHERE kept.after IS NULL OR listed.created_at > kept.after
        GROUP BY created_at, product_id
        ORDER BY created_at DESC, product_id DESC
        LIMIT ${SEARCH_CAP + 1}
      ) matched
      JOIN ${products} ON ${products.id} = matched.product_id`;
  return ranked(tested, order);
}

/** The most a kept list holds before it is cut back (migration 0047). */
const KEPT_LIST_MOST = 4000;

/**
 * A search of several parts, from its rarest part's kept lists: their newest products, tested for
 * every part, newest first. Every match newer than the lists' cut holds that part, so the newest
 * SEARCH_CAP found are the search's newest; fewer are all of them only when no list was cut.
 */
function fromDrivingList(where: SQL, search: SearchQuery, words: string[], order: SQL) {
  // Each product read by its id in the lists' date order, so the read stops at the cap: joined
  // plainly, PostgreSQL may read every match of the other parts through the GIN index instead
  // (OFFSET 0 keeps the subquery its own), and from a LATERAL on the left the order is lost.
  const newest = sql`
    SELECT ${candidateColumns}, ${wordColumns}, ${keptAfter(words)} IS NULL AS whole
    FROM ${newestListed(words, KEPT_LIST_MOST)} driving
    CROSS JOIN LATERAL (
      SELECT * FROM ${products}
      WHERE ${products.id} = driving.product_id AND ${where}
        AND ${products.searchVector} @@ ${search.tsquery}::tsquery
      OFFSET 0
    ) ${products}
    ORDER BY driving.created_at DESC, driving.product_id DESC
    LIMIT ${SEARCH_CAP + 1}`;
  return sorted(newest, search, order);
}

type Packed = [number, string | null, Product['category'], string[], string[], boolean];

async function readCandidates(db: Database, statement: SQL): Promise<Candidate[]> {
  const result = await db.execute<{ rows: Packed[] }>(statement);
  return (result.rows[0]?.rows ?? []).map(
    ([id, brand, category, shade_families, sizes, whole]) => ({
      id,
      brand,
      category,
      shade_families,
      sizes,
      whole,
    }),
  );
}

/** A search's read from kept lists: one part's words, or several parts' rarest; else null. */
function fromLists(where: SQL, search: SearchQuery, order: SQL): SQL | null {
  if (search.listed) return fromKeptLists(search, search.listed, order);
  if (search.driving) return fromDrivingList(where, search, search.driving, order);
  return null;
}

/** The ways to read a search's newest matches; tests name one to compare them. */
export type SearchRead = 'kept lists' | 'date order' | 'index';

/**
 * One more than the cap, so a capped search shows. A search with no filter but "active" reads kept
 * lists when it is any one of some words, or its rarest part is, unless a cut list leaves it short.
 * Otherwise the planner cannot tell how often a search's words meet (it multiplies their shares),
 * so the vocabulary's counts choose the way to read them.
 */
async function candidatesOf(
  db: Database,
  where: SQL,
  search: SearchQuery,
  query: ProductListQuery,
  read: SearchRead | undefined,
): Promise<Candidate[]> {
  const order = sortOf(query);
  const plain = commonConditions(query).length === 1;
  const lists =
    read === 'kept lists' || (read === undefined && plain) ? fromLists(where, search, order) : null;
  if (lists) {
    const kept = await readCandidates(db, lists);
    if (read || kept.length > SEARCH_CAP || kept[0]?.whole) return kept;
  }
  if (read === 'date order' || (read === undefined && search.estimate >= BROAD_SEARCH)) {
    const newest = await readCandidates(db, inDateOrder(where, search, order));
    if (read || newest.length > SEARCH_CAP) return newest;
  }
  return readCandidates(db, fromIndex(where, search, order));
}

type Tests = Record<'category' | 'brand' | 'shade' | 'size', (row: Candidate) => boolean>;

function testsOf(query: ProductListQuery): Tests {
  const { inCategories, inBrands } = placeTests(query);
  const shades = new Set<string>(query.shadeFamilies ?? []);
  const sizes = new Set(query.sizes ?? []);
  return {
    category: (row) => inCategories(row.category),
    brand: (row) => inBrands(row.brand),
    shade: (row) => shades.size === 0 || row.shade_families.some((family) => shades.has(family)),
    size: (row) => sizes.size === 0 || row.sizes.some((size) => sizes.has(size)),
  };
}

function facet(
  rows: Candidate[],
  tests: Tests,
  own: keyof Tests,
  valuesOf: (row: Candidate) => readonly (string | null)[],
): FacetCount[] {
  const others = (Object.keys(tests) as (keyof Tests)[]).filter((name) => name !== own);
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (!others.every((name) => tests[name](row))) continue;
    for (const value of valuesOf(row)) {
      if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return [...counts].map(([value, count]) => ({ value, count }));
}

const byValue = (a: FacetCount, b: FacetCount) => byText(a.value, b.value);

function facetsOf(rows: Candidate[], tests: Tests): ProductList['facets'] {
  return {
    brands: facet(rows, tests, 'brand', (row) => [row.brand]).sort(byValue),
    categories: facet(rows, tests, 'category', (row) => [row.category]).sort(
      byValue,
    ) as ProductList['facets']['categories'],
    shadeFamilies: facet(rows, tests, 'shade', (row) => row.shade_families).sort((a, b) =>
      byFamily(a.value, b.value),
    ),
    sizes: facet(rows, tests, 'size', (row) => row.sizes).sort((a, b) =>
      compareSizes(a.value, b.value),
    ),
  };
}

async function pageRows(db: Database, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productAnswerColumns)
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toShopperProduct(row)] : [];
  });
}

const emptyList = (query: ProductListQuery): ProductList => ({
  products: [],
  total: 0,
  page: query.page,
  pageSize: query.limit,
  facets: { brands: [], categories: [], shadeFamilies: [], sizes: [] },
});

export async function searchActiveProducts(
  db: Database,
  query: ProductListQuery & { q: string },
  /** Chosen by the search unless a test names it. */
  read?: SearchRead,
): Promise<ProductList> {
  const search = await searchQueryOf(db, query.q);
  if (search === null) return emptyList(query);
  // Planned with the words each run (docs/decisions/029): a plan made for any words reads a broad
  // word's every match through the GIN index.
  const filters = listFiltersOf(query);
  const common = and(...filters.common) as SQL;
  const candidates = await candidatesOf(db, common, search, query, read);
  const capped = candidates.length > SEARCH_CAP;
  const counted = candidates.slice(0, SEARCH_CAP);
  const tests = testsOf(query);
  const facets = facetsOf(counted, tests);
  // Under the shopper's filters: from the same rows, unless the cap may have hidden some. Then
  // they are read again with the filters, which the planner weighs well (a brand, a category).
  const filtered = facetConditions(filters);
  const rows =
    capped && filtered.length > 0
      ? await readCandidates(db, fromIndex(and(common, ...filtered) as SQL, search, sortOf(query)))
      : counted.filter((row) => Object.values(tests).every((test) => test(row)));
  const shown = rows.slice(0, SEARCH_CAP);
  const start = (query.page - 1) * query.limit;
  const ids = shown.slice(start, start + query.limit).map((row) => row.id);
  return {
    products: await pageRows(db, ids),
    total: shown.length,
    page: query.page,
    pageSize: query.limit,
    facets,
    // The total is the cap's, not the search's: "1,000+".
    ...(capped && (filtered.length === 0 || rows.length > SEARCH_CAP) ? { approximate: true } : {}),
  };
}

function facetConditions(filters: Filters): SQL[] {
  return [filters.categories, filters.brands, filters.shadeFamilies, filters.sizes].filter(
    (condition): condition is SQL => condition !== undefined,
  );
}
