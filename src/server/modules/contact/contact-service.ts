import type { ContactMessageInput } from '#shared/schemas/contact';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function saveContactMessage(db: Database, input: ContactMessageInput) {
  const [row] = await db
    .insert(contactMessages)
    .values(input)
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact_messages insert returned nothing');
  return row;
}
