/**
 * The admin panel's contract (spec sections 2, 5, 6 and 7; decisions 9–13 and 15).
 * Every route is admin-only (401 signed out, 403 customer); money is integer poisha.
 *
 * - GET /api/admin/stats → adminStatsSchema (totalProducts, totalOrders, totalCustomers, revenue, paidRevenue, daily[30]{date 'YYYY-MM-DD', orders, revenue}, lowStock[{id,name,stockQuantity,status}])
 * - GET /api/admin/products?q&category&status&page → adminProductPageSchema {products, total, page, pageSize=20}, newest first
 * - GET /api/admin/products/:id → adminProductSchema (404 'Product not found')
 * - POST /api/admin/products body adminProductInputSchema → 201 adminProductSchema; 400 with message (e.g. 'price: Price cannot be below 0')
 * - PUT /api/admin/products/:id body adminProductInputSchema → 200 adminProductSchema
 * - DELETE /api/admin/products/:id → 200 adminProductDeletionSchema {outcome: 'deleted'|'archived', message} (a product that orders hold is archived = status inactive, and the message says so)
 * - POST /api/admin/products/images multipart field "image" (JPEG/PNG/WebP ≤ 5 MB) → 201 {image: '/files/<uuid>'}; 400/413 with message
 * - GET /api/admin/orders?status&paymentStatus&q&page → adminOrderPageSchema {orders: Order[] (orderSchema from #shared/schemas/order, with items and history), total, page, pageSize=20}, newest first; q matches order id (or its first characters), phone, e-mail or transaction ID
 * - GET /api/admin/orders.csv?status&paymentStatus&q → text/csv download of every order under the filter (plain link, `download` attribute)
 * - GET /api/orders/:id → Order (admins may open any order; 404 'Order not found')
 * - POST /api/admin/orders/:id/status {status, note?} → Order; 409 code STATUS_MOVE_NOT_ALLOWED; cancelling restocks; customer is e-mailed
 * - POST /api/admin/orders/:id/payment {paymentStatus, note?} → Order; 409 code PAYMENT_MOVE_NOT_ALLOWED
 * - Allowed moves: `ORDER_STATUS_MOVES`, `PAYMENT_STATUS_MOVES`, `canMoveOrder`, `canMovePayment` in `src/shared/orders.ts` (decision 9: pending→processing→shipped→delivered, pending/processing/shipped→cancelled; payment pending→completed|failed, completed→refunded)
 * - GET /api/admin/customers?q&page → adminCustomerPageSchema {customers[{id, firstName, lastName, email, phone, role, joinedAt, orderCount, totalSpent}], total, page, pageSize}
 * - PUT /api/admin/customers/:id/role {role: 'customer'|'admin'} → adminCustomerSchema; 403 unless the caller is super_admin; 409 for your own account or another super_admin
 * - GET /api/admin/contact-messages?page → contactMessagePageSchema (src/shared/schemas/contact.ts) {messages[{id,name,email,subject,message,handledAt,createdAt}], total, page, pageSize}
 * - PUT /api/admin/contact-messages/:id/handled {handled: boolean} → contactMessageSchema
 */
import { z } from 'zod';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '../catalog';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders';
import { USER_ROLES } from '../roles';
import { requiredText } from './common';
import { orderSchema } from './order';
import { productSchema } from './product';

export const ADMIN_PAGE_SIZE = 20;
/** Products at or under this stock are listed on the dashboard. */
export const LOW_STOCK_THRESHOLD = 5;
export const DASHBOARD_DAYS = 30;

const page = z.coerce
  .number({ error: 'page must be a whole number from 1' })
  .int({ error: 'page must be a whole number from 1' })
  .min(1, { error: 'page must be a whole number from 1' })
  .max(100_000, { error: 'page must be at most 100000' })
  .default(1);

const search = z
  .string()
  .trim()
  .max(200, { error: 'Search must be at most 200 characters' })
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
  /** Poisha: totals of orders that are not cancelled (decision 11). */
  revenue: z.number().int(),
  /** Poisha: of those, the ones whose payment is completed. */
  paidRevenue: z.number().int(),
  /** The last 30 days in Dhaka time, oldest first, every day present. */
  daily: z.array(
    z.object({ date: z.string(), orders: z.number().int(), revenue: z.number().int() }),
  ),
  lowStock: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      stockQuantity: z.number().int(),
      status: z.enum(PRODUCT_STATUSES),
    }),
  ),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// Products -------------------------------------------------------------------------------------

export const adminProductSchema = productSchema.extend({
  /** Poisha: what the shop paid, admins only. */
  actualPrice: z.number().int().nullable(),
  /** Orders that hold it: such a product is archived, never deleted. */
  orderCount: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductListQuerySchema = z.object({
  q: search,
  category: z.enum(PRODUCT_CATEGORIES, { error: 'Unknown category' }).optional(),
  status: z.enum(PRODUCT_STATUSES, { error: 'Unknown status' }).optional(),
  page,
});
export const adminProductPageSchema = pageOf('products', adminProductSchema);

const MAX_PRICE = 100_000_000; // ৳10,00,000 in poisha
const poisha = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be in whole poisha (at most 2 decimals)` })
    .min(0, { error: `${label} cannot be below 0` })
    .max(MAX_PRICE, { error: `${label} must be at most ৳10,00,000` });

/** A stored upload (`/files/<uuid>`) or a web address. */
const imageRef = z
  .string()
  .trim()
  .refine((value) => /^\/files\/[0-9a-f-]{36}$/.test(value) || /^https?:\/\/\S+$/.test(value), {
    error: 'Each image must be an uploaded picture or a web address starting with http(s)://',
  });

/** Create and edit. Prices in poisha (the form turns taka with 2 decimals into poisha). */
export const adminProductInputSchema = z
  .strictObject({
    name: requiredText('Name', 200),
    description: z
      .string()
      .trim()
      .max(5000, { error: 'Description must be at most 5000 characters' })
      .default(''),
    category: z.enum(PRODUCT_CATEGORIES, { error: 'Choose a category' }),
    price: poisha('Price'),
    salePrice: poisha('Sale price').nullable().default(null),
    actualPrice: poisha('Cost price').nullable().default(null),
    stockQuantity: z
      .number({ error: 'Stock must be a number' })
      .int({ error: 'Stock must be a whole number' })
      .min(0, { error: 'Stock cannot be below 0' })
      .max(1_000_000, { error: 'Stock must be at most 1000000' }),
    brand: z
      .string()
      .trim()
      .max(100, { error: 'Brand must be at most 100 characters' })
      .nullable()
      .default(null)
      .transform((value) => value || null),
    status: z.enum(PRODUCT_STATUSES, { error: 'Status must be active, inactive or out_of_stock' }),
    featured: z.boolean().default(false),
    /** Empty rows are dropped; order is kept (the first is the main picture). */
    images: z
      .array(z.string())
      .max(20, { error: 'At most 20 images' })
      .transform((rows) => rows.map((row) => row.trim()).filter(Boolean))
      .pipe(z.array(imageRef)),
  })
  .refine((input) => input.salePrice === null || input.salePrice < input.price, {
    error: 'Sale price must be below the price',
    path: ['salePrice'],
  });
export type AdminProductInput = z.input<typeof adminProductInputSchema>;

export const adminProductIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Product not found' })
    .int({ error: 'Product not found' })
    .min(1, { error: 'Product not found' })
    .max(2_147_483_647, { error: 'Product not found' }),
});

/** Deleting a product that orders hold archives it instead (status inactive). */
export const adminProductDeletionSchema = z.object({
  outcome: z.enum(['deleted', 'archived']),
  message: z.string(),
});

export const productImageUploadSchema = z.object({ image: z.string() });

// Orders ---------------------------------------------------------------------------------------

export const adminOrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status' }).optional(),
  /** An order id (or its first characters), a phone number, an e-mail or a transaction ID. */
  q: search,
  page,
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;
export const adminOrderPageSchema = pageOf('orders', orderSchema);

const note = z
  .string()
  .trim()
  .max(500, { error: 'Note must be at most 500 characters' })
  .optional()
  .transform((value) => value || null);

export const orderStatusChangeSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }),
  note,
});
export const paymentStatusChangeSchema = z.strictObject({
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status' }),
  note,
});

// Customers ------------------------------------------------------------------------------------

export const adminCustomerListQuerySchema = z.object({ q: search, page });

export const adminCustomerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
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
  role: z.enum(['customer', 'admin'], { error: 'Role must be customer or admin' }),
});

// Messages -------------------------------------------------------------------------------------

export const contactMessageIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Message not found' })
    .int({ error: 'Message not found' })
    .min(1, { error: 'Message not found' })
    .max(2_147_483_647, { error: 'Message not found' }),
});
export const contactMessageHandledSchema = z.strictObject({
  handled: z.boolean({ error: 'handled must be true or false' }),
});
