/** Complaints read for their shopper, for the admin list and for one complaint's page. */
import { asc, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { shortOrderId } from '#shared/orders';
import { accountLabel } from '#shared/phone';
import {
  type AdminComplaint,
  type AdminComplaintPage,
  type adminComplaintQuerySchema,
  COMPLAINT_RESPONSE_HOURS,
  type Complaint,
} from '#shared/schemas/complaints';
import { isOrderId } from '#shared/schemas/order';
import type { Database, Transaction } from '../../db/client';
import { complaintMessages, complaints, orders, users } from '../../db/schema';

type Reader = Database | Transaction;
type ComplaintRow = typeof complaints.$inferSelect;
type MessageRow = typeof complaintMessages.$inferSelect;

const HOUR_MS = 3_600_000;
export const PAGE_SIZE = 20;

export function respondByOf(awaitingSince: Date | null): Date | null {
  return awaitingSince && new Date(awaitingSince.getTime() + COMPLAINT_RESPONSE_HOURS * HOUR_MS);
}

function complaintOf(row: ComplaintRow, messages: MessageRow[]): Complaint {
  return {
    id: row.id,
    topic: row.topic,
    status: row.status,
    resolution: row.resolution,
    resolutionNote: row.resolutionNote,
    photos: row.photoFileIds.map((id) => `/files/${id}`),
    messages: messages.map((message) => ({
      id: message.id,
      from: message.author,
      text: message.text,
      at: message.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    respondBy: respondByOf(row.awaitingSince)?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

async function messagesOf(db: Reader, ids: string[]): Promise<Map<string, MessageRow[]>> {
  const byComplaint = new Map<string, MessageRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byComplaint;
  const rows = await db
    .select()
    .from(complaintMessages)
    .where(inArray(complaintMessages.complaintId, ids))
    .orderBy(asc(complaintMessages.id));
  for (const row of rows) byComplaint.get(row.complaintId)?.push(row);
  return byComplaint;
}

/** An order's complaints, oldest first, as its shopper sees them. */
export async function complaintsOfOrder(db: Reader, orderId: string): Promise<Complaint[]> {
  const rows = await db
    .select()
    .from(complaints)
    .where(eq(complaints.orderId, orderId))
    .orderBy(asc(complaints.createdAt));
  const messages = await messagesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => complaintOf(row, messages.get(row.id) ?? []));
}

/** Every complaint about a shopper's orders, for their data download. */
export async function complaintsOfUser(db: Reader, userId: string) {
  const rows = await db
    .select({ complaint: complaints })
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(asc(complaints.createdAt));
  const messages = await messagesOf(
    db,
    rows.map((row) => row.complaint.id),
  );
  return rows.map(({ complaint }) => ({
    orderNumber: shortOrderId(complaint.orderId),
    ...complaintOf(complaint, messages.get(complaint.id) ?? []),
  }));
}

export async function readComplaint(db: Reader, id: string): Promise<Complaint | null> {
  if (!isOrderId(id)) return null;
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  if (!row) return null;
  return complaintOf(row, (await messagesOf(db, [id])).get(id) ?? []);
}

export async function readAdminComplaint(db: Reader, id: string): Promise<AdminComplaint | null> {
  if (!isOrderId(id)) return null;
  const [found] = await db
    .select({ complaint: complaints, order: orders })
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .where(eq(complaints.id, id));
  if (!found) return null;
  const { complaint, order } = found;
  const messages = (await messagesOf(db, [id])).get(id) ?? [];
  const staffIds = [
    ...new Set(
      [...messages.map((message) => message.staffUserId), complaint.resolvedBy].filter(
        (userId): userId is string => userId !== null,
      ),
    ),
  ];
  const staff = new Map(
    staffIds.length === 0
      ? []
      : (
          await db
            .select({
              id: users.id,
              email: users.email,
              name: users.name,
              phoneNumber: users.phoneNumber,
            })
            .from(users)
            .where(inArray(users.id, staffIds))
        ).map((user) => [user.id, accountLabel(user)]),
  );
  return {
    ...complaintOf(complaint, messages),
    raisedVia: complaint.raisedVia,
    firstReplyAt: complaint.firstReplyAt?.toISOString() ?? null,
    resolvedBy: complaint.resolvedBy ? (staff.get(complaint.resolvedBy) ?? null) : null,
    authors: messages.map((message) =>
      message.staffUserId ? (staff.get(message.staffUserId) ?? null) : null,
    ),
    order: {
      id: order.id,
      number: shortOrderId(order.id),
      status: order.status,
      paymentMethod: order.paymentMethod,
      total: order.total,
      customerName: `${order.firstName} ${order.lastName}`.trim(),
      phone: order.phone,
      createdAt: order.createdAt.toISOString(),
    },
  };
}

type ComplaintQuery = z.output<typeof adminComplaintQuerySchema>;

function stateFilter(state: ComplaintQuery['state'], now: Date) {
  const lateBefore = new Date(now.getTime() - COMPLAINT_RESPONSE_HOURS * HOUR_MS);
  switch (state) {
    case 'waiting':
      return isNotNull(complaints.awaitingSince);
    case 'late':
      return lt(complaints.awaitingSince, lateBefore);
    case 'answered':
      return eq(complaints.status, 'answered');
    case 'resolved':
      return eq(complaints.status, 'resolved');
    case 'all':
      return undefined;
  }
}

/** Waiting ones by their clock (the most urgent first); the rest newest first. */
export async function listComplaints(
  db: Database,
  { state, page }: ComplaintQuery,
  now = new Date(),
): Promise<AdminComplaintPage> {
  const where = stateFilter(state, now);
  const byClock = state === 'waiting' || state === 'late';
  const firstMessage = db
    .selectDistinctOn([complaintMessages.complaintId], {
      complaintId: complaintMessages.complaintId,
      text: complaintMessages.text,
    })
    .from(complaintMessages)
    .orderBy(complaintMessages.complaintId, asc(complaintMessages.id))
    .as('first_message');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        complaint: complaints,
        firstName: orders.firstName,
        lastName: orders.lastName,
        excerpt: firstMessage.text,
        lastMessageAt:
          sql<Date>`(SELECT max(${complaintMessages.createdAt}) FROM ${complaintMessages} WHERE ${complaintMessages.complaintId} = ${complaints.id})`.mapWith(
            (value: string | Date) => new Date(value),
          ),
      })
      .from(complaints)
      .innerJoin(orders, eq(orders.id, complaints.orderId))
      .leftJoin(firstMessage, eq(firstMessage.complaintId, complaints.id))
      .where(where)
      .orderBy(
        ...(byClock
          ? [asc(complaints.awaitingSince), asc(complaints.id)]
          : [desc(complaints.createdAt), desc(complaints.id)]),
      )
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ value: count() }).from(complaints).where(where),
  ]);
  return {
    complaints: rows.map(({ complaint, firstName, lastName, excerpt, lastMessageAt }) => ({
      id: complaint.id,
      orderId: complaint.orderId,
      orderNumber: shortOrderId(complaint.orderId),
      customerName: `${firstName} ${lastName}`.trim(),
      topic: complaint.topic,
      status: complaint.status,
      resolution: complaint.resolution,
      excerpt: (excerpt ?? '').slice(0, 140),
      createdAt: complaint.createdAt.toISOString(),
      respondBy: respondByOf(complaint.awaitingSince)?.toISOString() ?? null,
      firstReplyAt: complaint.firstReplyAt?.toISOString() ?? null,
      lastMessageAt: lastMessageAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page,
    pageSize: PAGE_SIZE,
  };
}

/** For the dashboard: complaints waiting for the shop, and those past their 72 hours. */
export async function complaintCounts(db: Reader, now = new Date()) {
  const lateBefore = new Date(now.getTime() - COMPLAINT_RESPONSE_HOURS * HOUR_MS);
  const [row] = await db
    .select({
      waiting: count(),
      late: sql<number>`count(*) FILTER (WHERE ${complaints.awaitingSince} < ${lateBefore.toISOString()})`.mapWith(
        Number,
      ),
    })
    .from(complaints)
    .where(isNotNull(complaints.awaitingSince));
  return { complaintsWaiting: row?.waiting ?? 0, complaintsLate: row?.late ?? 0 };
}
