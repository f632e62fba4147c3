/**
 * "The database is away for a moment" versus "a bug": the first answers 503 with Retry-After
 * (a load balancer, a retrying client and a crawler all know to come back), the second 500.
 * Errors come wrapped (Drizzle's DrizzleQueryError holds the driver's error as its cause), so the
 * whole chain of causes is read.
 */

/** What a 503 asks a client to wait: about how long a database restart or failover takes. */
export const RETRY_AFTER_SECONDS = 5;

/** Thrown by the shop's own time limits (db/time-limits.ts) when the database does not answer. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
}

/** The network said no: nobody listening, the connection cut, the host gone, the disk full. */
const SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOSPC',
  'DATABASE_UNAVAILABLE',
]);

/**
 * PostgreSQL's SQLSTATEs for the same: connection exceptions (08), shutting down or starting
 * (57P01–57P03), a statement cut by statement_timeout (57014), a transaction cut by
 * idle_in_transaction_session_timeout (25P03), insufficient resources such as a full disk or too
 * many connections (53), and I/O errors (58030).
 */
function isUnavailableState(code: string): boolean {
  return (
    code.startsWith('08') ||
    code.startsWith('53') ||
    ['57P01', '57P02', '57P03', '57014', '25P03', '58030'].includes(code)
  );
}

/** node-postgres and pg-pool say these in words only. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end',
  'PGlite is closed',
];

function isUnavailableItself(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (SYSTEM_CODES.has(code) || isUnavailableState(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return DRIVER_MESSAGES.some((words) => message.includes(words));
}

/** Whether this error, or any error it was caused by, means the database cannot answer now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // A chain of causes is short; the bound only guards against a cycle.
  for (let depth = 0; depth < 8 && current !== null && typeof current === 'object'; depth += 1) {
    if (isUnavailableItself(current)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
