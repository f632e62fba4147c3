/**
 * The dashboard's figures (shared/spec/decisions.md #11: cancelled orders are not revenue).
 * Revenue is what shoppers were charged on orders that count, by the sales report's own code
 * (docs/guide/reports.md); the money splits are defined on adminStatsSchema.
 */
import { and, asc, count, eq, lte, ne, sql } from 'drizzle-orm';
import { type AdminStats, DASHBOARD_DAYS, LOW_STOCK_THRESHOLD } from '#shared/schemas/admin';
import type { Database } from '../../db/client';
import { orders, payments, products, productVariants, profiles } from '../../db/schema';
import { optionsOf, variantTitle } from '../catalog';
import { complaintCounts } from '../complaints';
import { lateForDelivery, overdueForDelivery, refundOverdue, refundOwed } from '../orders';
import { salesReport, salesToDate, takings } from '../reports';
import { returnFigures } from '../returns';

const DAY_MS = 86_400_000;

/** The last DASHBOARD_DAYS days in Dhaka, today last. */
function lastDays(now: Date) {
  const dhakaToday = new Date(now.getTime() + 6 * 3_600_000);
  const from = new Date(dhakaToday.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS);
  return { from: from.toISOString().slice(0, 10), to: dhakaToday.toISOString().slice(0, 10) };
}

export async function adminStats(db: Database, now = new Date()): Promise<AdminStats> {
  const notCancelled = ne(orders.status, 'cancelled');
  const codOpen = sql`${orders.paymentMethod} = 'cod' AND ${orders.status} IN ('pending', 'processing', 'shipped') AND ${orders.paymentStatus} = 'pending'`;
  const [
    [productTotal],
    [orderFigures],
    [customerTotal],
    toDate,
    daily,
    lowStock,
    [online],
    returned,
    complaintsWaiting,
  ] = await Promise.all([
    db.select({ n: count() }).from(products),
    db
      .select({
        n: count(),
        paid: sql<number>`coalesce(sum(${orders.total}) FILTER (WHERE ${notCancelled} AND ${orders.paymentStatus} = 'completed'), 0)::int`,
        // The manual methods: a transaction ID an admin checked against a statement.
        manual: sql<number>`coalesce(sum(${orders.total}) FILTER (WHERE ${orders.paymentMethod} IN ('bkash', 'bank') AND ${orders.paymentStatus} = 'completed'), 0)::int`,
        // What couriers still have to bring in: sent or about to be, not yet paid.
        cod: sql<number>`coalesce(sum(${orders.total}) FILTER (WHERE ${codOpen}), 0)::int`,
        codOrders: sql<number>`(count(*) FILTER (WHERE ${codOpen}))::int`,
        overdue: sql<number>`(count(*) FILTER (WHERE ${overdueForDelivery}))::int`,
        late: sql<number>`(count(*) FILTER (WHERE ${lateForDelivery}))::int`,
        refundsOwed: sql<number>`(count(*) FILTER (WHERE ${refundOwed}))::int`,
        refundsOverdue: sql<number>`(count(*) FILTER (WHERE ${refundOverdue}))::int`,
      })
      .from(orders),
    db.select({ n: count() }).from(profiles).where(eq(profiles.role, 'customer')),
    salesToDate(db),
    salesReport(db, { ...lastDays(now), by: 'day' }),
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
    // Money taken online and kept: completed attempts less refunds done or under way.
    db
      .select({
        kept: sql<number>`coalesce(sum(${payments.amount} - ${payments.refunded}), 0)::int`,
      })
      .from(payments)
      .where(eq(payments.status, 'completed')),
    returnFigures(db),
    complaintCounts(db),
  ]);
  const options = await optionsOf(
    db,
    lowStock.map((row) => row.id),
  );
  return {
    totalProducts: productTotal?.n ?? 0,
    totalOrders: orderFigures?.n ?? 0,
    totalCustomers: customerTotal?.n ?? 0,
    revenue: takings(toDate),
    paidRevenue: orderFigures?.paid ?? 0,
    paidOnline: online?.kept ?? 0,
    paidManually: orderFigures?.manual ?? 0,
    cashToCollect: orderFigures?.cod ?? 0,
    cashToCollectOrders: orderFigures?.codOrders ?? 0,
    deliveryOverdue: orderFigures?.overdue ?? 0,
    deliveryDueSoon: (orderFigures?.late ?? 0) - (orderFigures?.overdue ?? 0),
    refundsOwed: orderFigures?.refundsOwed ?? 0,
    refundsOverdue: orderFigures?.refundsOverdue ?? 0,
    ...returned,
    ...complaintsWaiting,
    daily: daily.rows.map((row) => ({
      date: row.period,
      orders: row.orders,
      revenue: takings(row),
    })),
    lowStock: lowStock.map(({ option1, option2, option3, ...row }) => ({
      ...row,
      variantTitle: variantTitle(options.get(row.id) ?? [], { option1, option2, option3 }),
    })),
  };
}
