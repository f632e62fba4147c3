/** The owner's store-credit rule (decision 049), kept on the shop's settings row. */
import { eq, sql } from 'drizzle-orm';
import type { CreditSettings } from '#shared/schemas/credit';
import type { Database, Transaction } from '../../db/client';
import { shopSettings } from '../../db/schema';
import { recordAudit } from '../audit';

/** The migration's defaults. */
const DEFAULT_RULE: CreditSettings = { refunds: true, expireMonths: 6 };

export async function readCreditRule(db: Database | Transaction): Promise<CreditSettings> {
  const [row] = await db
    .select({ refunds: shopSettings.creditRefunds, expireMonths: shopSettings.creditExpireMonths })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row ?? DEFAULT_RULE;
}

export async function updateCreditRule(
  db: Database,
  input: CreditSettings,
): Promise<CreditSettings> {
  return db.transaction(async (tx) => {
    const before = await readCreditRule(tx);
    const values = { creditRefunds: input.refunds, creditExpireMonths: input.expireMonths };
    await tx
      .insert(shopSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: shopSettings.id, set: { ...values, updatedAt: sql`now()` } });
    await recordAudit(tx, { action: 'credit.settings', entity: 'shop', before, after: input });
    return input;
  });
}
