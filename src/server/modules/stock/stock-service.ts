/**
 * Stock changed by hand, and batches received (decision 038): each one a move, so the trigger
 * writes its ledger rows. Product then variant locked, as orders lock them.
 */
import { and, eq, sql } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import { type StockAdjustmentInput, stockAdjustmentSchema } from '#shared/schemas/stock';
import type { StockMoveSpec } from '#shared/stock';
import type { Database, Transaction } from '../../db/client';
import { products, productVariants, stockBatches } from '../../db/schema';
import { HttpError } from '../../http-error';
import { recordAudit } from '../audit';
import { stockMove } from './stock-move';
import { productStock } from './stock-view';

/** The variant with its product locked (404 when there is none). */
export async function lockVariant(tx: Transaction, variantId: number) {
  const [found] = await tx
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!found) throw new HttpError(404, msg('errors.stock.variantNotFound'));
  await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, found.productId))
    .for('update');
  const [variant] = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.id, variantId))
    .for('update');
  if (!variant) throw new HttpError(404, msg('errors.stock.variantNotFound'));
  return variant;
}

async function batchOf(tx: Transaction, variantId: number, batchId: number) {
  const [batch] = await tx
    .select()
    .from(stockBatches)
    .where(and(eq(stockBatches.id, batchId), eq(stockBatches.variantId, variantId)));
  if (!batch) throw new HttpError(400, msg('errors.stock.batchNotThisVariant'));
  return batch;
}

export async function moveLocked(
  tx: Transaction,
  variantId: number,
  change: number,
  move: StockMoveSpec,
) {
  await tx
    .update(productVariants)
    .set({ stockQuantity: sql`${productVariants.stockQuantity} + ${change}`, stockMove: move })
    .where(eq(productVariants.id, variantId));
}

/** Damaged, lost, found or counted: refused below zero, of the batch named or of the variant. */
export async function adjustStock(db: Database, asked: StockAdjustmentInput) {
  const input = stockAdjustmentSchema.parse(asked);
  return db.transaction(async (tx) => {
    const variant = await lockVariant(tx, input.variantId);
    const batch = input.batchId === null ? null : await batchOf(tx, variant.id, input.batchId);
    const held = batch ? batch.quantity : variant.stockQuantity;
    if (held + input.change < 0) {
      throw new HttpError(
        409,
        msg('errors.stock.belowZero', { count: held, sku: variant.sku }),
        'STOCK_BELOW_ZERO',
      );
    }
    await moveLocked(
      tx,
      variant.id,
      input.change,
      stockMove(input.reason, {
        ...(batch ? { batch: batch.id } : {}),
        ...(input.note ? { note: input.note } : {}),
      }),
    );
    await recordAudit(tx, {
      action: 'stock.adjust',
      entity: 'product',
      entityId: variant.productId,
      before: { sku: variant.sku, stock: variant.stockQuantity },
      after: {
        sku: variant.sku,
        stock: variant.stockQuantity + input.change,
        reason: input.reason,
        batch: batch?.code ?? batch?.id ?? null,
        note: input.note,
      },
    });
    const stock = await productStock(tx, variant.productId);
    const changed = stock.variants.find((row) => row.variantId === variant.id);
    if (!changed) throw new Error('the adjusted variant is gone');
    return changed;
  });
}

export type BatchDetails = Pick<
  typeof stockBatches.$inferInsert,
  'code' | 'manufacturedOn' | 'expiresOn' | 'originCountry' | 'importer' | 'unitCost'
>;

/** A new batch, made empty and filled by a 'received' move so its row is in the ledger; its id. */
export async function receiveBatch(
  tx: Transaction,
  variantId: number,
  quantity: number,
  details: BatchDetails,
  refs: Omit<StockMoveSpec, 'reason' | 'batch'> = {},
): Promise<number> {
  await lockVariant(tx, variantId);
  const [batch] = await tx
    .insert(stockBatches)
    .values({ ...details, variantId })
    .returning({ id: stockBatches.id });
  if (!batch) throw new Error('stock_batches insert returned nothing');
  await moveLocked(tx, variantId, quantity, stockMove('received', { ...refs, batch: batch.id }));
  return batch.id;
}
