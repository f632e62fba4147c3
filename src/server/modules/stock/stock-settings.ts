/** The shop's stock rule: the minimum shelf life a batch needs to be sold (decision 038). */
import { eq, sql } from 'drizzle-orm';
import type { StockSettings } from '#shared/schemas/stock';
import type { Database, Transaction } from '../../db/client';
import { shopSettings } from '../../db/schema';
import { recordAudit } from '../audit';
import { releaseSellable, withdrawUnsellable } from './stock-move';

export async function readStockSettings(db: Database | Transaction): Promise<StockSettings> {
  const [row] = await db
    .select({ minShelfLifeDays: shopSettings.minShelfLifeDays })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row ?? { minShelfLifeDays: 0 };
}

/** A new minimum shelf life, with the batches it takes off sale or puts back, in one go. */
export async function updateStockSettings(db: Database, input: StockSettings) {
  return db.transaction(async (tx) => {
    const before = await readStockSettings(tx);
    await tx
      .insert(shopSettings)
      .values({ id: 1, ...input })
      .onConflictDoUpdate({ target: shopSettings.id, set: { ...input, updatedAt: sql`now()` } });
    const withdrawn = await withdrawUnsellable(tx, null);
    const released = await releaseSellable(tx);
    await recordAudit(tx, { action: 'stock.settings', entity: 'shop', before, after: input });
    return { ...input, withdrawn, released };
  });
}
