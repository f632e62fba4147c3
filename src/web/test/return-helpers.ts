/**
 * Returns for the admin's web tests (issue 21): delivered orders and returns asked for, the way the
 * server's own return tests make them, and a variant's stock read back.
 */
import { sql } from 'drizzle-orm';
import type { ShopServer } from './shop-server';

// Test code reaching the server's own helpers, as shop-server.ts does.
// biome-ignore lint/style/noRestrictedImports: test set-up, not app code
export { askReturn, deliveredOrder } from '../../server/test/fixtures/returns';

export async function variantStock(shop: ShopServer, variantId: number | null | undefined) {
  if (variantId == null) throw new Error('the order item names no variant');
  const result = await shop.db.execute<{ stock: number }>(
    sql`SELECT stock_quantity AS stock FROM product_variants WHERE id = ${variantId}`,
  );
  const row = result.rows[0];
  if (!row) throw new Error(`no variant ${variantId}`);
  return Number(row.stock);
}
