import { and, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { courierAddressOf } from '#shared/districts';
import { lineName } from '#shared/line-name';
import { ADMIN_PAGE_SIZE, type adminOrderListQuerySchema } from '#shared/schemas/admin';
import type { Order } from '#shared/schemas/order';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { orders } from '../../db/schema';
import { type RiskOptions, riskyPhoneCondition, riskyPhones } from '../delivery';
import { lateForDelivery, refundOwed } from './delivery-deadline';
import { readOrders } from './order-views';

type ListQuery = z.output<typeof adminOrderListQuerySchema>;
type Filters = Omit<ListQuery, 'page'>;

function matching(term: string): SQL {
  const escaped = escapeLike(term.toLowerCase());
  const digits = term.replace(/\D/g, '');
  return sql`(${orders.id}::text LIKE ${`${escaped}%`}
    OR lower(${orders.email}) LIKE ${`%${escaped}%`}
    OR lower(${orders.transactionId}) = ${term.toLowerCase()}
    ${digits.length >= 6 ? sql`OR ${orders.phone} LIKE ${`%${digits.slice(-10)}%`}` : sql``})`;
}

function whereOf(filters: Filters, risk: RiskOptions): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.paymentStatus) conditions.push(eq(orders.paymentStatus, filters.paymentStatus));
  if (filters.paymentMethod) conditions.push(eq(orders.paymentMethod, filters.paymentMethod));
  if (filters.delivery === 'attention') conditions.push(isNotNull(orders.deliveryAttention));
  if (filters.delivery === 'held') conditions.push(eq(orders.heldForCall, true));
  if (filters.delivery === 'risky') conditions.push(riskyPhoneCondition(orders.phone, risk));
  if (filters.delivery === 'late') conditions.push(lateForDelivery);
  if (filters.delivery === 'refund') conditions.push(refundOwed);
  if (filters.q) conditions.push(matching(filters.q));
  if (filters.source) conditions.push(eq(orders.source, filters.source));
  if (filters.takenBy) conditions.push(eq(orders.takenByUserId, filters.takenBy));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listAdminOrders(db: Database, query: ListQuery, risk: RiskOptions) {
  const where = whereOf(query, risk);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  // One query for the page's phones, from records already kept: listing never calls a courier.
  const [read, risky] = await Promise.all([
    readOrders(db, rows, { withActors: true }),
    riskyPhones(
      db,
      rows.map((row) => row.phone),
      risk,
    ),
  ]);
  return {
    orders: read.map((order) => ({ ...order, risky: risky.has(order.phone) })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/** Plain figures (1250.00) that spreadsheets read as numbers. */
const taka = (poisha: number) => (poisha / 100).toFixed(2);

/** '2 x Matte Lipstick (Shade: Ruby Woo)': the shade or size as the admin named it. */
function itemText(item: Order['items'][number]): string {
  return `${item.quantity} x ${lineName(item.name, item.variantTitle)}`;
}

const CSV_COLUMNS: [string, (order: Order) => string | number][] = [
  ['Order ID', (order) => order.id],
  ['Date', (order) => order.createdAt],
  ['Customer', (order) => `${order.firstName} ${order.lastName}`],
  ['Email', (order) => order.email],
  ['Phone', (order) => order.phone],
  ['Address', (order) => courierAddressOf(order)],
  ['Location', (order) => order.location],
  ['Items', (order) => order.items.map(itemText).join('; ')],
  // Line by line in the Items order, so a packer can match each SKU to its line.
  ['Variants', (order) => order.items.map((item) => item.variantTitle ?? '-').join('; ')],
  ['SKUs', (order) => order.items.map((item) => item.sku ?? '-').join('; ')],
  ['Subtotal', (order) => taka(order.subtotal)],
  ['Discount', (order) => taka(order.discount)],
  ['Coupon', (order) => order.couponCode ?? ''],
  ['Shipping', (order) => taka(order.shipping)],
  ['Delivery discount', (order) => taka(order.deliveryDiscount)],
  ['COD charge', (order) => taka(order.codCharge)],
  ['Total', (order) => taka(order.total)],
  ['Payment method', (order) => order.paymentMethod],
  ['Transaction ID', (order) => order.transactionId ?? ''],
  ['Payment status', (order) => order.paymentStatus],
  ['Status', (order) => order.status],
];

/** Quoted always; a leading = + - @ is defused so a spreadsheet never runs a shopper's text. */
function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export async function ordersCsv(
  db: Database,
  filters: Filters,
  risk: RiskOptions,
): Promise<string> {
  const rows = await db
    .select()
    .from(orders)
    .where(whereOf(filters, risk))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50_000);
  const all = await readOrders(db, rows);
  const lines = [
    CSV_COLUMNS.map(([title]) => csvCell(title)).join(','),
    ...all.map((order) => CSV_COLUMNS.map(([, cell]) => csvCell(cell(order))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
