import { count, desc, eq } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import type { ContactMessageInput } from '#shared/schemas/contact';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { HttpError } from '../../http-error';

function toMessage(row: typeof contactMessages.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    handledAt: row.handledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function saveContactMessage(db: Database, input: ContactMessageInput) {
  const [row] = await db
    .insert(contactMessages)
    .values(input)
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact_messages insert returned nothing');
  return row;
}

/** Messages for the admins, newest first. */
export async function listContactMessages(db: Database, page: number, pageSize: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(contactMessages),
  ]);
  return {
    messages: rows.map(toMessage),
    total: counted?.total ?? 0,
    page,
    pageSize,
  };
}

export async function setMessageHandled(
  db: Database,
  id: number,
  handled: boolean,
  adminUserId: string,
) {
  const [row] = await db
    .update(contactMessages)
    .set(
      handled
        ? { handledAt: new Date(), handledBy: adminUserId }
        : { handledAt: null, handledBy: null },
    )
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new HttpError(404, msg('errors.contactMessage.notFound'));
  return toMessage(row);
}
