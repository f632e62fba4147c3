/**
 * The admin panel's contract (shared/spec/storefront-spec.md "2. Screens and routes",
 * "5. Validation rules", "6. Roles and permissions" and "7. Calls"; shared/spec/decisions.md #9–13
 * and #15). Every route is admin-only (401 signed out, 403 customer); money is integer poisha.
 *
 * - GET /api/admin/stats → adminStatsSchema (totalProducts, totalOrders, totalCustomers, revenue, paidRevenue, paidOnline, paidManually, cashToCollect, cashToCollectOrders, daily[30]{date 'YYYY-MM-DD', orders, revenue}, lowStock[{id,name,stockQuantity,status,variantId,variantTitle,sku}] one per active variant at or under LOW_STOCK_THRESHOLD)
 * - GET /api/admin/products?q&category&status&page → adminProductPageSchema {products, total, page, pageSize=20}, newest first
 * - GET /api/admin/products/:id → adminProductSchema with `options` and every variant (inactive too) for a product with options (404 'Product not found')
 * - POST /api/admin/products body adminProductInputSchema (optionally with options + variants) → 201 adminProductSchema; 400 with message (e.g. 'price: Price cannot be below 0'); 409 'SKU X is already used by <product>'
 * - PUT /api/admin/products/:id body adminProductInputSchema → 200 adminProductSchema
 * - DELETE /api/admin/products/:id → 200 adminProductDeletionSchema {outcome: 'deleted'|'archived', message} (a product that orders hold is archived = status inactive, and the message says so)
 * - POST /api/admin/products/images multipart field "image" (JPEG/PNG/WebP ≤ 5 MB) → 201 {image: '/files/<uuid>'}; 400/413 with message
 * - GET /api/admin/orders?status&paymentStatus&paymentMethod&q&page → adminOrderPageSchema {orders: Order[] (orderSchema from #shared/schemas/order, with items and history), total, page, pageSize=20}, newest first; q matches order id (or its first characters), phone, e-mail or transaction ID
 * - GET /api/admin/orders.csv?status&paymentStatus&paymentMethod&q → text/csv download of every order under the filter (plain link, `download` attribute)
 * - GET /api/orders/:id → Order (admins may open any order; 404 'Order not found')
 * - POST /api/admin/orders/:id/status {status, note?} → Order; 409 code STATUS_MOVE_NOT_ALLOWED; cancelling restocks; customer is e-mailed
 * - POST /api/admin/orders/:id/payment {paymentStatus, note?} → Order; 409 code PAYMENT_MOVE_NOT_ALLOWED
 * - Allowed moves: `ORDER_STATUS_MOVES`, `PAYMENT_STATUS_MOVES`, `canMoveOrder`, `canMovePayment`
 *   in `src/shared/orders.ts` (shared/spec/decisions.md #9: pending→processing→shipped→delivered,
 *   pending/processing/shipped→cancelled; payment pending→completed|failed, completed→refunded)
 * - GET /api/admin/customers?q&page → adminCustomerPageSchema {customers[{id, firstName, lastName, email, phone, phoneVerified, consent{email, sms, marketing}, role, joinedAt, orderCount, totalSpent}], total, page, pageSize}; q matches name, e-mail, profile phone or sign-in phone
 * - PUT /api/admin/customers/:id/role {role: 'customer'|'admin'} → adminCustomerSchema; 403 unless the caller is super_admin; 409 for your own account or another super_admin
 * - GET /api/admin/contact-messages?page → contactMessagePageSchema (src/shared/schemas/contact.ts) {messages[{id,name,email,subject,message,handledAt,createdAt}], total, page, pageSize}
 * - PUT /api/admin/contact-messages/:id/handled {handled: boolean} → contactMessageSchema
 */
import { z } from 'zod';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '../catalog';
import { msg } from '../i18n/translator';
import { ORDER_SOURCES, ORDER_STATUSES, PAYMENT_STATUSES } from '../orders';
import { PAYMENT_METHODS } from '../pricing';
import { USER_ROLES } from '../roles';
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

// Dashboard ------------------------------------------------------------------------------------

export const adminStatsSchema = z.object({
  totalProducts: z.number().int(),
  totalOrders: z.number().int(),
  totalCustomers: z.number().int(),
  /** Poisha: totals of orders that are not cancelled (shared/spec/decisions.md #11). */
  revenue: z.number().int(),
  /** Poisha: of those, the ones whose payment is completed. */
  paidRevenue: z.number().int(),
  /**
   * Where the money stands (issue 20), poisha. Paid online: completed bKash / SSLCommerz attempts
   * less what was refunded (or is being refunded) on them. Paid manually: orders paid by bKash or
   * bank transfer whose payment an admin marked completed. Cash to collect: cash-on-delivery
   * orders still pending, processing or shipped (not delivered, not cancelled) with the payment
   * not yet recorded, i.e. what couriers still have to bring in; `cashToCollectOrders` counts them.
   */
  paidOnline: z.number().int(),
  paidManually: z.number().int(),
  cashToCollect: z.number().int(),
  cashToCollectOrders: z.number().int(),
  /**
   * Returns (issue 21): percent of the orders delivered in the last 90 days that have a return not
   * refused (one decimal; null with none delivered), and the returns still being dealt with.
   */
  returnRate: z.number().nullable(),
  openReturns: z.number().int(),
  /**
   * Deadlines (issue 43, #shared/deadlines): orders not delivered past their deadline, and those
   * a day or less from it.
   */
  deliveryOverdue: z.number().int(),
  deliveryDueSoon: z.number().int(),
  /** Cancelled orders whose money the shop still holds, and those of them past 10 days. */
  refundsOwed: z.number().int(),
  refundsOverdue: z.number().int(),
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
      /** 'Shade: Ruby Woo'; null for a product without options. */
      variantTitle: z.string().nullable(),
      sku: z.string(),
    }),
  ),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// Products -------------------------------------------------------------------------------------

export const adminProductSchema = productSchema.extend({
  /** Poisha: what the shop paid, admins only. */
  actualPrice: z.number().int().nullable(),
  /** The words search also finds it by (Bangla, Latin letters), admins only. */
  searchWords: z.string(),
  /** What it is called in Bangla beside its name ('' when none). */
  banglaKind: z.string(),
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

/** Optional words on one line: trimmed, one space between words, in Unicode's composed form. */
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

const MAX_PRICE = 100_000_000; // ৳10,00,000 in poisha
const poisha = (field: 'price' | 'salePrice' | 'costPrice') =>
  z
    .number({ error: msg(`validation.${field}.notNumber`) })
    .int({ error: msg(`validation.${field}.notWhole`) })
    .min(0, { error: msg(`validation.${field}.negative`) })
    .max(MAX_PRICE, { error: msg(`validation.${field}.tooLarge`) });

/** A stored upload (`/files/<uuid>`) or a web address. */
const imageRef = z
  .string()
  .trim()
  .refine((value) => /^\/files\/[0-9a-f-]{36}$/.test(value) || /^https?:\/\/\S+$/.test(value), {
    error: msg('validation.image.invalid'),
  });

/**
 * Create and edit, in one transaction with the product's options and variants. Prices in poisha
 * (the form turns taka with 2 decimals into poisha).
 *
 * - Without `options` and `variants`: a product sold as one item. `price` and `stockQuantity` are
 *   required and, with `salePrice`, become its one default variant's.
 * - With `options` and `variants` (both or neither; the shapes and checks of
 *   schemas/admin-variants.ts): `price`, `salePrice` and `stockQuantity` may be left out and are
 *   ignored if sent, since the product's figures are a summary of its active variants
 *   (docs/decisions/011). Variants sent with their `id` are changed in place; ones left out are
 *   deleted, or set inactive when orders hold them. Sending neither for a product that had
 *   options removes them and gives it a default variant again.
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

/** Deleting a product that orders hold archives it instead (status inactive). */
export const adminProductDeletionSchema = z.object({
  outcome: z.enum(['deleted', 'archived']),
  message: z.string(),
});

export const productImageUploadSchema = z.object({ image: z.string() });

// Orders ---------------------------------------------------------------------------------------

const UNKNOWN_ORDER_STATUS = msg('validation.orderStatus.unknown');
const UNKNOWN_PAYMENT_STATUS = msg('validation.paymentStatus.unknown');

export const adminOrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: UNKNOWN_ORDER_STATUS }).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: UNKNOWN_PAYMENT_STATUS }).optional(),
  paymentMethod: z
    .enum(PAYMENT_METHODS, { error: msg('validation.paymentMethod.invalid') })
    .optional(),
  /**
   * Orders waiting on delivery: flagged after a return, held for a call, from a risky phone, or
   * late (past the delivery deadline or a day from it, #shared/deadlines), or cancelled with a
   * refund owed.
   */
  delivery: z
    .enum(['attention', 'held', 'risky', 'late', 'refund'], {
      error: msg('validation.delivery.filter'),
    })
    .optional(),
  /** An order id (or its first characters), a phone number, an e-mail or a transaction ID. */
  q: search,
  /** Where it was taken (issue 39), and which staff member took it (their user id). */
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

// Customers ------------------------------------------------------------------------------------

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
  /** The account's notification switches; marketing is consent on record only. */
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
/** Only a super_admin grants or revokes admin; nobody changes their own role. */
export const customerRoleChangeSchema = z.strictObject({
  role: z.enum(['customer', 'admin'], { error: msg('validation.role.invalid') }),
});

// Messages -------------------------------------------------------------------------------------

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
