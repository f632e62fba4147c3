/** Keys whose values never reach the audit log, whatever object they sit in. */
const SECRET_KEY = /password|secret|token|api[-_]?key|^code$|^otp$|authorization|cookie/i;

export const REDACTED = '[redacted]';

/** A copy of `value` safe to keep forever: secrets replaced, Dates as ISO text. */
export function redact(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_KEY.test(key) ? REDACTED : redact(inner),
      ]),
    );
  }
  return value;
}

/** Only the fields that differ: an entry shows the old and new price, not the product twice. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | null {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(redact(before[key])) !== JSON.stringify(redact(after[key])),
  );
  if (keys.length === 0) return null;
  const pick = (from: T) =>
    Object.fromEntries(keys.map((key) => [key, from[key] ?? null])) as Partial<T>;
  return { before: pick(before), after: pick(after) };
}
