/**
 * The admin panel's contract (storefront-spec.md sections 2, 5, 6 and 7; decisions.md #9–13, #15).
 * Every route is admin-only (401 signed out, 403 customer); money is integer poisha; lists are
 * newest first. A product that orders hold is archived, not deleted; cancelling an order restocks
 * it and e-mails the customer. Only a super_admin changes roles, never their own or another
 * super_admin's (409).
 */
import { z } from 'zod';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '../catalog';
import { msg } from '../i18n/translator';
import { ORDER_SOURCES, ORDER_STATUSES, PAYMENT_STATUSES } from '../orders';
import { PAYMENT_METHODS } from '../pricing';
import { USER_ROLES } from '../roles';
import { SKIN_TYPES } from '../skin';
import { adminVariantsInputSchema, checkOptionsAndVariants } from './admin-variants';
import { limitParam, requiredText } from './common';
import { orderSchema } from './order';
import { productSchema } from './product';

export const ADMIN_PAGE_SIZE = 20;
/** Products at or under this stock are listed on the dashboard. */
export const LOW_STOCK_THRESHOLD = 5;
export const DASHBOARD_DAYS = 30;

const page = z.coerce
  .number({ error: msg('validation.page.invalid') })
  .int({ error: msg('validation.page.invalid') })
  .min(1, { error: msg('validation.page.invalid') })
  .max(100_000, { error: msg('validation.page.tooLarge', { max: limitParam(100_000) }) })
  .default(1);

const search = z
  .string()
  .trim()
  .max(200, { error: msg('validation.search.tooLong', { max: 200 }) })
  .optional()
  .transform((value) => value || undefined);

function pageOf<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  const rows = { [key]: z.array(item) } as Record<Key, z.ZodArray<Item>>;
  return z
    .object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
    .extend(rows);
}

export const adminStatsSchema = z.object({
  totalProducts: z.number().int(),
  totalOrders: z.number().int(),
  totalCustomers: z.number().int(),
  /** Poisha: totals of orders that are not cancelled (shared/spec/decisions.md #11). */
  revenue: z.number().int(),
  paidRevenue: z.number().int(),
  // Poisha. paidOnline: completed gateway attempts less refunds (made or pending); paidManually:
  // bKash/bank orders marked paid; cashToCollect: unpaid COD orders not yet delivered or
  // cancelled, what couriers still have to bring in.
  paidOnline: z.number().int(),
  paidManually: z.number().int(),
  cashToCollect: z.number().int(),
  cashToCollectOrders: z.number().int(),
  // returnRate: % (one decimal) of the last 90 days' deliveries with a return not refused; null
  // with none delivered.
  returnRate: z.number().nullable(),
  openReturns: z.number().int(),
  /** #shared/deadlines: past the delivery deadline, and a day or less from it. */
  deliveryOverdue: z.number().int(),
  deliveryDueSoon: z.number().int(),
  /** Cancelled orders whose money the shop still holds, and those of them past 10 days. */
  refundsOwed: z.number().int(),
  refundsOverdue: z.number().int(),
  /** Complaints the shop owes an answer, and those of them past their 72 hours. */
  complaintsWaiting: z.number().int(),
  complaintsLate: z.number().int(),
  /** The last 30 days in Dhaka time, oldest first, every day present. */
  daily: z.array(
    z.object({ date: z.string(), orders: z.number().int(), revenue: z.number().int() }),
  ),
  /** One row per variant running low: `id` is its product's, `stockQuantity` the variant's. */
  lowStock: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      stockQuantity: z.number().int(),
      status: z.enum(PRODUCT_STATUSES),
      variantId: z.number().int(),
      variantTitle: z.string().nullable(),
      sku: z.string(),
    }),
  ),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminProductSchema = productSchema.extend({
  /** Poisha: what the shop paid, admins only. */
  actualPrice: z.number().int().nullable(),
  searchWords: z.string(),
  banglaKind: z.string(),
  skinTypes: z.array(z.enum(SKIN_TYPES)),
  /** Orders that hold it: such a product is archived, never deleted. */
  orderCount: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductListQuerySchema = z.object({
  q: search,
  category: z.enum(PRODUCT_CATEGORIES, { error: msg('validation.category.unknown') }).optional(),
  status: z.enum(PRODUCT_STATUSES, { error: msg('validation.productStatus.unknown') }).optional(),
  page,
});
export const adminProductPageSchema = pageOf('products', adminProductSchema);

const wordsUpTo = (
  max: number,
  tooLong: 'validation.searchWords.tooLong' | 'validation.banglaKind.tooLong',
) =>
  z
    .string()
    .trim()
    .max(max, { error: msg(tooLong, { max }) })
    .default('')
    .transform((value) => value.normalize('NFC').replace(/\s+/g, ' '));

const UNKNOWN_SKIN_TYPE = msg('validation.skinTypes.unknown');
/** Each once, kept in SKIN_TYPES' order, so the product page lists them the same way every time. */
const skinTypes = z
  .array(z.enum(SKIN_TYPES, { error: UNKNOWN_SKIN_TYPE }), { error: UNKNOWN_SKIN_TYPE })
  .refine((types) => new Set(types).size === types.length, {
    error: msg('validation.skinTypes.duplicate'),
  })
  .transform((types) => SKIN_TYPES.filter((type) => types.includes(type)));

const MAX_PRICE = 100_000_000; // ৳10,00,000 in poisha
const poisha = (field: 'price' | 'salePrice' | 'costPrice') =>
  z
    .number({ error: msg(`validation.${field}.notNumber`) })
    .int({ error: msg(`validation.${field}.notWhole`) })
    .min(0, { error: msg(`validation.${field}.negative`) })
    .max(MAX_PRICE, { error: msg(`validation.${field}.tooLarge`) });

const imageRef = z
  .string()
  .trim()
  .refine((value) => /^\/files\/[0-9a-f-]{36}$/.test(value) || /^https?:\/\/\S+$/.test(value), {
    error: msg('validation.image.invalid'),
  });

/**
 * Create and edit, in one transaction with the options and variants (both or neither; shapes and
 * checks in schemas/admin-variants.ts). Without them the product sells as one item: `price` and
 * `stockQuantity` are required and become its default variant's. With them, those figures are a
 * summary of its active variants and ignored if sent (docs/decisions/011); variants sent with an
 * `id` change in place, ones left out are deleted (or set inactive when orders hold them).
 * Sending neither for a product that had options gives it a default variant again.
 */
export const adminProductInputSchema = z
  .strictObject({
    name: requiredText('Name', 200),
    description: z
      .string()
      .trim()
      .max(5000, { error: msg('validation.description.tooLong', { max: limitParam(5000) }) })
      .default(''),
    category: z.enum(PRODUCT_CATEGORIES, { error: msg('validation.category.required') }),
    /** What shoppers also call it ('লিপস্টিক lipistik'), found by search like its name. */
    searchWords: wordsUpTo(500, 'validation.searchWords.tooLong'),
    /** What the item is called in Bangla ('লিপস্টিক'), shown beside its name in Bangla. */
    banglaKind: wordsUpTo(60, 'validation.banglaKind.tooLong'),
    /** The skin types it suits; absent keeps a product's own (a new one has none). */
    skinTypes: skinTypes.optional(),
    price: poisha('price').optional(),
    salePrice: poisha('salePrice').nullable().default(null),
    actualPrice: poisha('costPrice').nullable().default(null),
    stockQuantity: z
      .number({ error: msg('validation.stock.notNumber') })
      .int({ error: msg('validation.stock.notWhole') })
      .min(0, { error: msg('validation.stock.negative') })
      .max(1_000_000, { error: msg('validation.stock.tooLarge', { max: limitParam(1_000_000) }) })
      .optional(),
    brand: z
      .string()
      .trim()
      .max(100, { error: msg('validation.brand.tooLong', { max: 100 }) })
      .nullable()
      .default(null)
      .transform((value) => value || null),
    status: z.enum(PRODUCT_STATUSES, { error: msg('validation.productStatus.invalid') }),
    featured: z.boolean().default(false),
    /** Empty rows are dropped; order is kept (the first is the main picture). */
    images: z
      .array(z.string())
      .max(20, { error: msg('validation.images.tooMany', { max: 20 }) })
      .transform((rows) => rows.map((row) => row.trim()).filter(Boolean))
      .pipe(z.array(imageRef)),
    options: adminVariantsInputSchema.shape.options.optional(),
    variants: adminVariantsInputSchema.shape.variants.optional(),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (input.options && input.variants) {
      checkOptionsAndVariants({ options: input.options, variants: input.variants }, ctx);
      return;
    }
    if (input.options) return issue('variants', msg('validation.variant.required'));
    if (input.variants) return issue('options', msg('validation.option.required'));
    if (input.price === undefined) issue('price', msg('validation.price.notNumber'));
    if (input.stockQuantity === undefined)
      issue('stockQuantity', msg('validation.stock.notNumber'));
    if (input.price !== undefined && input.salePrice !== null && input.salePrice >= input.price) {
      issue('salePrice', msg('validation.salePrice.notBelowPrice'));
    }
  });
export type AdminProductInput = z.input<typeof adminProductInputSchema>;

const PRODUCT_NOT_FOUND = msg('validation.product.notFound');
export const adminProductIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: PRODUCT_NOT_FOUND })
    .int({ error: PRODUCT_NOT_FOUND })
    .min(1, { error: PRODUCT_NOT_FOUND })
    .max(2_147_483_647, { error: PRODUCT_NOT_FOUND }),
});

export const adminProductDeletionSchema = z.object({
  outcome: z.enum(['deleted', 'archived']),
  message: z.string(),
});

export const productImageUploadSchema = z.object({ image: z.string() });

const UNKNOWN_ORDER_STATUS = msg('validation.orderStatus.unknown');
const UNKNOWN_PAYMENT_STATUS = msg('validation.paymentStatus.unknown');

export const adminOrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: UNKNOWN_ORDER_STATUS }).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: UNKNOWN_PAYMENT_STATUS }).optional(),
  paymentMethod: z
    .enum(PAYMENT_METHODS, { error: msg('validation.paymentMethod.invalid') })
    .optional(),
  /** attention: flagged after a return; late: past or a day from the deadline; refund: one owed. */
  delivery: z
    .enum(['attention', 'held', 'risky', 'late', 'refund'], {
      error: msg('validation.delivery.filter'),
    })
    .optional(),
  q: search,
  source: z.enum(ORDER_SOURCES, { error: msg('validation.staffOrder.source') }).optional(),
  takenBy: z.string().trim().min(1).max(100).optional(),
  page,
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;
export const adminOrderPageSchema = pageOf('orders', orderSchema);

const note = z
  .string()
  .trim()
  .max(500, { error: msg('validation.note.tooLong', { max: 500 }) })
  .optional()
  .transform((value) => value || null);

export const orderStatusChangeSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: UNKNOWN_ORDER_STATUS }),
  note,
});
export const paymentStatusChangeSchema = z.strictObject({
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: UNKNOWN_PAYMENT_STATUS }),
  note,
});

export const adminCustomerListQuerySchema = z.object({ q: search, page });

export const adminCustomerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The number the account signs in with, else the profile's; local form 01…. */
  phone: z.string().nullable(),
  /** True when `phone` is the sign-in number, proven by a code. */
  phoneVerified: z.boolean(),
  /** marketing is consent on record only. */
  consent: z.object({ email: z.boolean(), sms: z.boolean(), marketing: z.boolean() }),
  role: z.enum(USER_ROLES),
  joinedAt: z.string(),
  orderCount: z.number().int(),
  /** Poisha: totals of their orders that are not cancelled. */
  totalSpent: z.number().int(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;
export const adminCustomerPageSchema = pageOf('customers', adminCustomerSchema);

export const customerIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const customerRoleChangeSchema = z.strictObject({
  role: z.enum(['customer', 'admin'], { error: msg('validation.role.invalid') }),
});

const MESSAGE_NOT_FOUND = msg('validation.contactMessage.notFound');
export const contactMessageIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: MESSAGE_NOT_FOUND })
    .int({ error: MESSAGE_NOT_FOUND })
    .min(1, { error: MESSAGE_NOT_FOUND })
    .max(2_147_483_647, { error: MESSAGE_NOT_FOUND }),
});
export const contactMessageHandledSchema = z.strictObject({
  handled: z.boolean({ error: msg('validation.boolean', { field: 'handled' }) }),
});
