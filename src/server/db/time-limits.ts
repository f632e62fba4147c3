/**
 * Bounds on waiting for the database (issue 26): a database that is stopped, frozen or swamped
 * turns into quick 503s (db/unavailable.ts) instead of requests that hang for as long as it does
 * and a queue of them that grows behind.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { PreparingClient } from './prepared-statements';
import { DatabaseUnavailableError } from './unavailable';

export type DatabaseLimits = {
  /** Longest wait for a connection: a free one from the pool, or a new one being opened. */
  connectTimeoutMs: number;
  /** Longest a statement may run (PostgreSQL's statement_timeout), and wait for its answer. */
  statementTimeoutMs: number;
};

/**
 * How much longer than statement_timeout the client waits for an answer: a live server cancels
 * the statement itself and answers 57014 first, keeping the connection; only a server that cannot
 * answer at all (frozen, or the network gone) meets the client's own limit.
 */
const CLIENT_GRACE_MS = 500;

/** What a query was asked with: text, or a config object holding it. */
function queryText(first: unknown): string {
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * The pool's clients, with two repairs for a database that stops answering:
 *
 * - node-postgres gives up on an answer after query_timeout but keeps the connection, whose
 *   statement may still be running and whose transaction may still be open: the next borrower
 *   would run inside it. A client that gave up closes the connection instead, so the pool replaces
 *   it and the server rolls the transaction back.
 * - Drizzle's transaction() sends BEGIN before its try/finally: when BEGIN fails the client is
 *   never given back, and each such failure would take one connection from the pool for good
 *   (the pool empties during an outage and never refills, and closing it waits for ever). A
 *   client whose BEGIN fails gives itself back, with the error, so the pool drops it.
 */
class ClientForOutages extends PreparingClient {
  // biome-ignore lint/suspicious/noExplicitAny: the overloads of pg.Client#query, passed through
  override query(...args: any[]): any {
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const result = (super.query as (...a: any[]) => any)(...args);
    const callback = args.find((arg) => typeof arg === 'function');
    if (!callback && result instanceof Promise) {
      const beginning = /^\s*begin\b/i.test(queryText(args[0]));
      result.catch((error: unknown) => this.afterFailure(error, beginning));
    }
    return result;
  }

  private afterFailure(error: unknown, beginning: boolean) {
    if (beginning) {
      // Set by the pool on the clients it lends; this is the only release of a failed BEGIN.
      const release = (this as { release?: (error: Error) => void }).release;
      release?.(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (error instanceof Error && error.message === 'Query read timeout') {
      this.end().catch(() => {});
    }
  }
}

/** The pool's settings that put the limits on every connection. */
export function boundedPoolSettings(limits: DatabaseLimits | undefined): pg.PoolConfig {
  if (!limits) return {};
  return {
    // pg-pool's own query() releases a client with its error, which closes it: only queries on
    // a checked-out client (transactions) need the repairs above.
    Client: ClientForOutages,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    query_timeout: limits.statementTimeoutMs + CLIENT_GRACE_MS,
  };
}

/** PostgreSQL's own half of the statement limit, as a session option. */
export function statementTimeoutOption(limits: DatabaseLimits | undefined): string {
  return limits ? ` -c statement_timeout=${limits.statementTimeoutMs}` : '';
}

/**
 * The embedded database runs one statement at a time inside this process: waiting for it is
 * waiting for a connection, and is bounded the same way. Work that waited too long is refused
 * before it starts, never run after its request was answered. A statement already running cannot
 * be cut short (it runs synchronously in WebAssembly, with the rest of the process waiting).
 *
 * Every query, exec and transaction of PGlite 0.5 goes through its `_runExclusiveTransaction`.
 */
export function boundPgliteWaits(client: PGlite, limits: DatabaseLimits | undefined): void {
  if (!limits) return;
  type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;
  const target = client as unknown as { _runExclusiveTransaction: Exclusive };
  if (typeof target._runExclusiveTransaction !== 'function') {
    throw new Error('PGlite changed: it has no _runExclusiveTransaction to bound');
  }
  const runExclusive: Exclusive = target._runExclusiveTransaction.bind(client);
  target._runExclusiveTransaction = <T>(work: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      let gaveUp = false;
      const timer = setTimeout(() => {
        gaveUp = true;
        reject(new DatabaseUnavailableError('the embedded database is busy'));
      }, limits.connectTimeoutMs);
      runExclusive(async () => {
        clearTimeout(timer);
        if (gaveUp) return undefined as T;
        return work();
      }).then(resolve, reject);
    });
}
