// Orders staff take from a chat, call or visit. Never prices or statuses: the server computes
// them exactly as for a checkout.
import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { msg } from '../i18n/translator';
import { STAFF_ORDER_SOURCES } from '../orders';
import { bdMobileSchema } from './account';
import { areaSchema, districtSchema, savedAddressSchema } from './address';
import { requiredText } from './common';
import { deliveryRecordSchema } from './delivery';
import { orderSchema } from './order';
import { paymentLinkSchema } from './payment-link';
import { cartQuoteSchema, couponCodeSchema } from './promotion';

/** payment_link: staff copy a pay-online link into the chat (decision 034). */
export const STAFF_PAYMENT_METHODS = ['cod', 'bkash', 'bank', 'payment_link'] as const;
export type StaffPaymentMethod = (typeof STAFF_PAYMENT_METHODS)[number];
export const STAFF_ORDER_LINES_MAX = 50;
const QUANTITY_MAX = 999;

const phoneSchema = z
  .string({ error: msg('validation.phone.invalid') })
  .trim()
  .min(1, msg('validation.phone.invalid'))
  .max(20, msg('validation.phone.invalid'))
  .pipe(bdMobileSchema);

const rowId = z
  .number({ error: msg('validation.staffOrder.variant') })
  .int(msg('validation.staffOrder.variant'))
  .positive(msg('validation.staffOrder.variant'))
  .max(2 ** 31 - 1, msg('validation.staffOrder.variant'));

/** A variant, or a product without options (its one variant), and how many. */
export const staffOrderLineSchema = z
  .strictObject({
    variantId: rowId.optional(),
    productId: rowId.optional(),
    quantity: z
      .number({ error: msg('validation.staffOrder.quantity', { max: QUANTITY_MAX }) })
      .int(msg('validation.staffOrder.quantity', { max: QUANTITY_MAX }))
      .min(1, msg('validation.staffOrder.quantity', { max: QUANTITY_MAX }))
      .max(QUANTITY_MAX, msg('validation.staffOrder.quantity', { max: QUANTITY_MAX })),
  })
  .refine((line) => (line.variantId === undefined) !== (line.productId === undefined), {
    error: msg('validation.staffOrder.variant'),
    path: ['variantId'],
  });

/** Taka off (amount, in poisha) or a percent of the subtotal, always with the reason why. */
export const manualDiscountSchema = z.strictObject({
  type: z.enum(['amount', 'percent'], { error: msg('validation.staffOrder.discountType') }),
  value: z
    .number({ error: msg('validation.staffOrder.discountValue') })
    .int(msg('validation.staffOrder.discountValue'))
    .positive(msg('validation.staffOrder.discountValue'))
    .max(100_000_000, msg('validation.staffOrder.discountValue')),
  reason: z
    .string({ error: msg('validation.staffOrder.reason') })
    .trim()
    .min(1, msg('validation.staffOrder.reason'))
    .max(200, msg('validation.staffOrder.reasonTooLong', { max: 200 })),
});
export type ManualDiscount = z.output<typeof manualDiscountSchema>;

const pricingFields = {
  lines: z
    .array(staffOrderLineSchema)
    .min(1, msg('validation.staffOrder.noLines'))
    .max(
      STAFF_ORDER_LINES_MAX,
      msg('validation.staffOrder.tooManyLines', { max: STAFF_ORDER_LINES_MAX }),
    ),
  district: districtSchema,
  couponCode: couponCodeSchema.optional().transform((value) => value ?? null),
  manualDiscount: manualDiscountSchema.nullish().transform((value) => value ?? null),
  paymentMethod: z.enum(STAFF_PAYMENT_METHODS, { error: msg('validation.paymentMethod.invalid') }),
};

const oneDiscount: [
  (input: { couponCode: string | null; manualDiscount: ManualDiscount | null }) => boolean,
  { error: string; path: string[] },
] = [
  (input) => input.couponCode === null || input.manualDiscount === null,
  { error: msg('validation.staffOrder.oneDiscount'), path: ['manualDiscount'] },
];

/** POST /api/admin/staff-orders/quote: the lines priced, nothing written. */
export const staffOrderQuoteRequestSchema = z
  .strictObject({ ...pricingFields, phone: phoneSchema.optional() })
  .refine(...oneDiscount);
export type StaffOrderQuoteRequest = z.input<typeof staffOrderQuoteRequestSchema>;

export const staffOrderQuoteSchema = cartQuoteSchema.extend({
  lines: z.array(
    cartQuoteSchema.shape.lines.element.extend({
      name: z.string(),
      variantTitle: z.string().nullable(),
      sku: z.string(),
      stock: z.number().int(),
    }),
  ),
  location: z.enum(['dhaka', 'outside']),
  /** STAFF_DISCOUNT_MAX_PERCENT: the most a manual discount may take off, for the form to say. */
  manualDiscountMaxPercent: z.number().int(),
});
export type StaffOrderQuote = z.infer<typeof staffOrderQuoteSchema>;

/** The order as staff fill it in; saved as is for a draft. */
const staffOrderFields = z.strictObject({
  ...pricingFields,
  phone: phoneSchema,
  firstName: requiredText('First name', 50),
  lastName: requiredText('Last name', 50),
  address: requiredText('Address', 300),
  area: areaSchema,
  transactionId: z
    .string()
    .trim()
    .max(50, msg('validation.transactionId.tooLong', { max: 50 }))
    .optional()
    .transform((value) => value || null),
  source: z.enum(STAFF_ORDER_SOURCES, { error: msg('validation.staffOrder.source') }),
  /** Saved held for a confirmation call: not booked with a courier until released. */
  hold: z.boolean().optional().default(false),
  /** A new customer's language for their messages; an account's own wins. */
  language: z.enum(LANGUAGES, { error: msg('validation.staffOrder.language') }).optional(),
  saveAddress: z.boolean().optional().default(false),
});

const transactionNamed: [
  (input: { paymentMethod: StaffPaymentMethod; transactionId: string | null }) => boolean,
  { error: string; path: string[] },
] = [
  (input) =>
    input.paymentMethod === 'cod' ||
    input.paymentMethod === 'payment_link' ||
    input.transactionId !== null,
  { error: msg('validation.transactionId.required'), path: ['transactionId'] },
];

export const staffOrderDraftSchema = staffOrderFields
  .refine(...oneDiscount)
  .refine(...transactionNamed);
export type StaffOrderDraftInput = z.input<typeof staffOrderDraftSchema>;
export type StaffOrderDraft = z.output<typeof staffOrderDraftSchema>;

/** POST /api/admin/staff-orders: the order, with a key per attempt as the checkout has. */
export const staffOrderSchema = staffOrderFields
  .extend({ idempotencyKey: z.uuid({ error: msg('validation.idempotencyKey.invalid') }) })
  .refine(...oneDiscount)
  .refine(...transactionNamed);
export type StaffOrderInput = z.input<typeof staffOrderSchema>;

export const staffOrderPlacedSchema = orderSchema.extend({
  paymentLink: paymentLinkSchema.nullable(),
});
export type StaffOrderPlaced = z.infer<typeof staffOrderPlacedSchema>;
export type StaffOrder = z.output<typeof staffOrderSchema>;

export const customerLookupQuerySchema = z.strictObject({ phone: phoneSchema });

/** Who the phone belongs to: an account, else the latest order's name and address. */
export const customerLookupSchema = z.object({
  phone: z.string(),
  account: z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      /** Null for an account made by phone (its e-mail is a placeholder). */
      email: z.string().nullable(),
      language: z.enum(LANGUAGES).nullable(),
      addresses: z.array(savedAddressSchema),
    })
    .nullable(),
  lastOrder: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      address: z.string(),
      district: z.string().nullable(),
      area: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  deliveryRecord: deliveryRecordSchema,
});
export type CustomerLookup = z.infer<typeof customerLookupSchema>;

/** A draft's body as stored (already checked): plain fields, so answers need no transforms. */
const draftBodySchema = z.object({
  lines: z.array(
    z.object({
      variantId: z.number().int().optional(),
      productId: z.number().int().optional(),
      quantity: z.number().int(),
    }),
  ),
  district: z.string(),
  couponCode: z.string().nullable(),
  manualDiscount: z
    .object({ type: z.enum(['amount', 'percent']), value: z.number().int(), reason: z.string() })
    .nullable(),
  paymentMethod: z.enum(STAFF_PAYMENT_METHODS),
  phone: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  area: z.string().nullable(),
  transactionId: z.string().nullable(),
  source: z.enum(STAFF_ORDER_SOURCES),
  hold: z.boolean(),
  language: z.enum(LANGUAGES).optional(),
  saveAddress: z.boolean(),
});

export const orderDraftSchema = z.object({
  id: z.string(),
  phone: z.string(),
  customerName: z.string(),
  body: draftBodySchema,
  createdBy: z.string().nullable(),
  placedOrderId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderDraft = z.infer<typeof orderDraftSchema>;
export const orderDraftListSchema = z.object({ drafts: z.array(orderDraftSchema) });
/** Any text: an id that is not a draft's is simply not found (404). */
export const orderDraftIdParamsSchema = z.object({ id: z.string().max(100) });
export const placeDraftSchema = z.strictObject({
  idempotencyKey: z.uuid({ error: msg('validation.idempotencyKey.invalid') }),
});

export const orderTakersSchema = z.object({
  takers: z.array(z.object({ id: z.string(), label: z.string() })),
});
