/**
 * A search as a full-text query (docs/decisions/021): a word the catalogue holds matches as a
 * prefix, any other is a typo for its nearest vocabulary words (a few thousand at any size).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** More words than this in one search are ignored: a sentence pasted in is not a search. */
const MAX_WORDS = 8;
const MAX_NEAR_WORDS = 3;
/** Shorter words are too short to be typos of anything. */
const MIN_TYPO_LENGTH = 3;
/**
 * Up to this many words starting with a token are matched by name ('earring' | 'earrings'),
 * which the GIN index reads about twice as fast as a prefix ('earring':*); more, as a prefix.
 */
const MAX_PREFIXED_WORDS = 12;

/** Sorts after a token plus any letter: U+10FFFF is a noncharacter, so no word holds it. */
const AFTER_EVERY_LETTER = sql.raw(`U&'\\+10FFFF'`);

type WordRow = {
  token: string;
  /** Products holding a word that starts with the token; null when no word does. */
  prefixed: number | null;
  words: string[];
  near: string[];
  near_products: number | null;
};

/** A search's tsquery, and about how many products it matches at most (its rarest word's count). */
export type SearchQuery = { tsquery: string; estimate: number };

function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

const anyOf = (words: string[]) =>
  words.length === 1 ? lexeme(words[0] ?? '') : `(${words.map(lexeme).join(' | ')})`;

function partOf({ token, prefixed, words, near }: WordRow): string {
  if (prefixed !== null) {
    return words.length > MAX_PREFIXED_WORDS ? `${lexeme(token)}:*` : anyOf(words);
  }
  if (near.length > 0) return anyOf(near);
  return lexeme(token);
}

function reachOf({ prefixed, near_products }: WordRow): number {
  return Number(prefixed ?? near_products ?? 0);
}

/** Null when the search has no words at all (only punctuation): it finds nothing. */
export async function searchQueryOf(db: Database, q: string): Promise<SearchQuery | null> {
  // A range over the vocabulary's index (COLLATE "C"), as a per-row LIKE pattern cannot use it.
  // The typo test sits inside the near words' subquery, so PostgreSQL skips that look-up
  // whenever a word starts with the token.
  const result = await db.execute<WordRow>(sql`
    SELECT t.token, p.prefixed, p.words, COALESCE(n.near, '{}') AS near, n.near_products
    FROM (
      SELECT DISTINCT ON (token) token, position
      FROM unnest(shop_tokens(${q.normalize('NFC')})) WITH ORDINALITY AS words(token, position)
      ORDER BY token, position
    ) t
    CROSS JOIN LATERAL (
      SELECT sum(v.products) AS prefixed,
        (array_agg(v.word ORDER BY v.word))[1:${MAX_PREFIXED_WORDS + 1}] AS words
      FROM search_vocabulary v
      WHERE v.word >= t.token AND v.word < t.token || ${AFTER_EVERY_LETTER}
    ) p
    CROSS JOIN LATERAL (
      SELECT array_agg(close.word ORDER BY close.rank) AS near, sum(close.products) AS near_products
      FROM (
        SELECT v.word, v.products, row_number() OVER (ORDER BY v.word <-> t.token, v.word) AS rank
        FROM search_vocabulary v
        WHERE p.prefixed IS NULL AND length(t.token) >= ${MIN_TYPO_LENGTH} AND v.word % t.token
        ORDER BY v.word <-> t.token, v.word
        LIMIT ${MAX_NEAR_WORDS}
      ) close
    ) n
    ORDER BY t.position
    LIMIT ${MAX_WORDS}`);
  if (result.rows.length === 0) return null;
  return {
    tsquery: result.rows.map(partOf).join(' & '),
    estimate: Math.min(...result.rows.map(reachOf)),
  };
}
