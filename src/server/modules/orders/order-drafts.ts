/**
 * Orders staff save to finish later (docs/decisions/035): the form's body, checked, kept apart
 * from orders, so a draft takes no stock and no shopper or report ever counts it.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import { isOrderId, type Order } from '#shared/schemas/order';
import {
  type OrderDraft,
  type StaffOrderDraft,
  staffOrderDraftSchema,
} from '#shared/schemas/staff-order';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { orderDrafts, orders, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { actorColumns, actorLabelOf, readOrder } from './order-views';
import { refusingUsedTransactionIds } from './place-order';
import { placeStaffOrderIn, type StaffPlacing } from './staff-order-service';

type DraftRow = typeof orderDrafts.$inferSelect;

const notFound = () => new HttpError(404, msg('errors.draft.notFound'));
const alreadyPlaced = () => new HttpError(409, msg('errors.draft.placed'), 'DRAFT_PLACED');

function toDraft(row: DraftRow, createdBy: string | null): OrderDraft {
  return {
    id: row.id,
    phone: row.phone,
    customerName: row.customerName,
    body: row.body as OrderDraft['body'],
    createdBy,
    placedOrderId: row.placedOrderId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const summaryOf = (body: StaffOrderDraft) => ({
  body,
  phone: body.phone,
  customerName: `${body.firstName} ${body.lastName}`,
});

async function readDraft(db: Database | Transaction, id: string): Promise<OrderDraft> {
  if (!isOrderId(id)) throw notFound();
  const [found] = await db
    .select({ draft: orderDrafts, ...actorColumns })
    .from(orderDrafts)
    .leftJoin(users, eq(users.id, orderDrafts.createdByUserId))
    .where(eq(orderDrafts.id, id));
  if (!found) throw notFound();
  const { draft, ...actor } = found;
  return toDraft(draft, actorLabelOf(actor));
}

export const getDraft = readDraft;

export async function listDrafts(db: Database): Promise<{ drafts: OrderDraft[] }> {
  const rows = await db
    .select({ draft: orderDrafts, ...actorColumns })
    .from(orderDrafts)
    .leftJoin(users, eq(users.id, orderDrafts.createdByUserId))
    .where(isNull(orderDrafts.placedOrderId))
    .orderBy(desc(orderDrafts.createdAt))
    .limit(100);
  return { drafts: rows.map(({ draft, ...actor }) => toDraft(draft, actorLabelOf(actor))) };
}

export async function saveDraft(
  db: Database,
  body: StaffOrderDraft,
  staffUserId: string,
): Promise<OrderDraft> {
  const [row] = await db
    .insert(orderDrafts)
    .values({ ...summaryOf(body), createdByUserId: staffUserId })
    .returning();
  if (!row) throw new Error('order_drafts insert returned nothing');
  return readDraft(db, row.id);
}

export async function updateDraft(
  db: Database,
  id: string,
  body: StaffOrderDraft,
): Promise<OrderDraft> {
  const current = await readDraft(db, id);
  if (current.placedOrderId) throw alreadyPlaced();
  await db
    .update(orderDrafts)
    .set({ ...summaryOf(body), updatedAt: new Date() })
    .where(and(eq(orderDrafts.id, id), isNull(orderDrafts.placedOrderId)));
  return readDraft(db, id);
}

export async function discardDraft(db: Database, id: string): Promise<void> {
  const current = await readDraft(db, id);
  if (current.placedOrderId) throw alreadyPlaced();
  await db
    .delete(orderDrafts)
    .where(and(eq(orderDrafts.id, id), isNull(orderDrafts.placedOrderId)));
}

/** As a staff order with this key, so placing it again answers the order it became. */
export function placeDraft(
  db: Database,
  config: Config,
  id: string,
  idempotencyKey: string,
  placing: StaffPlacing,
): Promise<{ order: Order; created: boolean }> {
  if (!isOrderId(id)) throw notFound();
  return refusingUsedTransactionIds(() =>
    db.transaction(async (tx) => {
      const [draft] = await tx
        .select()
        .from(orderDrafts)
        .where(eq(orderDrafts.id, id))
        .for('update');
      if (!draft) throw notFound();
      if (draft.placedOrderId) {
        const [row] = await tx.select().from(orders).where(eq(orders.id, draft.placedOrderId));
        if (!row) throw alreadyPlaced();
        return { order: await readOrder(tx, row, { withActors: true }), created: false };
      }
      // Checked again as when it was saved: the stored body is that check's output.
      const stored = Object.entries(draft.body as Record<string, unknown>);
      const body = staffOrderDraftSchema.parse(
        Object.fromEntries(stored.filter(([, value]) => value !== null)),
      );
      const placed = await placeStaffOrderIn(tx, config, { ...body, idempotencyKey }, placing);
      await tx
        .update(orderDrafts)
        .set({ placedOrderId: placed.order.id, updatedAt: new Date() })
        .where(eq(orderDrafts.id, id));
      return placed;
    }),
  );
}
