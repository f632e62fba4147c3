/**
 * A shopper asks to return lines of a delivered order (docs/decisions/019). The order's row lock
 * is held through the checks and the write, so two requests at once cannot both pass.
 */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import { lineName } from '#shared/line-name';
import { OPEN_RETURN_STATUSES, RETURN_WINDOW_DAYS, returnDeadline } from '#shared/returns';
import { isOrderId, type Order } from '#shared/schemas/order';
import type { returnRequestInputSchema } from '#shared/schemas/returns';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { orderEvents, orderItems, orders, returnLines, returns } from '../../db/schema';
import { HttpError } from '../../http-error';
import { ownPhotoIds } from '../files';
import { readOrder } from '../orders';
import { readCreditRule } from '../wallet';
import type { TellShopper } from './return-news';

type ReturnRequest = z.output<typeof returnRequestInputSchema>;

const openReturnRefused = () => new HttpError(409, msg('errors.returns.open'), 'RETURN_OPEN');

export async function deliveredAtOf(db: Database | Transaction, orderId: string) {
  const [event] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.kind, 'status'),
        eq(orderEvents.toValue, 'delivered'),
      ),
    )
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
    .limit(1);
  return event?.at ?? null;
}

async function checkWindow(
  tx: Transaction,
  order: typeof orders.$inferSelect,
  now: Date,
  dateText: (date: Date) => string,
) {
  const deliveredAt = order.status === 'delivered' ? await deliveredAtOf(tx, order.id) : null;
  if (!deliveredAt) {
    throw new HttpError(409, msg('errors.returns.notDelivered'), 'RETURN_WINDOW_CLOSED');
  }
  if (returnDeadline(deliveredAt) < now) {
    throw new HttpError(
      409,
      msg('errors.returns.windowClosed', { days: RETURN_WINDOW_DAYS, date: dateText(deliveredAt) }),
      'RETURN_WINDOW_CLOSED',
    );
  }
}

/** Each line must be of this order, and no more than was bought less what earlier returns took. */
async function checkLines(tx: Transaction, orderId: string, lines: ReturnRequest['lines']) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const taken = await tx
    .select({
      itemId: returnLines.orderItemId,
      quantity: sql<number>`sum(${returnLines.quantity})::int`,
    })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, 'refused')))
    .groupBy(returnLines.orderItemId);
  for (const line of lines) {
    const item = items.find((candidate) => candidate.id === line.itemId);
    if (!item) throw new HttpError(422, msg('errors.returns.notInOrder'), 'RETURN_TOO_MANY');
    const left = item.quantity - Number(taken.find((row) => row.itemId === item.id)?.quantity ?? 0);
    if (line.quantity > left) {
      const name = lineName(item.productName, item.variantTitle);
      throw new HttpError(
        422,
        left <= 0
          ? msg('errors.returns.nothingLeft', { name })
          : msg('errors.returns.tooMany', { name, count: left }),
        'RETURN_TOO_MANY',
      );
    }
  }
}

/** Another's order, an unknown or a malformed id: 404, as GET /api/orders/:id answers. */
export async function requestReturn(
  db: Database,
  request: {
    orderId: string;
    userId: string;
    input: ReturnRequest;
    dateText: (date: Date) => string;
    tellShopper: TellShopper;
    now?: Date;
  },
): Promise<{ order: Order; returnId: string }> {
  const { orderId, userId, input } = request;
  const now = request.now ?? new Date();
  if (!isOrderId(orderId)) throw new HttpError(404, msg('errors.order.notFound'));
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order || order.userId !== userId) {
        throw new HttpError(404, msg('errors.order.notFound'));
      }
      await checkWindow(tx, order, now, request.dateText);
      const [open] = await tx
        .select({ id: returns.id })
        .from(returns)
        .where(
          and(eq(returns.orderId, orderId), inArray(returns.status, [...OPEN_RETURN_STATUSES])),
        )
        .limit(1);
      if (open) throw openReturnRefused();
      await checkLines(tx, orderId, input.lines);
      const photoFileIds = await ownPhotoIds(tx, {
        userId,
        photos: input.photos,
        purpose: 'return_photo',
      });
      if (!photoFileIds) throw new HttpError(422, msg('errors.returns.photo'), 'RETURN_PHOTO');
      if (input.refundAs === 'credit' && !(await readCreditRule(tx)).refunds) {
        throw new HttpError(409, msg('errors.credit.refundsOff'), 'CREDIT_REFUNDS_OFF');
      }
      const [row] = await tx
        .insert(returns)
        .values({ orderId, reason: input.reason, photoFileIds, refundAs: input.refundAs })
        .returning({ id: returns.id });
      if (!row) throw new Error('returns insert returned nothing');
      await tx.insert(returnLines).values(
        input.lines.map((line) => ({
          returnId: row.id,
          orderItemId: line.itemId,
          quantity: line.quantity,
        })),
      );
      await tx.insert(orderEvents).values({
        orderId,
        actorUserId: userId,
        kind: 'return',
        fromValue: null,
        toValue: 'requested',
        note: input.reason,
      });
      await request.tellShopper(tx, { orderId, returnId: row.id });
      return { order: await readOrder(tx, order, { now }), returnId: row.id };
    });
  } catch (error) {
    // The lock makes this rare; the index is the last guard if anything ever writes around it.
    if (isUniqueViolation(error, 'returns_one_open_idx')) throw openReturnRefused();
    throw error;
  }
}
