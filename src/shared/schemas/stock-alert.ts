/** "Notify me when it's back" (docs/decisions/045): what the API accepts and answers. */
import { z } from 'zod';
import { msg } from '../i18n/translator';

export const STOCK_ALERT_CHANNELS = ['sms', 'email'] as const;
export type StockAlertChannel = (typeof STOCK_ALERT_CHANNELS)[number];

/** Per unit that comes back, how many waiting shoppers are told: the owner's setting. */
export const MAX_STOCK_ALERT_FACTOR = 100;

const MAX_ID = 2_147_483_647;
const variantMessage = msg('stockAlerts.validation.variant');

export const stockAlertInputSchema = z.strictObject({
  /** Left out for a product without options: its one variant. */
  variantId: z
    .number({ error: variantMessage })
    .int({ error: variantMessage })
    .min(1, { error: variantMessage })
    .max(MAX_ID, { error: variantMessage })
    .optional(),
  channel: z.enum(STOCK_ALERT_CHANNELS, { error: msg('stockAlerts.validation.channel') }),
});
export type StockAlertInput = z.infer<typeof stockAlertInputSchema>;

export const stockAlertIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: msg('stockAlerts.validation.id') })
    .int({ error: msg('stockAlerts.validation.id') })
    .min(1, { error: msg('stockAlerts.validation.id') })
    .max(MAX_ID, { error: msg('stockAlerts.validation.id') }),
});

/** A shopper's open ask, as the product page shows it. */
export const stockAlertSchema = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  channel: z.enum(STOCK_ALERT_CHANNELS),
  /** Where the news will go: her own phone or address, shown only to her. */
  recipient: z.string(),
  createdAt: z.string(),
});
export type StockAlert = z.infer<typeof stockAlertSchema>;

/** The product page's view: the shopper's open asks and where she could be told. */
export const myStockAlertsSchema = z.object({
  alerts: z.array(stockAlertSchema),
  /** Where her account can be told: its verified phone, its real e-mail address. */
  channels: z.array(z.object({ channel: z.enum(STOCK_ALERT_CHANNELS), recipient: z.string() })),
});
export type MyStockAlerts = z.infer<typeof myStockAlertsSchema>;

const factorMessage = msg('stockAlerts.validation.factor', { max: MAX_STOCK_ALERT_FACTOR });
export const stockAlertSettingsSchema = z.strictObject({
  factor: z
    .number({ error: factorMessage })
    .int({ error: factorMessage })
    .min(1, { error: factorMessage })
    .max(MAX_STOCK_ALERT_FACTOR, { error: factorMessage }),
});
export type StockAlertSettings = z.infer<typeof stockAlertSettingsSchema>;

/** Admin → Stock: who waits for what. */
export const stockAlertOverviewSchema = z.object({
  factor: z.number().int(),
  waiting: z.number().int(),
  /** Told since the first of this month, Dhaka time. */
  toldThisMonth: z.number().int(),
  /** The variants most waited for, up to 20. */
  variants: z.array(
    z.object({
      productId: z.number().int(),
      variantId: z.number().int(),
      name: z.string(),
      sku: z.string(),
      stock: z.number().int(),
      waiting: z.number().int(),
    }),
  ),
});
export type StockAlertOverview = z.infer<typeof stockAlertOverviewSchema>;
