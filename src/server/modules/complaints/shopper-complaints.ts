/**
 * A shopper raises a complaint about an order and writes back to the shop. The order's row lock is
 * held through the check and the write, and a unique index keeps one unresolved complaint per order.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import type { Complaint, complaintInputSchema } from '#shared/schemas/complaints';
import { isOrderId } from '#shared/schemas/order';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { complaintMessages, complaints, orders } from '../../db/schema';
import { HttpError } from '../../http-error';
import { ownPhotoIds } from '../files';
import { readComplaint } from './complaint-views';

type ComplaintInput = z.output<typeof complaintInputSchema>;

export const complaintNotFound = () =>
  new HttpError(404, msg('errors.complaint.notFound'), 'COMPLAINT_NOT_FOUND');
export const complaintClosed = () =>
  new HttpError(409, msg('errors.complaint.closed'), 'COMPLAINT_CLOSED');
const complaintOpen = () => new HttpError(409, msg('errors.complaint.open'), 'COMPLAINT_OPEN');

export type NewComplaint = {
  orderId: string;
  /** The signed-in shopper, or null from /track. */
  userId: string | null;
  input: ComplaintInput;
};

/** The caller has checked the order is the asker's (its owner, or the number and phone). */
export async function raiseComplaint(db: Database, request: NewComplaint): Promise<Complaint> {
  const { orderId, userId, input } = request;
  try {
    const id = await db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
      const [unresolved] = await tx
        .select({ id: complaints.id })
        .from(complaints)
        .where(and(eq(complaints.orderId, orderId), sql`${complaints.status} <> 'resolved'`));
      if (unresolved) throw complaintOpen();
      const photoFileIds = await ownPhotoIds(tx, {
        userId,
        photos: input.photos,
        purpose: 'complaint_photo',
      });
      if (!photoFileIds) {
        throw new HttpError(422, msg('errors.complaint.photo'), 'COMPLAINT_PHOTO');
      }
      const now = new Date();
      const [row] = await tx
        .insert(complaints)
        .values({
          orderId,
          userId,
          raisedVia: userId ? 'account' : 'track',
          topic: input.topic,
          photoFileIds,
          awaitingSince: now,
          createdAt: now,
        })
        .returning({ id: complaints.id });
      if (!row) throw new Error('complaint insert returned nothing');
      await tx
        .insert(complaintMessages)
        .values({ complaintId: row.id, author: 'shopper', text: input.text, createdAt: now });
      return row.id;
    });
    const complaint = await readComplaint(db, id);
    if (!complaint) throw complaintNotFound();
    return complaint;
  } catch (error) {
    if (isUniqueViolation(error, 'complaints_one_unresolved_idx')) throw complaintOpen();
    throw error;
  }
}

/**
 * The shopper writes again: the complaint waits for the shop once more, its clock from this
 * message unless an earlier one is still unanswered.
 */
export async function addShopperMessage(
  db: Database,
  { orderId, complaintId, text }: { orderId: string; complaintId: string; text: string },
): Promise<Complaint> {
  if (!isOrderId(complaintId)) throw complaintNotFound();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(complaints)
      .where(and(eq(complaints.id, complaintId), eq(complaints.orderId, orderId)))
      .for('update');
    if (!row) throw complaintNotFound();
    if (row.status === 'resolved') throw complaintClosed();
    const now = new Date();
    await tx
      .insert(complaintMessages)
      .values({ complaintId, author: 'shopper', text, createdAt: now });
    await tx
      .update(complaints)
      .set({ status: 'open', awaitingSince: row.awaitingSince ?? now })
      .where(eq(complaints.id, complaintId));
  });
  const complaint = await readComplaint(db, complaintId);
  if (!complaint) throw complaintNotFound();
  return complaint;
}
