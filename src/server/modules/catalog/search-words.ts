/**
 * A search as a full-text query (docs/decisions/021, 040): a word the catalogue holds matches as a
 * prefix, any other is a typo for its nearest vocabulary words. Neighbouring words are also tried
 * joined ("eye liner"), a word split ("facewash"), and the owner's synonyms add alternatives.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** More words than this in one search are ignored: a sentence pasted in is not a search. */
const MAX_WORDS = 8;
const MAX_NEAR_WORDS = 3;
/** Shorter words are too short to be typos of anything. */
const MIN_TYPO_LENGTH = 3;
/** Up to this many prefixed words are matched by name, which GIN reads twice as fast as 'x':*. */
const MAX_PREFIXED_WORDS = 12;
/** A split's parts are whole vocabulary words at least this long ("eye", "wash"). */
const MIN_PART_LENGTH = 3;

/** Names holding these are sets, ranked after the item. Not "duo": a blush duo is one compact. */
export const SET_WORDS = [
  'set',
  'sets',
  'mini',
  'minis',
  'trio',
  'kit',
  'bundle',
  'combo',
  'gift',
  'travel',
  'সেট',
  'মিনি',
  'গিফট',
  'কম্বো',
];

/** Sorts after a token plus any letter: U+10FFFF is a noncharacter, so no word holds it. */
const AFTER_EVERY_LETTER = sql.raw(`U&'\\+10FFFF'`);

type WordRow = {
  term: string;
  /** Products holding a word that starts with the term; null when no word does. */
  prefixed: number | null;
  words: string[];
  near: string[];
  near_products: number | null;
  /** A split into two vocabulary words, for a word of the search itself. */
  head: string | null;
  tail: string | null;
};

/**
 * A search that is any one of some words, read from their kept lists (docs/decisions/050): `own`
 * and `exact` are the words `SearchQuery.own` and `.exact` hold.
 */
export type ListedWords = { all: string[]; own: string[]; exact: string[] };

/**
 * `own` drops one-way synonyms' words and `exact` keeps whole words only, for ranking; `estimate`
 * is about how many products it matches at most.
 */
export type SearchQuery = {
  tsquery: string;
  own: string;
  exact: string;
  estimate: number;
  asksForSet: boolean;
  listed: ListedWords | null;
  /** Of a search of several parts, the rarest part's words when it is any one of some words. */
  driving: string[] | null;
};

/**
 * A part of the search; `own` and `exact` are null for a one-way synonym's words, `listed` when it
 * is any one of some words (not a prefix, not words together).
 */
type Part = {
  query: string;
  own: string | null;
  exact: string | null;
  reach: number;
  listed: ListedWords | null;
};

function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

const anyOf = (words: string[]) =>
  words.length === 1 ? lexeme(words[0] ?? '') : `(${words.map(lexeme).join(' | ')})`;

/** Words the search says as they are, and the whole ones among them. */
const said = (words: string[], exactWords: string[], reach: number): Part => ({
  query: anyOf(words),
  own: anyOf(words),
  exact: anyOf(exactWords),
  reach,
  listed: { all: words, own: words, exact: exactWords },
});

function oneWord(row: WordRow | undefined, term: string): Part {
  if (!row) return said([term], [term], 0);
  const { prefixed, words, near, near_products } = row;
  if (prefixed !== null) {
    const exact = words[0] === term ? [term] : words;
    if (words.length <= MAX_PREFIXED_WORDS) return said(words, exact, Number(prefixed));
    const query = `${lexeme(term)}:*`;
    const whole = words[0] === term ? lexeme(term) : query;
    return { query, own: query, exact: whole, reach: Number(prefixed), listed: null };
  }
  if (near.length > 0) return said(near, near, Number(near_products ?? 0));
  return said([term], [term], 0);
}

const joinedBy = (operator: string, texts: string[]) =>
  texts.length === 1 ? (texts[0] as string) : `(${texts.join(` ${operator} `)})`;

/** Every word of a phrase: it reaches no more than its rarest word. */
function allOf(parts: Part[]): Part {
  const owns = parts.map((part) => part.own);
  const exacts = parts.map((part) => part.exact);
  return {
    query: joinedBy(
      '&',
      parts.map((part) => part.query),
    ),
    own: owns.every((own) => own !== null) ? joinedBy('&', owns as string[]) : null,
    exact: exacts.every((exact) => exact !== null) ? joinedBy('&', exacts as string[]) : null,
    reach: Math.min(...parts.map((part) => part.reach)),
    listed: parts.length === 1 ? (parts[0]?.listed ?? null) : null,
  };
}

/** Any of the ways to say it: it reaches at most all of theirs together. */
function eitherOf(parts: Part[]): Part {
  const unique = [...new Map(parts.map((part) => [part.query, part])).values()];
  const either = (texts: (string | null)[]) => {
    const known = [...new Set(texts.filter((text): text is string => text !== null))];
    return known.length === 0 ? null : joinedBy('|', known);
  };
  return {
    query: joinedBy(
      '|',
      unique.map((part) => part.query),
    ),
    own: either(unique.map((part) => part.own)),
    exact: either(unique.map((part) => part.exact)),
    reach: unique.reduce((sum, part) => sum + part.reach, 0),
    listed: unique.every((part) => part.listed !== null)
      ? listedOf(unique.map((part) => part.listed as ListedWords))
      : null,
  };
}

const listedOf = (parts: ListedWords[]): ListedWords => {
  const each = (key: keyof ListedWords) => [...new Set(parts.flatMap((part) => part[key]))];
  return { all: each('all'), own: each('own'), exact: each('exact') };
};

/** A one-way synonym's words find, but rank after what the shopper said. */
const onlyFinds = (part: Part): Part => ({
  ...part,
  own: null,
  exact: null,
  listed: part.listed && { all: part.listed.all, own: [], exact: [] },
});

type Synonym = { keys: string[]; oneWay: boolean };

type Match = { length: number; alternatives: { phrase: string[]; oneWay: boolean }[] };

function synonymMatchesAt(tokens: string[], at: number, synonyms: Synonym[]): Match | null {
  let best: Match | null = null;
  for (const { keys, oneWay } of synonyms) {
    const phrases = keys.map((key) => key.split(' ').filter(Boolean));
    phrases.forEach((phrase, index) => {
      if (oneWay && index > 0) return;
      if (phrase.length === 0 || !phrase.every((word, i) => tokens[at + i] === word)) return;
      const alternatives = phrases
        .filter((other, place) => place !== index && other.length > 0)
        .map((other) => ({ phrase: other, oneWay }));
      if (!best || phrase.length > best.length) best = { length: phrase.length, alternatives };
      else if (phrase.length === best.length) best.alternatives.push(...alternatives);
    });
  }
  return best;
}

type WordsOf = { tokens: string[]; synonyms: Synonym[]; rows: Map<string, WordRow> };

/**
 * In one statement: the search's words (its first MAX_WORDS), the owner's synonyms it says, and
 * each term's vocabulary words — its own words, each neighbouring pair joined and the synonyms'
 * words — by prefix (a range over the index, COLLATE "C"), else its nearest words when it is one
 * of the search's own (a typo), and for those a split into two known words.
 */
async function wordsOf(db: Database, q: string): Promise<WordsOf> {
  const result = await db.execute<WordRow & { tokens: string[]; synonyms: Synonym[] }>(sql`
    WITH search AS (SELECT shop_tokens(${q.normalize('NFC')}) AS tokens),
    said AS (SELECT search.tokens[1:${MAX_WORDS}] AS tokens FROM search),
    matched AS (
      SELECT s.keys, s.one_way FROM search_synonyms s, search
      WHERE EXISTS (
        SELECT 1 FROM unnest(s.keys) WITH ORDINALITY AS k(key, n)
        WHERE (NOT s.one_way OR k.n = 1)
          AND position(' ' || k.key || ' ' IN ' ' || array_to_string(search.tokens, ' ') || ' ') > 0)
    ),
    terms AS (
      SELECT term, bool_or(own) AS own, min(position) AS position FROM (
        SELECT token AS term, true AS own, n AS position
        FROM said, unnest(said.tokens) WITH ORDINALITY AS o(token, n)
        UNION ALL
        SELECT said.tokens[n] || said.tokens[n + 1], false, ${MAX_WORDS} + n
        FROM said, generate_series(1, cardinality(said.tokens) - 1) AS n
        UNION ALL
        SELECT part, false, ${2 * MAX_WORDS} FROM matched, unnest(matched.keys) AS key,
          regexp_split_to_table(key, ' ') AS part
      ) every_term
      WHERE term <> ''
      GROUP BY term
    )
    SELECT t.term, p.prefixed, p.words, COALESCE(n.near, '{}') AS near, n.near_products,
      s.head, s.tail, (SELECT tokens FROM said) AS tokens,
      (SELECT COALESCE(json_agg(json_build_object('keys', keys, 'oneWay', one_way)), '[]'::json)
        FROM matched) AS synonyms
    FROM terms t
    CROSS JOIN LATERAL (
      SELECT sum(v.products) AS prefixed,
        (array_agg(v.word ORDER BY v.word))[1:${MAX_PREFIXED_WORDS + 1}] AS words
      FROM search_vocabulary v
      WHERE v.word >= t.term AND v.word < t.term || ${AFTER_EVERY_LETTER}
    ) p
    CROSS JOIN LATERAL (
      SELECT array_agg(close.word ORDER BY close.rank) AS near, sum(close.products) AS near_products
      FROM (
        SELECT v.word, v.products, row_number() OVER (ORDER BY v.word <-> t.term, v.word) AS rank
        FROM search_vocabulary v
        WHERE p.prefixed IS NULL AND t.own
          AND length(t.term) >= ${MIN_TYPO_LENGTH} AND v.word % t.term
        ORDER BY v.word <-> t.term, v.word
        LIMIT ${MAX_NEAR_WORDS}
      ) close
    ) n
    LEFT JOIN LATERAL (
      SELECT h.word AS head, r.word AS tail
      FROM generate_series(${MIN_PART_LENGTH}, length(t.term) - ${MIN_PART_LENGTH}) AS cut(at)
      JOIN search_vocabulary h ON h.word = left(t.term, cut.at) AND h.products > 0
      JOIN search_vocabulary r ON r.word = substr(t.term, cut.at + 1) AND r.products > 0
      WHERE t.own
      ORDER BY least(h.products, r.products) DESC
      LIMIT 1
    ) s ON true
    ORDER BY t.position`);
  const [first] = result.rows;
  return {
    tokens: first?.tokens ?? [],
    synonyms: first?.synonyms ?? [],
    rows: new Map(result.rows.map((row) => [row.term, row])),
  };
}

/** Null when the search has no words at all (only punctuation): it finds nothing. */
export async function searchQueryOf(db: Database, q: string): Promise<SearchQuery | null> {
  const { tokens, synonyms, rows } = await wordsOf(db, q);
  if (tokens.length === 0) return null;
  const joined = tokens.slice(1).map((token, i) => `${tokens[i]}${token}`);
  const word = (term: string) => oneWord(rows.get(term), term);

  const parts: Part[] = [];
  for (let at = 0; at < tokens.length; ) {
    const token = tokens[at] as string;
    const match = synonymMatchesAt(tokens, at, synonyms);
    if (match) {
      const spoken = allOf(tokens.slice(at, at + match.length).map(word));
      const others = match.alternatives.map(({ phrase, oneWay }) => {
        const part = allOf(phrase.map(word));
        return oneWay ? onlyFinds(part) : part;
      });
      parts.push(eitherOf([spoken, ...others]));
      at += match.length;
      continue;
    }
    const pair = joined[at];
    if (pair !== undefined && Number(rows.get(pair)?.prefixed ?? 0) > 0) {
      parts.push(eitherOf([allOf([word(token), word(tokens[at + 1] as string)]), word(pair)]));
      at += 2;
      continue;
    }
    const { head, tail } = rows.get(token) ?? {};
    // A split's words may stand apart ("lip balm stick"): it finds, but ranks as a partial match.
    const split = head && tail ? allOf([word(head), word(tail)]) : null;
    parts.push(
      split ? { ...eitherOf([word(token), split]), exact: word(token).exact } : word(token),
    );
    at += 1;
  }
  return searchOf(parts, tokens);
}

/** All the parts together. */
function searchOf(parts: Part[], tokens: string[]): SearchQuery {
  const unique = [...new Map(parts.map((part) => [part.query, part])).values()];
  const [rarest] = [...unique].sort((a, b) => a.reach - b.reach);
  // Every part holds the shopper's own words, so neither is null.
  return {
    tsquery: unique.map((part) => part.query).join(' & '),
    own: unique.map((part) => part.own ?? '').join(' & '),
    exact: unique.map((part) => part.exact ?? '').join(' & '),
    estimate: Math.min(...unique.map((part) => part.reach)),
    asksForSet: tokens.some((token) => SET_WORDS.includes(token)),
    listed: unique.length === 1 ? (unique[0]?.listed ?? null) : null,
    driving: unique.length > 1 ? (rarest?.listed?.all ?? null) : null,
  };
}
