/** Free-delivery thresholds in poisha, null for none; inside Dhaka the lower of the two applies. */
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { shopSettings } from '../../db/schema';
import { changedFields, recordAudit } from '../audit';

export type ShopSettings = {
  freeDeliveryDhakaOver: number | null;
  freeDeliveryEverywhereOver: number | null;
};

export const NO_SHOP_SETTINGS: ShopSettings = {
  freeDeliveryDhakaOver: null,
  freeDeliveryEverywhereOver: null,
};

export async function readShopSettings(db: Database | Transaction): Promise<ShopSettings> {
  const [row] = await db
    .select({
      freeDeliveryDhakaOver: shopSettings.freeDeliveryDhakaOver,
      freeDeliveryEverywhereOver: shopSettings.freeDeliveryEverywhereOver,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row ?? NO_SHOP_SETTINGS;
}

/** Sets the fields given (a field left out keeps its value; null ends that offer). */
export async function updateShopSettings(
  db: Database | Transaction,
  input: Partial<ShopSettings>,
): Promise<ShopSettings> {
  const values: Partial<ShopSettings> = {};
  if (input.freeDeliveryDhakaOver !== undefined) {
    values.freeDeliveryDhakaOver = input.freeDeliveryDhakaOver;
  }
  if (input.freeDeliveryEverywhereOver !== undefined) {
    values.freeDeliveryEverywhereOver = input.freeDeliveryEverywhereOver;
  }
  // The row exists from the migration; the upsert keeps a hand-emptied table working too.
  const [row] = await db
    .insert(shopSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...values, updatedAt: sql`now()` } })
    .returning({
      freeDeliveryDhakaOver: shopSettings.freeDeliveryDhakaOver,
      freeDeliveryEverywhereOver: shopSettings.freeDeliveryEverywhereOver,
    });
  return row ?? NO_SHOP_SETTINGS;
}

/** The admin's change: read under lock and written in one transaction, with its audit entry. */
export async function changeFreeDelivery(db: Database, input: ShopSettings): Promise<ShopSettings> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: shopSettings.id })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1))
      .for('update');
    const before = await readShopSettings(tx);
    const after = await updateShopSettings(tx, input);
    const change = changedFields(before, after);
    await recordAudit(tx, {
      action: 'settings.freeDelivery',
      entity: 'setting',
      entityId: 'free-delivery',
      // Unchanged values still get an entry, so a save is never missing from the log.
      ...(change ?? { before, after }),
    });
    return after;
  });
}
