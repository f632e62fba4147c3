/**
 * The shop's legal identity and VAT settings (docs/guide/vat.md): one row of shop_settings and a
 * rate per category that differs. Percent outside, basis points inside, so 7.5 % is exact.
 */
import { eq, sql } from 'drizzle-orm';
import type { ProductCategory } from '#shared/catalog';
import type { LegalSettings, LegalSettingsInput, ShopLegal } from '#shared/schemas/vat';
import type { Database, Transaction } from '../../db/client';
import { shopSettings, vatCategoryRates } from '../../db/schema';
import { changedFields, recordAudit } from '../audit';

const toBp = (percent: number) => Math.round(percent * 100);
const toPercent = (bp: number) => bp / 100;

export const NO_LEGAL_SETTINGS: LegalSettings = {
  legalName: null,
  legalAddress: null,
  dbid: null,
  tradeLicence: null,
  vatRegistered: false,
  bin: null,
  vatRatePercent: 15,
  categoryRates: [],
  codClockStarts: 'placed',
};

export async function readLegalSettings(db: Database | Transaction): Promise<LegalSettings> {
  const [[row], rates] = await Promise.all([
    db
      .select({
        legalName: shopSettings.legalName,
        legalAddress: shopSettings.legalAddress,
        dbid: shopSettings.dbid,
        tradeLicence: shopSettings.tradeLicence,
        vatRegistered: shopSettings.vatRegistered,
        bin: shopSettings.bin,
        vatRateBp: shopSettings.vatRateBp,
        codClockStarts: shopSettings.codClockStarts,
      })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1)),
    db.select().from(vatCategoryRates).orderBy(vatCategoryRates.category),
  ]);
  if (!row) return NO_LEGAL_SETTINGS;
  const { vatRateBp, ...rest } = row;
  return {
    ...rest,
    vatRatePercent: toPercent(vatRateBp),
    categoryRates: rates.map((rate) => ({
      category: rate.category,
      ratePercent: toPercent(rate.rateBp),
    })),
  };
}

/** One small read: every order confirmed asks it, and most shops are not registered. */
export async function isVatRegistered(db: Database | Transaction): Promise<boolean> {
  const [row] = await db
    .select({ vatRegistered: shopSettings.vatRegistered })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row?.vatRegistered ?? false;
}

/** What every page is told: the footer's numbers, and the admin's deadline badges' clock. */
export async function readShopLegal(db: Database): Promise<ShopLegal> {
  const [row] = await db
    .select({
      dbid: shopSettings.dbid,
      tradeLicence: shopSettings.tradeLicence,
      codClockStarts: shopSettings.codClockStarts,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row ?? { dbid: null, tradeLicence: null, codClockStarts: 'placed' };
}

/** The owner's change, read under lock and written in one transaction with its audit entry. */
export async function updateLegalSettings(
  db: Database,
  input: LegalSettingsInput,
): Promise<LegalSettings> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: shopSettings.id })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1))
      .for('update');
    const before = await readLegalSettings(tx);
    const { categoryRates, vatRatePercent, codClockStarts, ...identity } = input;
    const values = {
      ...identity,
      vatRateBp: toBp(vatRatePercent),
      codClockStarts: codClockStarts ?? before.codClockStarts,
    };
    await tx
      .insert(shopSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: shopSettings.id, set: { ...values, updatedAt: sql`now()` } });
    await tx.delete(vatCategoryRates);
    if (categoryRates.length > 0) {
      await tx.insert(vatCategoryRates).values(
        categoryRates.map((rate) => ({
          category: rate.category as ProductCategory,
          rateBp: toBp(rate.ratePercent),
        })),
      );
    }
    const after = await readLegalSettings(tx);
    await recordAudit(tx, {
      action: 'settings.legal',
      entity: 'setting',
      entityId: 'legal',
      ...(changedFields(before, after) ?? { before, after }),
    });
    return after;
  });
}

/** The shop's standard rate, in basis points. */
export const standardRate = (settings: LegalSettings) => toBp(settings.vatRatePercent);

/** A category's rate, in basis points: its own, else the standard one. */
export function rateOf(settings: LegalSettings, category: string): number {
  const own = settings.categoryRates.find((rate) => rate.category === category);
  return own ? toBp(own.ratePercent) : standardRate(settings);
}
