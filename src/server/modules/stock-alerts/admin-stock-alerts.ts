/** Admin → Stock's "Back in stock": who waits for what, and how many are told per unit. */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { StockAlertOverview, StockAlertSettings } from '#shared/schemas/stock-alert';
import type { Database } from '../../db/client';
import { products, productVariants, shopSettings, stockAlerts } from '../../db/schema';
import { recordAudit } from '../audit';

async function readFactor(db: Database): Promise<number> {
  const [row] = await db
    .select({ factor: shopSettings.stockAlertFactor })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row?.factor ?? 3;
}

export async function stockAlertOverview(db: Database): Promise<StockAlertOverview> {
  const waitingOnes = and(isNull(stockAlerts.wokenAt), isNull(stockAlerts.sentAt));
  const [totals] = await db
    .select({
      waiting: sql<number>`count(*) FILTER (WHERE ${waitingOnes})::int`,
      toldThisMonth: sql<number>`count(*) FILTER (WHERE ${stockAlerts.sentAt} >= date_trunc('month', now() AT TIME ZONE 'Asia/Dhaka') AT TIME ZONE 'Asia/Dhaka')::int`,
    })
    .from(stockAlerts);
  const variants = await db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      name: sql<string>`${products.name} || COALESCE(' (' || NULLIF(concat_ws(' / ', ${productVariants.option1}, ${productVariants.option2}, ${productVariants.option3}), '') || ')', '')`,
      sku: productVariants.sku,
      stock: productVariants.stockQuantity,
      waiting: count(),
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(waitingOnes)
    .groupBy(products.id, productVariants.id)
    .orderBy(desc(count()), productVariants.id)
    .limit(20);
  return {
    factor: await readFactor(db),
    waiting: totals?.waiting ?? 0,
    toldThisMonth: totals?.toldThisMonth ?? 0,
    variants,
  };
}

export async function updateStockAlertSettings(db: Database, input: StockAlertSettings) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ factor: shopSettings.stockAlertFactor })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1));
    await tx
      .insert(shopSettings)
      .values({ id: 1, stockAlertFactor: input.factor })
      .onConflictDoUpdate({
        target: shopSettings.id,
        set: { stockAlertFactor: input.factor, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      action: 'stockAlerts.settings',
      entity: 'shop',
      before: { factor: before?.factor ?? 3 },
      after: input,
    });
    return input;
  });
}
