/** The Shade family and Size facets: each counts under every filter but its own. */
import { and, type SQL, sql } from 'drizzle-orm';
import { SHADE_FAMILIES } from '#shared/catalog';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import type { Filters } from './list-filters';

type FacetCount = { value: string; count: number };
type Row = { kind: 'shade' | 'size'; value: string; count: number };

const CLOTHING_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', '3XL', '4XL'];

/** Values in byte order (brands, categories; sizes last), as the SQL facets are. */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Clothing sizes in their order (S before M), then numbers (36 before 40), then the rest. */
export function compareSizes(a: string, b: string): number {
  const rank = (size: string) => {
    const clothing = CLOTHING_SIZES.indexOf(size.toUpperCase());
    if (clothing >= 0) return [0, clothing] as const;
    const number = Number.parseFloat(size);
    return Number.isFinite(number) ? ([1, number] as const) : ([2, 0] as const);
  };
  const [groupA, orderA] = rank(a);
  const [groupB, orderB] = rank(b);
  return groupA - groupB || orderA - orderB || byText(a, b);
}

export function byFamily(a: string, b: string): number {
  const order = (value: string) => (SHADE_FAMILIES as readonly string[]).indexOf(value);
  return order(a) - order(b);
}

export async function variantFacets(
  db: Database,
  filters: Filters,
): Promise<{ shadeFamilies: FacetCount[]; sizes: FacetCount[] }> {
  const inShades: SQL = filters.shadeFamilies ?? sql`TRUE`;
  const inSizes: SQL = filters.sizes ?? sql`TRUE`;
  const result = await db.execute<Row>(sql`
    SELECT facet.kind, facet.value,
      count(*) FILTER (WHERE (facet.kind = 'shade' AND ${inSizes})
        OR (facet.kind = 'size' AND ${inShades}))::int AS count
    FROM ${products}
    CROSS JOIN LATERAL (
      SELECT 'shade' AS kind, family AS value FROM unnest(${products.shadeFamilies}) AS family
      UNION ALL
      SELECT 'size', size FROM unnest(${products.sizes}) AS size
    ) AS facet
    WHERE ${and(
      // As products_variant_facets_idx is made, so the planner may read only these rows.
      sql`(${products.shadeFamilies} <> '{}'::text[] OR ${products.sizes} <> '{}'::text[])`,
      ...filters.common,
      filters.categories,
      filters.brands,
      sql`(${inShades} OR ${inSizes})`,
    )}
    GROUP BY facet.kind, facet.value`);
  const shadeFamilies: FacetCount[] = [];
  const sizes: FacetCount[] = [];
  for (const row of result.rows) {
    if (row.count === 0) continue;
    (row.kind === 'shade' ? shadeFamilies : sizes).push({ value: row.value, count: row.count });
  }
  shadeFamilies.sort((a, b) => byFamily(a.value, b.value));
  sizes.sort((a, b) => compareSizes(a.value, b.value));
  return { shadeFamilies, sizes };
}
