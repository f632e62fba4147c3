/** What a database error was, through Drizzle's wrapping (its `cause`) or from the driver itself. */

/** A unique constraint of that name refused the write (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const details = cause as { code?: string; constraint?: string };
  return details.code === '23505' && details.constraint === constraint;
}
