/**
 * Batches close to expiry and a clearance sale on them (decision 038). A sale prices a variant,
 * not a batch: every unit sells at the sale price while it runs, fresher batches included.
 */
import { and, asc, gt, isNotNull, sql } from 'drizzle-orm';
import type { Translator } from '#shared/i18n/translator';
import { msg } from '#shared/i18n/translator';
import type { PromotionValues } from '#shared/schemas/admin-promotions';
import { promotionInputSchema } from '#shared/schemas/admin-promotions';
import {
  type ClearanceInput,
  EXPIRING_WITHIN_DAYS,
  type ExpiringStock,
} from '#shared/schemas/stock';
import type { Database } from '../../db/client';
import { products, productVariants, stockBatches } from '../../db/schema';
import { HttpError } from '../../http-error';
import { optionsOf, variantTitle } from '../catalog';

/** Today in Dhaka (UTC+6, no summer time), as stock_sell_from() counts it (migration 0030). */
const DHAKA_TODAY = sql`((now() AT TIME ZONE 'UTC') + interval '6 hours')::date`;

export async function expiringStock(db: Database): Promise<ExpiringStock> {
  const [rows, [today]] = await Promise.all([
    db
      .select({
        batchId: stockBatches.id,
        variantId: stockBatches.variantId,
        productId: productVariants.productId,
        productName: products.name,
        sku: productVariants.sku,
        option1: productVariants.option1,
        option2: productVariants.option2,
        option3: productVariants.option3,
        code: stockBatches.code,
        expiresOn: sql<string>`${stockBatches.expiresOn}::text`,
        expired: sql<boolean>`${stockBatches.expiresOn} < ${DHAKA_TODAY}`,
        quantity: stockBatches.quantity,
        withdrawn: stockBatches.withdrawn,
        unitCost: sql<
          number | null
        >`coalesce(${stockBatches.unitCost}, ${productVariants.costPrice})`,
      })
      .from(stockBatches)
      .innerJoin(productVariants, sql`${productVariants.id} = ${stockBatches.variantId}`)
      .innerJoin(products, sql`${products.id} = ${productVariants.productId}`)
      .where(
        and(
          isNotNull(stockBatches.expiresOn),
          sql`${stockBatches.expiresOn} <= ${DHAKA_TODAY} + ${EXPIRING_WITHIN_DAYS}::int`,
          gt(sql`${stockBatches.quantity} + ${stockBatches.withdrawn}`, 0),
        ),
      )
      .orderBy(asc(stockBatches.expiresOn), asc(stockBatches.id)),
    db.select({ day: sql<string>`${DHAKA_TODAY}::text` }).from(sql`(SELECT 1) AS one`),
  ]);
  const options = await optionsOf(db, [...new Set(rows.map((row) => row.productId))]);
  const batches = rows.map(({ option1, option2, option3, ...row }) => ({
    ...row,
    variantTitle: variantTitle(options.get(row.productId) ?? [], { option1, option2, option3 }),
    value: row.unitCost === null ? null : (row.quantity + row.withdrawn) * row.unitCost,
  }));
  return {
    today: today?.day ?? new Date().toISOString().slice(0, 10),
    withinDays: EXPIRING_WITHIN_DAYS,
    batches,
    totalValue: batches.reduce((sum, batch) => sum + (batch.value ?? 0), 0),
    unknownCost: batches.filter((batch) => batch.value === null).length,
  };
}

function nextDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * A clearance sale on the variants whose expiring batches still have units on sale (units off sale
 * cannot sell at any price), to the end of the chosen Dhaka day, else of their latest expiry.
 * Checked by the promotions' own rules.
 */
export async function clearanceSale(
  db: Database,
  input: ClearanceInput,
  { t }: Translator,
  now: Date,
): Promise<PromotionValues> {
  const { today, batches } = await expiringStock(db);
  const onSale = batches.filter((batch) => batch.quantity > 0);
  if (onSale.length === 0) {
    throw new HttpError(
      409,
      msg('errors.stock.nothingExpiring', { days: EXPIRING_WITHIN_DAYS }),
      'NOTHING_EXPIRING',
    );
  }
  if (input.endsOn !== undefined && input.endsOn < today) {
    throw new HttpError(400, msg('validation.stock.clearanceEnd'));
  }
  // Not before today: a sale must end after it starts, and past batches are listed too.
  const latest = [today, ...onSale.map((batch) => batch.expiresOn)].sort().at(-1) ?? today;
  const lastDay = input.endsOn ?? latest;
  const parsed = promotionInputSchema.safeParse({
    kind: 'sale',
    name: t('admin.stock.clearance.saleName'),
    discountType: 'percent',
    discountValue: input.percent,
    variantIds: onSale.map((batch) => batch.variantId),
    startsAt: now.toISOString(),
    endsAt: `${nextDay(lastDay)}T00:00:00+06:00`,
  });
  if (!parsed.success) {
    throw new HttpError(400, parsed.error.issues[0]?.message ?? msg('errors.invalidInput'));
  }
  return parsed.data;
}
