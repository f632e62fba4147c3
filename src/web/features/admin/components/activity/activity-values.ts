/** How an entry's fields read: money as taka, nothing as a dash, lists and objects as text. */
import type { AuditEntry } from '#shared/schemas/audit';

type Side = Record<string, unknown> | null;

/** Integer poisha under these names (price, salePrice, refunded, codAmount, dhakaOver…). */
const MONEY =
  /price|amount|refunded|total|subtotal|charge|discountValue$|maxDiscount|minSubtotal|Over$/i;

export function sideOf(value: unknown): Side {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function formatValue(
  key: string,
  value: unknown,
  money: (poisha: number) => string,
  discountType?: unknown,
): string {
  if (value === null || value === undefined || value === '') return '—';
  // A percent discount's value is a percentage, not money.
  if (key === 'discountValue' && discountType === 'percent') return `${value}%`;
  if (typeof value === 'number' && MONEY.test(key)) return money(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  return JSON.stringify(value);
}

export type FieldRow = { field: string; before: unknown; after: unknown; changed: boolean };

/** One row per field either side holds, in the order the entry wrote them. */
export function fieldRows(entry: Pick<AuditEntry, 'before' | 'after'>): FieldRow[] {
  const before = sideOf(entry.before);
  const after = sideOf(entry.after);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    before: before?.[field],
    after: after?.[field],
    changed:
      before !== null &&
      after !== null &&
      JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
  }));
}
