/**
 * The one way stock changes (docs/decisions/038): a `stock_quantity` write carries a move, or is
 * refused; the trigger takes the units from batches (first expiry first out) and writes the ledger.
 */
import { sql } from 'drizzle-orm';
import type { StockMoveSpec, StockReason } from '#shared/stock';
import type { Database, Transaction } from '../../db/client';
import { currentAuditScope } from '../audit';

/** The move for a stock write: by the staff member acting now unless `user` says otherwise. */
export function stockMove(
  reason: StockReason,
  refs: Omit<StockMoveSpec, 'reason'> = {},
): StockMoveSpec {
  return { user: currentAuditScope()?.actor.userId ?? null, ...refs, reason };
}

/**
 * Takes off sale the batches of these variants now past the shelf-life limit, so an order placed
 * after midnight cannot take them before the nightly run does. Returns the units withdrawn.
 */
export async function withdrawUnsellable(
  tx: Database | Transaction,
  variantIds: number[] | null,
): Promise<number> {
  const ids = variantIds === null ? sql`NULL` : sql`${`{${variantIds.join(',')}}`}::int[]`;
  const result = await tx.execute(sql`SELECT withdraw_unsellable_stock(${ids}) AS units`);
  return Number((result.rows[0] as { units: number } | undefined)?.units ?? 0);
}

/** Withdrawn batches now within the limit back on sale (the owner shortened it). */
export async function releaseSellable(tx: Database | Transaction): Promise<number> {
  const result = await tx.execute(sql`SELECT release_sellable_stock() AS units`);
  return Number((result.rows[0] as { units: number } | undefined)?.units ?? 0);
}
