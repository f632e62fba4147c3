import { boolean, date, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * Words that mean the same in this shop. Two-way: any finds what the others find. One-way: the
 * first finds what the others find, not the reverse ("kajal" finds eyeliners).
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial().primaryKey(),
  words: text().array().notNull(),
  /** Each word as shop_tokens cuts it, space-joined: what a search's own words are matched to. */
  keys: text().array().notNull(),
  oneWay: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Searches per Dhaka day and query, as typed (normalised): no shopper, session or address. */
export const searchLogDays = pgTable(
  'search_log_days',
  {
    day: date().notNull(),
    query: text().notNull(),
    searches: integer().notNull().default(0),
    /** Products found the last time a server ran it; null until one has. */
    results: integer(),
    opened: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);
