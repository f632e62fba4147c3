/**
 * A list's total and facets from catalogue_counts, kept by triggers (docs/decisions/029): a few
 * hundred rows instead of a million products. Must give the same sums as countsAndFacets.
 */
import { and, eq, gt, or } from 'drizzle-orm';
import type { ProductList, ProductListQuery } from '#shared/schemas/product';
import type { Database } from '../../db/client';
import { catalogueCounts } from '../../db/schema';
import { placeTests } from './list-filters';
import { byFamily, byText, compareSizes } from './variant-facets';

type FacetCount = { value: string; count: number };
export type ListCounts = { total: number; facets: ProductList['facets'] };

/**
 * At most one shade family and one size: two families are "either", and a product holding both
 * would be counted twice. A price range, "featured" or a skin type (no kept row knows products'
 * skin types) counts the products too.
 */
export function countsAreKept(query: ProductListQuery): boolean {
  return (
    query.minPrice === undefined &&
    query.maxPrice === undefined &&
    query.featured !== 'true' &&
    (query.skinTypes?.length ?? 0) === 0 &&
    (query.shadeFamilies?.length ?? 0) <= 1 &&
    (query.sizes?.length ?? 0) <= 1
  );
}

function sortedCounts(counts: Map<string, number>, compare: (a: string, b: string) => number) {
  return [...counts]
    .filter(([, count]) => count > 0)
    .map(([value, count]): FacetCount => ({ value, count }))
    .sort((a, b) => compare(a.value, b.value));
}

type KeptRow = {
  category: string;
  brand: string;
  shadeFamily: string;
  size: string;
  products: number;
};

export async function keptCounts(db: Database, query: ProductListQuery): Promise<ListCounts> {
  const family = query.shadeFamilies?.[0] ?? '';
  const size = query.sizes?.[0] ?? '';
  const counted = query.sale === 'true' ? catalogueCounts.onSale : catalogueCounts.products;
  const rows = await db
    .select({
      category: catalogueCounts.category,
      brand: catalogueCounts.brand,
      shadeFamily: catalogueCounts.shadeFamily,
      size: catalogueCounts.size,
      products: counted,
    })
    .from(catalogueCounts)
    .where(
      and(
        or(eq(catalogueCounts.shadeFamily, family), eq(catalogueCounts.size, size)),
        gt(counted, 0),
      ),
    );
  return sumKeptRows(rows, query, family, size);
}

/** Each facet counts under every filter but its own, as countsAndFacets and variantFacets do. */
function sumKeptRows(rows: KeptRow[], query: ProductListQuery, family: string, size: string) {
  const { inCategories, inBrands } = placeTests(query);
  const sum = (keep: (row: KeptRow) => boolean, facetOf: (row: KeptRow) => string) => {
    const counts = new Map<string, number>();
    for (const row of rows) {
      if (keep(row)) counts.set(facetOf(row), (counts.get(facetOf(row)) ?? 0) + row.products);
    }
    return counts;
  };
  // The rows of the list's own family and size hold its total, brands and categories.
  const own = (row: KeptRow) => row.shadeFamily === family && row.size === size;
  const inPlace = (row: KeptRow) => inCategories(row.category) && inBrands(row.brand);
  const total = rows
    .filter((row) => own(row) && inPlace(row))
    .reduce((count, row) => count + row.products, 0);
  const brands = sum(
    (row) => own(row) && inCategories(row.category) && row.brand !== '',
    (row) => row.brand,
  );
  const categories = sum(
    (row) => own(row) && inBrands(row.brand),
    (row) => row.category,
  );
  const shadeFamilies = sum(
    (row) => inPlace(row) && row.size === size && row.shadeFamily !== '',
    (row) => row.shadeFamily,
  );
  const sizes = sum(
    (row) => inPlace(row) && row.shadeFamily === family && row.size !== '',
    (row) => row.size,
  );
  return {
    total,
    facets: {
      brands: sortedCounts(brands, byText),
      categories: sortedCounts(categories, byText) as ProductList['facets']['categories'],
      shadeFamilies: sortedCounts(shadeFamilies, byFamily),
      sizes: sortedCounts(sizes, compareSizes),
    },
  };
}
