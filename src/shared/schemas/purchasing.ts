/**
 * Suppliers, purchase orders and goods received (docs/decisions/039). Costs in poisha. Only a draft
 * can be edited; each received line becomes a stock batch.
 */
import { z } from 'zod';
import { msg } from '../i18n/translator';
import { PURCHASE_ORDER_STATUSES } from '../purchasing';
import { isoDate, rowId } from './stock';

/** One delivery line brings at most this many units: a typo, not a delivery, beyond it. */
export const RECEIPT_QUANTITY_MAX = 1_000_000;
const COST_MAX = 100_000_000; // ৳10,00,000 in poisha

const optionalText = (max: number) =>
  z
    .string({ error: msg('validation.purchasing.text', { max }) })
    .trim()
    .max(max, msg('validation.purchasing.text', { max }))
    .transform((text) => text || null)
    .nullable()
    .default(null);

const units = (max: number) =>
  z
    .number({ error: msg('validation.purchasing.quantity', { max }) })
    .int(msg('validation.purchasing.quantity', { max }))
    .positive(msg('validation.purchasing.quantity', { max }))
    .max(max, msg('validation.purchasing.quantity', { max }));

export const idParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const supplierInputSchema = z.strictObject({
  name: z
    .string({ error: msg('validation.purchasing.supplierName') })
    .trim()
    .min(1, msg('validation.purchasing.supplierName'))
    .max(200, msg('validation.purchasing.supplierName')),
  phone: optionalText(30),
  address: optionalText(500),
  notes: optionalText(2000),
});
export type SupplierInput = z.input<typeof supplierInputSchema>;

export const supplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Supplier = z.infer<typeof supplierSchema>;
export const supplierListSchema = z.object({ suppliers: z.array(supplierSchema) });

export const purchaseOrderInputSchema = z
  .strictObject({
    supplierId: rowId(msg('validation.purchasing.supplier')),
    notes: optionalText(2000),
    lines: z
      .array(
        z.strictObject({
          variantId: rowId(msg('validation.stock.variant')),
          quantity: units(RECEIPT_QUANTITY_MAX),
          unitCost: z
            .number({ error: msg('validation.purchasing.unitCost') })
            .int(msg('validation.purchasing.unitCost'))
            .min(0, msg('validation.purchasing.unitCost'))
            .max(COST_MAX, msg('validation.purchasing.unitCost')),
        }),
        { error: msg('validation.purchasing.lines') },
      )
      .min(1, msg('validation.purchasing.lines'))
      .max(200, msg('validation.purchasing.lines')),
  })
  .refine(
    (order) => new Set(order.lines.map((line) => line.variantId)).size === order.lines.length,
    msg('validation.purchasing.lineTwice'),
  );
export type PurchaseOrderInput = z.input<typeof purchaseOrderInputSchema>;

export const purchaseOrderLineSchema = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  sku: z.string(),
  product: z.string(),
  quantity: z.number().int(),
  unitCost: z.number().int(),
  receivedQuantity: z.number().int(),
  due: z.number().int(),
});

export const purchaseOrderSchema = z.object({
  id: z.number().int(),
  supplier: supplierSchema,
  status: z.enum(PURCHASE_ORDER_STATUSES),
  notes: z.string().nullable(),
  createdAt: z.string(),
  orderedAt: z.string().nullable(),
  lines: z.array(purchaseOrderLineSchema),
  receipts: z.array(z.object({ id: z.number().int(), at: z.string(), units: z.number().int() })),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const purchaseOrderSummarySchema = z.object({
  id: z.number().int(),
  supplier: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  createdAt: z.string(),
  ordered: z.number().int(),
  due: z.number().int(),
  /** Poisha: the cost of all its lines. */
  total: z.number().int(),
});
export const purchaseOrderListSchema = z.object({
  orders: z.array(purchaseOrderSummarySchema),
});
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

export const purchaseOrderListQuerySchema = z.strictObject({
  status: z
    .enum(PURCHASE_ORDER_STATUSES, { error: msg('validation.purchasing.status') })
    .optional(),
});

export const receiptInputSchema = z.strictObject({
  lines: z
    .array(
      z
        .strictObject({
          lineId: rowId(msg('errors.purchasing.lineNotThisOrder')),
          quantity: units(RECEIPT_QUANTITY_MAX),
          batchCode: optionalText(100),
          manufacturedOn: isoDate.nullable().default(null),
          expiresOn: isoDate.nullable().default(null),
          originCountry: optionalText(100),
          importer: optionalText(200),
        })
        .refine(
          (line) =>
            line.manufacturedOn === null ||
            line.expiresOn === null ||
            line.manufacturedOn < line.expiresOn,
          { message: msg('validation.purchasing.expiryBeforeMade'), path: ['expiresOn'] },
        ),
      { error: msg('validation.purchasing.receiptLines') },
    )
    .min(1, msg('validation.purchasing.receiptLines'))
    .max(200, msg('validation.purchasing.receiptLines')),
});
export type ReceiptInput = z.input<typeof receiptInputSchema>;

export const purchaseReceiptSchema = z.object({
  id: z.number().int(),
  purchaseOrderId: z.number().int(),
  supplier: supplierSchema,
  at: z.string(),
  receivedBy: z.string().nullable(),
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      sku: z.string(),
      product: z.string(),
      quantity: z.number().int(),
      unitCost: z.number().int(),
      batchId: z.number().int(),
      batchCode: z.string().nullable(),
      manufacturedOn: z.string().nullable(),
      expiresOn: z.string().nullable(),
      originCountry: z.string().nullable(),
      importer: z.string().nullable(),
    }),
  ),
});
export type PurchaseReceipt = z.infer<typeof purchaseReceiptSchema>;

/** A variant found by its SKU, for a purchase order's line (GET /api/admin/variants/by-sku?sku). */
export const skuQuerySchema = z.strictObject({
  sku: z
    .string()
    .trim()
    .min(1, msg('validation.purchasing.sku'))
    .max(100, msg('validation.purchasing.sku')),
});
export const variantBySkuSchema = z.object({
  variantId: z.number().int(),
  sku: z.string(),
  product: z.string(),
  costPrice: z.number().int().nullable(),
});
export type VariantBySku = z.infer<typeof variantBySkuSchema>;
