/**
 * Staff answer a complaint or resolve it. The complaint's row is locked, so of two staff resolving
 * at once one wins and the other is told it is closed; the shopper's news commits with the answer.
 */
import { eq } from 'drizzle-orm';
import type { Language } from '#shared/i18n/languages';
import type { AdminComplaint, ComplaintResolution } from '#shared/schemas/complaints';
import { isOrderId } from '#shared/schemas/order';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { complaintMessages, complaints } from '../../db/schema';
import { recordAudit } from '../audit';
import { queueComplaintNews } from './complaint-news';
import { readAdminComplaint } from './complaint-views';
import { complaintClosed, complaintNotFound } from './shopper-complaints';

type Shop = { db: Database; config: Config; language: Language };

async function lockOpen(tx: Transaction, id: string) {
  const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
  if (!row) throw complaintNotFound();
  if (row.status === 'resolved') throw complaintClosed();
  return row;
}

async function answered(db: Database, id: string): Promise<AdminComplaint> {
  const complaint = await readAdminComplaint(db, id);
  if (!complaint) throw complaintNotFound();
  return complaint;
}

export async function replyToComplaint(
  shop: Shop,
  { id, staffUserId, text }: { id: string; staffUserId: string; text: string },
): Promise<AdminComplaint> {
  if (!isOrderId(id)) throw complaintNotFound();
  await shop.db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    const now = new Date();
    const [message] = await tx
      .insert(complaintMessages)
      .values({ complaintId: id, author: 'shop', staffUserId, text, createdAt: now })
      .returning({ id: complaintMessages.id });
    if (!message) throw new Error('complaint reply returned nothing');
    await tx
      .update(complaints)
      .set({ status: 'answered', awaitingSince: null, firstReplyAt: row.firstReplyAt ?? now })
      .where(eq(complaints.id, id));
    await recordAudit(tx, {
      action: 'complaint.reply',
      entity: 'complaint',
      entityId: id,
      after: { text },
    });
    await queueComplaintNews(
      tx,
      shop.config,
      { kind: 'reply', complaintId: id, messageId: message.id, text },
      shop.language,
    );
  });
  return answered(shop.db, id);
}

export async function resolveComplaint(
  shop: Shop,
  request: { id: string; staffUserId: string; resolution: ComplaintResolution; note: string },
): Promise<AdminComplaint> {
  const { id, staffUserId, resolution, note } = request;
  if (!isOrderId(id)) throw complaintNotFound();
  await shop.db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    const now = new Date();
    await tx
      .update(complaints)
      .set({
        status: 'resolved',
        resolution,
        resolutionNote: note,
        resolvedAt: now,
        resolvedBy: staffUserId,
        awaitingSince: null,
        firstReplyAt: row.firstReplyAt ?? now,
      })
      .where(eq(complaints.id, id));
    await recordAudit(tx, {
      action: 'complaint.resolve',
      entity: 'complaint',
      entityId: id,
      before: { status: row.status },
      after: { status: 'resolved', resolution, note },
    });
    await queueComplaintNews(tx, shop.config, { kind: 'resolved', complaintId: id }, shop.language);
  });
  return answered(shop.db, id);
}
