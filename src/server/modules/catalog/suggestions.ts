/**
 * Search suggestions from the catalogue (decision 3): categories, brands and products whose
 * names contain what was typed or are close to it, at most 8, closest first.
 */
import { and, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import { CATEGORY_LABELS, PRODUCT_CATEGORIES } from '#shared/catalog';
import { SUGGESTIONS_LIMIT, type Suggestion } from '#shared/schemas/product';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { containsPattern, matchesSearch } from './catalog-repository';

const MAX_CATEGORIES = 2;
const MAX_BRANDS = 2;

/** Lower case without accents or apostrophes, as shop_normalize() does in the database. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/['’]/g, '')
    .toLowerCase();
}

function matchingCategories(term: string): Suggestion[] {
  const wanted = normalise(term);
  return PRODUCT_CATEGORIES.filter((slug) => {
    const label = normalise(CATEGORY_LABELS[slug]);
    return label.includes(wanted) || (wanted.length >= 4 && wanted.includes(label));
  })
    .slice(0, MAX_CATEGORIES)
    .map((slug) => ({ id: slug, text: CATEGORY_LABELS[slug], type: 'category' }));
}

export async function suggest(db: Database, term: string): Promise<Suggestion[]> {
  if (term === '') return [];
  const brandName = sql<string>`${products.brand}`;
  const nameCloseness = sql`word_similarity(shop_normalize(${term}), shop_normalize(${products.name}))`;
  const brandCloseness = sql`word_similarity(shop_normalize(${term}), shop_normalize(${products.brand}))`;
  const normalisedName = sql`shop_normalize(${products.name})`;
  const normalisedBrand = sql`shop_normalize(${products.brand})`;
  // The trigram index on search_text narrows the rows before the closer checks.
  const candidates = and(eq(products.status, 'active'), matchesSearch(products.searchText, term));

  const [brands, named] = await Promise.all([
    db
      .select({ brand: brandName, closeness: max(brandCloseness) })
      .from(products)
      .where(and(candidates, isNotNull(products.brand), matchesSearch(normalisedBrand, term)))
      .groupBy(products.brand)
      .orderBy(desc(max(brandCloseness)), brandName)
      .limit(MAX_BRANDS),
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(candidates, matchesSearch(normalisedName, term)))
      .orderBy(
        sql`(${normalisedName} LIKE ${containsPattern(term)}) DESC`,
        desc(nameCloseness),
        desc(products.id),
      )
      .limit(SUGGESTIONS_LIMIT),
  ]);

  const suggestions: Suggestion[] = [
    ...matchingCategories(term),
    ...brands.map((row) => ({ id: row.brand, text: row.brand, type: 'brand' as const })),
    ...named.map((row) => ({ id: String(row.id), text: row.name, type: 'product' as const })),
  ];
  return suggestions.slice(0, SUGGESTIONS_LIMIT);
}
