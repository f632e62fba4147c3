/**
 * What shoppers search for, counted in memory and added to search_log_days every few seconds, so
 * a search writes nothing. Only the words are kept, never who searched; a search holding a phone
 * or order number, or an e-mail address, is not kept at all.
 */

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SEARCH_LOG_QUERY_MAX_CHARS } from '#shared/schemas/search-admin';
import type { Database } from '../../db/client';

const FLUSH_EVERY_MS = 10_000;
/** Distinct searches held between flushes; past it a burst of new ones is not counted. */
const MAX_HELD = 10_000;
const KEPT_DAYS = 90;

type Tally = {
  day: string;
  query: string;
  searches: number;
  results: number | null;
  opened: number;
};

export type SearchLog = {
  searched(q: string, results: number | null): void;
  opened(q: string): void;
  flush(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    searchLog: SearchLog;
  }
}

/** YYYY-MM-DD in Dhaka (no daylight saving: a day is always 24 hours). */
export const DHAKA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' });

/** A search as it is kept: lower case, single spaces; null when it is not kept. */
export function loggedQuery(q: string): string | null {
  const text = q.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '' || text.length > SEARCH_LOG_QUERY_MAX_CHARS) return null;
  if (/\d{5,}|@/.test(text.replace(/[\s-]/g, ''))) return null;
  return text;
}

export function createSearchLog(db: Database, now = () => new Date()): SearchLog {
  let held = new Map<string, Tally>();
  let prunedOn = '';

  function tally(q: string): Tally | null {
    const query = loggedQuery(q);
    if (query === null) return null;
    const day = DHAKA_DAY.format(now());
    const key = `${day} ${query}`;
    const known = held.get(key);
    if (known) return known;
    if (held.size >= MAX_HELD) return null;
    const fresh: Tally = { day, query, searches: 0, results: null, opened: 0 };
    held.set(key, fresh);
    return fresh;
  }

  return {
    searched(q, results) {
      const row = tally(q);
      if (!row) return;
      row.searches += 1;
      if (results !== null) row.results = results;
    },
    opened(q) {
      const row = tally(q);
      if (row) row.opened += 1;
    },
    async flush() {
      const rows = [...held.values()];
      held = new Map();
      if (rows.length > 0) {
        await db.execute(sql`
          INSERT INTO search_log_days (day, query, searches, results, opened)
          SELECT day::date, query, searches, results, opened
          FROM json_to_recordset(${JSON.stringify(rows)}::json)
            AS r(day text, query text, searches int, results int, opened int)
          ON CONFLICT (day, query) DO UPDATE SET
            searches = search_log_days.searches + EXCLUDED.searches,
            opened = search_log_days.opened + EXCLUDED.opened,
            results = COALESCE(EXCLUDED.results, search_log_days.results)`);
      }
      const today = DHAKA_DAY.format(now());
      if (prunedOn !== today) {
        await db.execute(
          sql`DELETE FROM search_log_days WHERE day < ${today}::date - ${KEPT_DAYS}::int`,
        );
        prunedOn = today;
      }
    },
  };
}

export const searchLogPlugin = fp(
  async (app: FastifyInstance) => {
    const log = createSearchLog(app.db);
    app.decorate('searchLog', log);
    const flushQuietly = () =>
      log.flush().catch((error: unknown) => app.log.warn({ err: error }, 'search log not saved'));
    const timer = setInterval(flushQuietly, FLUSH_EVERY_MS);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await flushQuietly();
    });
  },
  { name: 'search-log' },
);
