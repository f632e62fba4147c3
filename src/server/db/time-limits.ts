/**
 * Bounds on waiting for the database: one that is stopped, frozen or swamped turns into quick 503s
 * (db/unavailable.ts) instead of hanging requests with a growing queue behind them.
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
 * Past statement_timeout, so a live server cancels the statement itself (57014) and keeps the
 * connection; only a server that cannot answer at all meets the client's own limit.
 */
const CLIENT_GRACE_MS = 500;

function queryText(first: unknown): string {
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * Two repairs for a database that stops answering: node-postgres gives up after query_timeout but
 * keeps the connection, whose transaction may still be open, so a client that gave up closes it;
 * and Drizzle's transaction() sends BEGIN before its try/finally, so a failed BEGIN would never give
 * the client back (an outage would drain the pool): such a client releases itself with the error.
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

export function statementTimeoutOption(limits: DatabaseLimits | undefined): string {
  return limits ? ` -c statement_timeout=${limits.statementTimeoutMs}` : '';
}

/**
 * PGlite runs one statement at a time, so waiting for it is bounded like waiting for a connection:
 * work that waited too long is refused before it starts. A running statement cannot be cut short
 * (synchronous WebAssembly). PGlite 0.5 runs everything through `_runExclusiveTransaction`.
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
