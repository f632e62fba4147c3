/** A shopper's consent records (consent_events), newest first, as the API and the export give them. */
import { desc, eq } from 'drizzle-orm';
import type { ConsentEvent } from '#shared/schemas/privacy';
import type { Database, Transaction } from '../../db/client';
import { consentEvents } from '../../db/schema';

export async function consentHistory(
  db: Database | Transaction,
  userId: string,
): Promise<ConsentEvent[]> {
  const rows = await db
    .select({
      kind: consentEvents.kind,
      granted: consentEvents.granted,
      source: consentEvents.source,
      at: consentEvents.at,
    })
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(desc(consentEvents.at), desc(consentEvents.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
