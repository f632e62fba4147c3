/**
 * The dashboard's figures (shared/spec/decisions.md #11: cancelled orders are not revenue).
 * Revenue is what shoppers pay, after discounts and waived delivery; the money splits are
 * defined on adminStatsSchema.
 */
import { and, asc, count, eq, lte, ne, sql } from 'drizzle-orm';
import { type AdminStats, DASHBOARD_DAYS, LOW_STOCK_THRESHOLD } from '#shared/schemas/admin';
import type { Database } from '../../db/client';
import { orders, payments, products, productVariants, profiles } from '../../db/schema';
import { optionsOf, variantTitle } from '../catalog';
import { returnFigures } from '../returns';

/** Days are Dhaka's: an order at 1 a.m. in Dhaka belongs to that Dhaka day. */
// A literal, not a parameter: PostgreSQL must see the grouped expression as the selected one.
const DHAKA = sql.raw(`'Asia/Dhaka'`);

function lastDays(today: string, days: number): string[] {
  const end = new Date(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(end);
    day.setUTCDate(end.getUTCDate() - (days - 1 - index));
    return day.toISOString().slice(0, 10);
  });
}

export async function adminStats(db: Database): Promise<AdminStats> {
  const notCancelled = ne(orders.status, 'cancelled');
  const codOpen = sql`${orders.paymentMethod} = 'cod' AND ${orders.status} IN ('pending', 'processing', 'shipped') AND ${orders.paymentStatus} = 'pending'`;
  const day = sql<string>`to_char(${orders.createdAt} AT TIME ZONE ${DHAKA}, 'YYYY-MM-DD')`;
  const [
    [productTotal],
    [orderFigures],
    [customerTotal],
    daily,
    lowStock,
    [today],
    [online],
    returned,
  ] = await Promise.all([
    db.select({ n: count() }).from(products),
    db
      .select({
        n: count(),
        revenue: sql<number>`coalesce(sum(${orders.total}) FILTER (WHERE ${notCancelled}), 0)::int`,
        paid: sql<number>`coalesce(sum(${orders.total}) FILTER (WHERE ${notCancelled} AND ${orders.paymentStatus} = 'completed'), 0)::int`,
        // The manual methods: a transaction ID an admin checked against a statement.
        manual: sql<number>`coalesce(sum(${orders.total}) FILTER (WHERE ${orders.paymentMethod} IN ('bkash', 'bank') AND ${orders.paymentStatus} = 'completed'), 0)::int`,
        // What couriers still have to bring in: sent or about to be, not yet paid.
        cod: sql<number>`coalesce(sum(${orders.total}) FILTER (WHERE ${codOpen}), 0)::int`,
        codOrders: sql<number>`(count(*) FILTER (WHERE ${codOpen}))::int`,
      })
      .from(orders),
    db.select({ n: count() }).from(profiles).where(eq(profiles.role, 'customer')),
    db
      .select({
        date: day,
        orders: sql<number>`count(*)::int`,
        revenue: sql<number>`coalesce(sum(${orders.total}) FILTER (WHERE ${notCancelled}), 0)::int`,
      })
      .from(orders)
      .where(
        sql`${orders.createdAt} >= (date_trunc('day', now() AT TIME ZONE ${DHAKA}) - ${`${DASHBOARD_DAYS - 1} days`}::interval) AT TIME ZONE ${DHAKA}`,
      )
      .groupBy(day),
    // Shades and sizes run out one by one: each active variant of a product on show counts.
    db
      .select({
        id: products.id,
        name: products.name,
        stockQuantity: productVariants.stockQuantity,
        status: products.status,
        variantId: productVariants.id,
        sku: productVariants.sku,
        option1: productVariants.option1,
        option2: productVariants.option2,
        option3: productVariants.option3,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          lte(productVariants.stockQuantity, LOW_STOCK_THRESHOLD),
          eq(productVariants.status, 'active'),
          ne(products.status, 'inactive'),
        ),
      )
      .orderBy(
        asc(productVariants.stockQuantity),
        asc(products.id),
        asc(productVariants.position),
        asc(productVariants.id),
      )
      .limit(50),
    db
      .select({ date: sql<string>`to_char(now() AT TIME ZONE ${DHAKA}, 'YYYY-MM-DD')` })
      .from(sql`(SELECT 1) AS one`),
    // Money taken online and kept: completed attempts less refunds done or under way.
    db
      .select({
        kept: sql<number>`coalesce(sum(${payments.amount} - ${payments.refunded}), 0)::int`,
      })
      .from(payments)
      .where(eq(payments.status, 'completed')),
    returnFigures(db),
  ]);
  const byDay = new Map(daily.map((row) => [row.date, row]));
  const options = await optionsOf(
    db,
    lowStock.map((row) => row.id),
  );
  return {
    totalProducts: productTotal?.n ?? 0,
    totalOrders: orderFigures?.n ?? 0,
    totalCustomers: customerTotal?.n ?? 0,
    revenue: orderFigures?.revenue ?? 0,
    paidRevenue: orderFigures?.paid ?? 0,
    paidOnline: online?.kept ?? 0,
    paidManually: orderFigures?.manual ?? 0,
    cashToCollect: orderFigures?.cod ?? 0,
    cashToCollectOrders: orderFigures?.codOrders ?? 0,
    ...returned,
    daily: lastDays(today?.date ?? new Date().toISOString().slice(0, 10), DASHBOARD_DAYS).map(
      (date) => ({
        date,
        orders: byDay.get(date)?.orders ?? 0,
        revenue: byDay.get(date)?.revenue ?? 0,
      }),
    ),
    lowStock: lowStock.map(({ option1, option2, option3, ...row }) => ({
      ...row,
      variantTitle: variantTitle(options.get(row.id) ?? [], { option1, option2, option3 }),
    })),
  };
}
