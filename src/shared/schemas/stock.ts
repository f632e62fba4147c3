/**
 * Stock by batch and its ledger (docs/decisions/038). A longer minimum shelf life takes batches
 * off sale at once, a shorter one puts them back.
 */
import { z } from 'zod';
import { msg } from '../i18n/translator';
import { ADJUSTMENT_REASONS, STOCK_REASONS } from '../stock';

/** A hand adjustment moves at most this many units at once: a typo, not a delivery. */
export const ADJUSTMENT_MAX = 100_000;
/** The product page shows this many of a variant's latest rows; the CSV has them all. */
export const LEDGER_ROWS_SHOWN = 20;

/** A serial id as PostgreSQL's integer holds it. */
export const rowId = (error: string) =>
  z.number({ error }).int(error).positive(error).max(2_147_483_647, error);

/** A calendar day that exists (YYYY-MM-DD): 2027-02-30 is refused, not rolled into March. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg('validation.stock.date'))
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, msg('validation.stock.date'));

export const stockBatchSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  manufacturedOn: isoDate.nullable(),
  expiresOn: isoDate.nullable(),
  originCountry: z.string().nullable(),
  importer: z.string().nullable(),
  quantity: z.number().int(),
  withdrawn: z.number().int(),
});
export type StockBatch = z.infer<typeof stockBatchSchema>;

export const stockMovementSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  batchId: z.number().int(),
  batchCode: z.string().nullable(),
  change: z.number().int(),
  levelAfter: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  /** Who made the change; null for the shop itself (a midnight withdrawal, the opening stock). */
  by: z.string().nullable(),
  orderId: z.string().nullable(),
  returnId: z.string().nullable(),
  note: z.string().nullable(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const variantStockSchema = z.object({
  variantId: z.number().int(),
  sku: z.string(),
  title: z.string().nullable(),
  stock: z.number().int(),
  batches: z.array(stockBatchSchema),
  movements: z.array(stockMovementSchema),
});
export type VariantStock = z.infer<typeof variantStockSchema>;

export const productStockSchema = z.object({ variants: z.array(variantStockSchema) });
export type ProductStock = z.infer<typeof productStockSchema>;

export const stockAdjustmentSchema = z.strictObject({
  variantId: rowId(msg('validation.stock.variant')),
  change: z
    .number({ error: msg('validation.stock.change', { max: ADJUSTMENT_MAX }) })
    .int(msg('validation.stock.change', { max: ADJUSTMENT_MAX }))
    .min(-ADJUSTMENT_MAX, msg('validation.stock.change', { max: ADJUSTMENT_MAX }))
    .max(ADJUSTMENT_MAX, msg('validation.stock.change', { max: ADJUSTMENT_MAX }))
    .refine((change) => change !== 0, msg('validation.stock.change', { max: ADJUSTMENT_MAX })),
  reason: z.enum(ADJUSTMENT_REASONS, { error: msg('validation.stock.reason') }),
  batchId: rowId(msg('errors.stock.batchNotThisVariant')).nullable().default(null),
  note: z
    .string()
    .trim()
    .max(500, msg('validation.stock.note', { max: 500 }))
    .transform((note) => note || null)
    .nullable()
    .default(null),
});
export type StockAdjustmentInput = z.input<typeof stockAdjustmentSchema>;

export const ledgerExportQuerySchema = z
  .strictObject({
    /** First and last day, Dhaka time. */
    from: isoDate,
    to: isoDate,
  })
  .refine((range) => range.from <= range.to, msg('validation.stock.dateRange'));

/** The shop's stock rules: how long a batch must still keep to be sold. */
export const stockSettingsSchema = z.strictObject({
  minShelfLifeDays: z
    .number({ error: msg('validation.stock.shelfLife', { max: 730 }) })
    .int(msg('validation.stock.shelfLife', { max: 730 }))
    .min(0, msg('validation.stock.shelfLife', { max: 730 }))
    .max(730, msg('validation.stock.shelfLife', { max: 730 })),
});
export type StockSettings = z.infer<typeof stockSettingsSchema>;

export const stockSettingsUpdateSchema = stockSettingsSchema.extend({
  withdrawn: z.number().int(),
  released: z.number().int(),
});
export type StockSettingsUpdate = z.infer<typeof stockSettingsUpdateSchema>;

export const orderPickSchema = z.object({
  variantId: z.number().int(),
  batchId: z.number().int(),
  code: z.string().nullable(),
  expiresOn: z.string().nullable(),
  quantity: z.number().int(),
});
export type OrderPick = z.infer<typeof orderPickSchema>;

/** The dashboard lists batches expiring within this many days of today in Dhaka. */
export const EXPIRING_WITHIN_DAYS = 60;
/** A clearance takes at most this much off: more would give the stock away. */
export const CLEARANCE_MAX_PERCENT = 90;

export const expiringBatchSchema = z.object({
  batchId: z.number().int(),
  variantId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  variantTitle: z.string().nullable(),
  sku: z.string(),
  code: z.string().nullable(),
  expiresOn: isoDate,
  /** Past its expiry date already (Dhaka time): its units are off sale. */
  expired: z.boolean(),
  quantity: z.number().int(),
  withdrawn: z.number().int(),
  /** Poisha per unit: the batch's cost, else its variant's cost price; null when neither is known. */
  unitCost: z.number().int().nullable(),
  /** Poisha: (quantity + withdrawn) × unitCost; null when the cost is not known. */
  value: z.number().int().nullable(),
});
export type ExpiringBatch = z.infer<typeof expiringBatchSchema>;

export const expiringStockSchema = z.object({
  /** Today in Dhaka (YYYY-MM-DD): what "within 60 days" counts from. */
  today: isoDate,
  withinDays: z.number().int(),
  /** Soonest expiry first. */
  batches: z.array(expiringBatchSchema),
  /** Poisha: the batches whose cost is known. */
  totalValue: z.number().int(),
  /** Batches left out of the total for want of a cost. */
  unknownCost: z.number().int(),
});
export type ExpiringStock = z.infer<typeof expiringStockSchema>;

/** endsOn defaults to the batches' latest expiry, or today when all are past it (Dhaka time). */
export const clearanceInputSchema = z.strictObject({
  percent: z
    .number({ error: msg('validation.stock.clearancePercent', { max: CLEARANCE_MAX_PERCENT }) })
    .int(msg('validation.stock.clearancePercent', { max: CLEARANCE_MAX_PERCENT }))
    .min(1, msg('validation.stock.clearancePercent', { max: CLEARANCE_MAX_PERCENT }))
    .max(
      CLEARANCE_MAX_PERCENT,
      msg('validation.stock.clearancePercent', { max: CLEARANCE_MAX_PERCENT }),
    ),
  endsOn: isoDate.optional(),
});
export type ClearanceInput = z.infer<typeof clearanceInputSchema>;
