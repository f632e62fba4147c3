/**
 * Index columns stay ascending: read backwards, an index serves `ORDER BY … DESC` (NULLS FIRST, as
 * queries sort). drizzle's .desc() writes DESC NULLS LAST, which serves neither (migration 0014).
 */
import { sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** PostgreSQL's full-text vector, written by generated columns only (migration 0013). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} IN (${quoted(values)})`);
}

/** `column <@ ARRAY[…]`: every element of a text array column is one of `values`. */
export function allOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} <@ ARRAY[${quoted(values)}]::text[]`);
}

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
