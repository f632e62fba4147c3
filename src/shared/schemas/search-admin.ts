/**
 * Admin → Search: the shop's synonyms, and what shoppers searched for. "Means product" adds the
 * search's words to the product's search words.
 */
import { z } from 'zod';
import { msg } from '../i18n/translator';

export const SYNONYM_WORDS_MAX = 10;
export const SYNONYM_WORD_MAX_CHARS = 60;
/** A search longer than this is a pasted sentence, not a search: it is not kept. */
export const SEARCH_LOG_QUERY_MAX_CHARS = 100;
export const SEARCH_REPORT_ROWS = 20;

const word = z
  .string({ error: msg('validation.synonym.word') })
  .trim()
  .min(1, msg('validation.synonym.word'))
  .max(SYNONYM_WORD_MAX_CHARS, msg('validation.synonym.wordTooLong'));

export const synonymInputSchema = z.strictObject({
  /** Words or short phrases; with oneWay, the first finds what the others find. */
  words: z
    .array(word, { error: msg('validation.synonym.words') })
    .min(2, msg('validation.synonym.words'))
    .max(SYNONYM_WORDS_MAX, msg('validation.synonym.tooMany')),
  oneWay: z.boolean().default(false),
});
export type SynonymInput = z.input<typeof synonymInputSchema>;

export const synonymSchema = z.object({
  id: z.number().int(),
  words: z.array(z.string()),
  oneWay: z.boolean(),
  updatedAt: z.string(),
});
export type Synonym = z.infer<typeof synonymSchema>;

export const synonymListSchema = z.object({ synonyms: z.array(synonymSchema) });
export type SynonymList = z.infer<typeof synonymListSchema>;

/** PostgreSQL's integer: a larger id is no synonym, not a database error. */
const ID_MAX = 2_147_483_647;

export const synonymIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: msg('validation.synonym.id') })
    .int(msg('validation.synonym.id'))
    .positive(msg('validation.synonym.id'))
    .max(ID_MAX, msg('validation.synonym.id')),
});

export const searchReportQuerySchema = z.strictObject({
  days: z.coerce
    .number({ error: msg('validation.searchReport.days') })
    .int(msg('validation.searchReport.days'))
    .min(1, msg('validation.searchReport.days'))
    .max(90, msg('validation.searchReport.days'))
    .default(7),
});

export const searchReportRowSchema = z.object({
  query: z.string(),
  searches: z.number().int(),
  /** Products the search found, the last time it was run; null when not yet known. */
  results: z.number().int().nullable(),
  opened: z.number().int(),
});
export type SearchReportRow = z.infer<typeof searchReportRowSchema>;

export const searchReportSchema = z.object({
  /** The first day counted (Dhaka's date, YYYY-MM-DD). */
  since: z.string(),
  top: z.array(searchReportRowSchema),
  noResult: z.array(searchReportRowSchema),
  noClick: z.array(searchReportRowSchema),
});
export type SearchReport = z.infer<typeof searchReportSchema>;

export const meansProductInputSchema = z.strictObject({
  query: z
    .string({ error: msg('validation.synonym.word') })
    .trim()
    .min(1, msg('validation.synonym.word'))
    .max(SEARCH_LOG_QUERY_MAX_CHARS, msg('validation.synonym.wordTooLong')),
  productId: z
    .number({ error: msg('validation.synonym.product') })
    .int(msg('validation.synonym.product'))
    .positive(msg('validation.synonym.product'))
    .max(ID_MAX, msg('validation.synonym.product')),
});
export type MeansProductInput = z.infer<typeof meansProductInputSchema>;

export const meansProductSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  searchWords: z.string(),
});

export const searchOpenedSchema = z.strictObject({
  q: z.string({ error: msg('validation.searchOpened') }).max(500, msg('validation.searchOpened')),
});
