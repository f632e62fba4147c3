/**
 * "The database is away for a moment" answers 503 with Retry-After, so load balancers, retrying
 * clients and crawlers come back; a bug answers 500. Drizzle wraps the driver's error as its cause,
 * so the whole chain of causes is read.
 */

/** What a 503 asks a client to wait: about how long a database restart or failover takes. */
export const RETRY_AFTER_SECONDS = 5;

export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
}

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
 * PostgreSQL's SQLSTATEs: connection exceptions (08), shutting down or starting (57P01–57P03),
 * statement_timeout (57014), idle_in_transaction_session_timeout (25P03), insufficient resources
 * (53), I/O errors (58030).
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

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  // A chain of causes is short; the bound only guards against a cycle.
  for (let depth = 0; depth < 8 && current !== null && typeof current === 'object'; depth += 1) {
    if (isUnavailableItself(current)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
