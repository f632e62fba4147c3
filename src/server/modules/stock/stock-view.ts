import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import { isOrderId } from '#shared/schemas/order';
import {
  LEDGER_ROWS_SHOWN,
  type OrderPick,
  type ProductStock,
  type StockMovement,
} from '#shared/schemas/stock';
import type { Database, Transaction } from '../../db/client';
import { productVariants, stockBatches, stockMovements, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { optionsOf, variantTitle } from '../catalog';

const movementColumns = {
  id: stockMovements.id,
  at: stockMovements.createdAt,
  variantId: stockMovements.variantId,
  batchId: stockMovements.batchId,
  batchCode: stockBatches.code,
  change: stockMovements.change,
  levelAfter: stockMovements.levelAfter,
  reason: stockMovements.reason,
  by: users.name,
  orderId: stockMovements.orderId,
  returnId: stockMovements.returnId,
  note: stockMovements.note,
};

export async function productStock(
  db: Database | Transaction,
  productId: number,
): Promise<ProductStock> {
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const ids = variants.map((variant) => variant.id);
  if (ids.length === 0) return { variants: [] };
  const options = (await optionsOf(db, [productId])).get(productId) ?? [];
  const batches = await db
    .select()
    .from(stockBatches)
    .where(
      and(
        inArray(stockBatches.variantId, ids),
        or(gt(stockBatches.quantity, 0), gt(stockBatches.withdrawn, 0)),
      ),
    )
    .orderBy(sql`${stockBatches.expiresOn} NULLS LAST`, asc(stockBatches.id));
  // The latest rows of each variant, by a window over its index (variant, id).
  const latest = db
    .select({
      id: stockMovements.id,
      rank: sql<number>`row_number() OVER (PARTITION BY ${stockMovements.variantId} ORDER BY ${stockMovements.id} DESC)`.as(
        'rank',
      ),
    })
    .from(stockMovements)
    .where(inArray(stockMovements.variantId, ids))
    .as('latest');
  const movements = await db
    .select(movementColumns)
    .from(stockMovements)
    .innerJoin(latest, eq(latest.id, stockMovements.id))
    .innerJoin(stockBatches, eq(stockBatches.id, stockMovements.batchId))
    .leftJoin(users, eq(users.id, stockMovements.userId))
    .where(sql`${latest.rank} <= ${LEDGER_ROWS_SHOWN}`)
    .orderBy(desc(stockMovements.id));
  return {
    variants: variants.map((variant) => ({
      variantId: variant.id,
      sku: variant.sku,
      title: variantTitle(options, variant),
      stock: variant.stockQuantity,
      batches: batches
        .filter((batch) => batch.variantId === variant.id)
        .map(
          ({
            id,
            code,
            manufacturedOn,
            expiresOn,
            originCountry,
            importer,
            quantity,
            withdrawn,
          }) => ({
            id,
            code,
            manufacturedOn,
            expiresOn,
            originCountry,
            importer,
            quantity,
            withdrawn,
          }),
        ),
      movements: movements
        .filter((row) => row.variantId === variant.id)
        .map(
          ({ variantId: _variant, at, ...row }): StockMovement => ({
            ...row,
            at: at.toISOString(),
          }),
        ),
    })),
  };
}

/** The batches an order's units left, net of any put back: what its packing slip names. */
export async function orderPicks(db: Database, orderId: string): Promise<OrderPick[]> {
  if (!isOrderId(orderId)) throw new HttpError(404, msg('errors.order.notFound'));
  const out = sql<number>`(-sum(${stockMovements.change}))::int`;
  return db
    .select({
      variantId: stockMovements.variantId,
      batchId: stockMovements.batchId,
      code: stockBatches.code,
      expiresOn: stockBatches.expiresOn,
      quantity: out,
    })
    .from(stockMovements)
    .innerJoin(stockBatches, eq(stockBatches.id, stockMovements.batchId))
    .where(eq(stockMovements.orderId, orderId))
    .groupBy(
      stockMovements.variantId,
      stockMovements.batchId,
      stockBatches.code,
      stockBatches.expiresOn,
    )
    .having(sql`${out} > 0`)
    .orderBy(asc(stockMovements.variantId), sql`${stockBatches.expiresOn} NULLS LAST`);
}
