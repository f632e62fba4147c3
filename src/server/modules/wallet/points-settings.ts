/** The owner's points rule (decision 048), kept on the shop's settings row. */
import { eq, sql } from 'drizzle-orm';
import type { PointsSettings } from '#shared/schemas/points';
import type { Database, Transaction } from '../../db/client';
import { shopSettings } from '../../db/schema';
import { recordAudit } from '../audit';

/** The migration's defaults: what a shop that never saved the rule has. */
const DEFAULT_RULE: PointsSettings = {
  enabled: false,
  earnTaka: 100,
  worthTaka: 1,
  expireMonths: 12,
  maxPercent: 20,
};

const ruleColumns = {
  enabled: shopSettings.pointsEnabled,
  earnTaka: shopSettings.pointsEarnTaka,
  worthTaka: shopSettings.pointWorthTaka,
  expireMonths: shopSettings.pointsExpireMonths,
  maxPercent: shopSettings.pointsMaxPercent,
};

export async function readPointsRule(db: Database | Transaction): Promise<PointsSettings> {
  const [row] = await db.select(ruleColumns).from(shopSettings).where(eq(shopSettings.id, 1));
  return row ?? DEFAULT_RULE;
}

export async function updatePointsRule(
  db: Database,
  input: PointsSettings,
): Promise<PointsSettings> {
  return db.transaction(async (tx) => {
    const before = await readPointsRule(tx);
    const values = {
      pointsEnabled: input.enabled,
      pointsEarnTaka: input.earnTaka,
      pointWorthTaka: input.worthTaka,
      pointsExpireMonths: input.expireMonths,
      pointsMaxPercent: input.maxPercent,
    };
    await tx
      .insert(shopSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: shopSettings.id, set: { ...values, updatedAt: sql`now()` } });
    await recordAudit(tx, { action: 'points.settings', entity: 'shop', before, after: input });
    return input;
  });
}
