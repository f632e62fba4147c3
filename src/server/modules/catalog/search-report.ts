/** Admin → Search's figures: the week's top searches, those finding nothing, those opened never. */
import { eq, sql } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import {
  type MeansProductInput,
  SEARCH_REPORT_ROWS,
  type SearchReport,
  type SearchReportRow,
} from '#shared/schemas/search-admin';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { HttpError } from '../../http-error';
import { recordAudit } from '../audit';
import { DHAKA_DAY } from './search-log';

const SEARCH_WORDS_MAX = 500;

export async function searchReport(db: Database, days: number): Promise<SearchReport> {
  const since = DHAKA_DAY.format(Date.now() - (days - 1) * 86_400_000);
  const result = await db.execute<SearchReportRow & { list: string }>(sql`
    WITH searched AS (
      SELECT query, sum(searches)::int AS searches, sum(opened)::int AS opened,
        (array_agg(results ORDER BY day DESC) FILTER (WHERE results IS NOT NULL))[1] AS results
      FROM search_log_days WHERE day >= ${since}::date
      GROUP BY query
    ),
    lists AS (
      (SELECT 'top' AS list, * FROM searched ORDER BY searches DESC, query LIMIT ${SEARCH_REPORT_ROWS})
      UNION ALL
      (SELECT 'noResult', * FROM searched WHERE results = 0
        ORDER BY searches DESC, query LIMIT ${SEARCH_REPORT_ROWS})
      UNION ALL
      (SELECT 'noClick', * FROM searched WHERE results > 0 AND opened = 0
        ORDER BY searches DESC, query LIMIT ${SEARCH_REPORT_ROWS})
    )
    SELECT * FROM lists`);
  const rows = (list: string) =>
    result.rows
      .filter((row) => row.list === list)
      .map(({ query, searches, results, opened }) => ({ query, searches, results, opened }));
  return {
    since,
    top: rows('top'),
    noResult: rows('noResult'),
    noClick: rows('noClick'),
  };
}

/** "This means product X": the search's words join the product's search words, once. */
export async function searchMeansProduct(db: Database, { query, productId }: MeansProductInput) {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ name: products.name, searchWords: products.searchWords })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!product) throw new HttpError(404, msg('errors.synonym.productNotFound'));
    const words = query.trim().replace(/\s+/g, ' ');
    const known = ` ${product.searchWords.toLowerCase()} `.includes(` ${words.toLowerCase()} `);
    const searchWords = known ? product.searchWords : `${product.searchWords} ${words}`.trim();
    if (searchWords.length > SEARCH_WORDS_MAX) {
      throw new HttpError(400, msg('validation.searchWords.tooLong', { max: SEARCH_WORDS_MAX }));
    }
    if (!known) {
      await tx.update(products).set({ searchWords }).where(eq(products.id, productId));
      await recordAudit(tx, {
        action: 'update',
        entity: 'product',
        entityId: productId,
        before: { searchWords: product.searchWords },
        after: { searchWords },
      });
    }
    return { productId, name: product.name, searchWords };
  });
}
