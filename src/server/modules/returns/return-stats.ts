/** The dashboard's return rate (delivered orders with a return not refused) and open returns. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

const RETURN_RATE_DAYS = 90;

export async function returnFigures(
  db: Database,
): Promise<{ returnRate: number | null; openReturns: number }> {
  const result = await db.execute<{ delivered: number; returned: number; open: number }>(sql`
    WITH delivered AS (
      SELECT DISTINCT order_id FROM order_events
      WHERE kind = 'status' AND to_value = 'delivered'
        AND created_at >= now() - make_interval(days => ${RETURN_RATE_DAYS})
    )
    SELECT
      (SELECT count(*) FROM delivered)::int AS delivered,
      (SELECT count(DISTINCT r.order_id) FROM returns r JOIN delivered d ON d.order_id = r.order_id
        WHERE r.status <> 'refused')::int AS returned,
      (SELECT count(*) FROM returns
        WHERE status IN ('requested', 'accepted', 'on_way_back', 'received'))::int AS open
  `);
  const row = result.rows[0];
  const delivered = Number(row?.delivered ?? 0);
  return {
    returnRate:
      delivered === 0 ? null : Math.round((Number(row?.returned ?? 0) / delivered) * 1000) / 10,
    openReturns: Number(row?.open ?? 0),
  };
}
