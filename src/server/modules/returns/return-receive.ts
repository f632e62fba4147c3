/**
 * A return's parcel is back: restocked in the transaction that marks it received, so the shelf
 * and the return never disagree and two admins at once restock it once.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language } from '#shared/i18n/languages';
import { msg } from '#shared/i18n/translator';
import { canMoveReturn } from '#shared/returns';
import type { returnReceiveInputSchema } from '#shared/schemas/returns';
import type { Database } from '../../db/client';
import { orderItems, products, productVariants, returnLines } from '../../db/schema';
import { HttpError } from '../../http-error';
import { translatorFor } from '../../i18n';
import { recordAudit } from '../audit';
import { stockMove } from '../stock';
import { lockReturn, recordReturnMove } from './admin-return-service';
import type { TellShopper } from './return-news';

type ReceiveInput = z.output<typeof returnReceiveInputSchema>;

type Receipt = {
  returnId: string;
  input: ReceiveInput;
  actorUserId: string;
  language: Language;
  tellShopper: TellShopper;
};

/** The restock asked for each line, refused unless it names each line once and within its count. */
function restockByLine(
  lines: { id: number; quantity: number; name: string }[],
  asked: ReceiveInput['lines'],
): Map<number, number> {
  const byLine = new Map(asked.map((line) => [line.lineId, line.restock]));
  const exact =
    byLine.size === asked.length &&
    byLine.size === lines.length &&
    lines.every((line) => byLine.has(line.id));
  if (!exact) throw new HttpError(422, msg('errors.returns.money.lines'), 'RETURN_LINES');
  for (const line of lines) {
    if ((byLine.get(line.id) ?? 0) > line.quantity) {
      throw new HttpError(
        422,
        msg('errors.returns.money.restockTooMany', { name: line.name, count: line.quantity }),
        'RESTOCK_TOO_MANY',
      );
    }
  }
  return byLine;
}

export async function receiveReturn(db: Database, receipt: Receipt): Promise<void> {
  const { t } = translatorFor(receipt.language);
  await db.transaction(async (tx) => {
    const current = await lockReturn(tx, receipt.returnId);
    if (!canMoveReturn(current.status, 'received')) {
      throw new HttpError(
        409,
        msg('errors.returns.money.notReceivable'),
        'RETURN_MOVE_NOT_ALLOWED',
      );
    }
    const lines = await tx
      .select({
        id: returnLines.id,
        quantity: returnLines.quantity,
        name: orderItems.productName,
        productId: orderItems.productId,
        variantId: orderItems.variantId,
      })
      .from(returnLines)
      .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
      .where(eq(returnLines.returnId, current.id))
      .orderBy(asc(orderItems.productId), asc(orderItems.variantId), asc(returnLines.id));
    const restock = restockByLine(lines, receipt.input.lines);

    // Products locked before their variants, in id order as orders take them: no deadlock.
    const stockMoves: StockMove[] = [];
    for (const line of lines) {
      const count = restock.get(line.id) ?? 0;
      await tx.update(returnLines).set({ restocked: count }).where(eq(returnLines.id, line.id));
      if (count === 0) continue;
      await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, line.productId))
        .for('update');
      const [moved] = await tx
        .update(productVariants)
        .set({
          stockQuantity: sql`${productVariants.stockQuantity} + ${count}`,
          // Back to the batches its order took them from; a damaged unit is not restocked.
          stockMove: stockMove('returned', { order: current.orderId, return: current.id }),
        })
        .where(eq(productVariants.id, line.variantId))
        .returning({ sku: productVariants.sku, stockQuantity: productVariants.stockQuantity });
      if (moved) stockMoves.push({ ...moved, count });
    }

    const restocked = [...restock.values()].reduce((sum, count) => sum + count, 0);
    const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
    const line = t('returns.money.note.received', { restocked, count: quantity });
    const note = receipt.input.note;
    await recordReturnMove(
      tx,
      current,
      'received',
      { receivedAt: new Date() },
      {
        actorUserId: receipt.actorUserId,
        note: note ? t('returns.money.note.withNote', { line, note }) : line,
        tellShopper: receipt.tellShopper,
      },
    );
    await recordAudit(tx, {
      action: 'return.receive',
      entity: 'order',
      entityId: current.orderId,
      ...receiptSides(current, stockMoves),
    });
  });
}

type StockMove = { sku: string; stockQuantity: number; count: number };

function receiptSides(current: { id: string; status: string }, moves: StockMove[]) {
  const stock = (side: 'before' | 'after') =>
    Object.fromEntries(
      moves.map((move) => [
        move.sku,
        side === 'after' ? move.stockQuantity : move.stockQuantity - move.count,
      ]),
    );
  return {
    before: { returnId: current.id, returnStatus: current.status, stock: stock('before') },
    after: { returnId: current.id, returnStatus: 'received', stock: stock('after') },
  };
}
