/**
 * What a search asks for, as a full-text query over the catalogue's words (docs/decisions/021).
 * The database cuts the search into words as it cut the catalogue (shop_tokens). A word the
 * catalogue holds, or begins ('moistur'), matches as a prefix. Any other word is a typo and
 * matches its nearest words in the vocabulary ('foundaton' → foundation): the vocabulary is a few
 * thousand words however many products there are, so typos cost the same at any size.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** More words than this in one search are ignored: a sentence pasted in is not a search. */
const MAX_WORDS = 8;
/** The nearest vocabulary words a typo stands for. */
const MAX_NEAR_WORDS = 3;
/** Shorter words are too short to be typos of anything. */
const MIN_TYPO_LENGTH = 3;
/**
 * Up to this many words starting with a token are matched by name ('earring' | 'earrings'),
 * which the GIN index reads about twice as fast as a prefix ('earring':*); more, as a prefix.
 */
const MAX_PREFIXED_WORDS = 12;

/**
 * Sorts after a token followed by any letter: U+10FFFF is the last code point and a noncharacter,
 * so no word holds it.
 */
const AFTER_EVERY_LETTER = sql.raw(`U&'\\+10FFFF'`);

type WordRow = {
  token: string;
  /** Products holding a word that starts with the token; null when no word does. */
  prefixed: number | null;
  /** The words starting with the token, up to one more than MAX_PREFIXED_WORDS. */
  words: string[];
  near: string[];
  /** Products holding the near words. */
  near_products: number | null;
};

/** A search's tsquery, and about how many products it matches at most (its rarest word's count). */
export type SearchQuery = { tsquery: string; estimate: number };

/** A lexeme inside a tsquery: quoted, its quotes and backslashes doubled. */
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
  // Nothing like it in the catalogue: the search finds nothing, as it should.
  return lexeme(token);
}

/** How many products a word of the search matches at most. */
function reachOf({ prefixed, near_products }: WordRow): number {
  return Number(prefixed ?? near_products ?? 0);
}

/**
 * The search as a tsquery (every word must match) with its estimate, or null when it has no
 * words at all (only punctuation): such a search finds nothing. One round trip.
 */
export async function searchQueryOf(db: Database, q: string): Promise<SearchQuery | null> {
  // The words starting with a token are a range of the vocabulary's index (its words sort
  // byte-wise, COLLATE "C"); LIKE with a pattern made per row cannot use the index and tested
  // every word (2 ms a search). The near words are looked for only when no word starts with the
  // token (a typo): that test sits inside their subquery, so PostgreSQL skips the look-up rather
  // than making it and dropping the answer.
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
