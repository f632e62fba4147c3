/**
 * Reports at scale (issue 42): a database of its own with BENCH_REPORT_ORDERS orders (1,000,000 by
 * default) over the two years before today, about 2.5 lines each over 2,000 products, one in
 * twenty cancelled and one in fifty with a refunded return; then last month's sales over time (by
 * day) and by product, each asked five times through the shop's own report code on a cold
 * connection pool. Written with INSERT … SELECT, so the database's triggers run as for real orders.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { customerSegments } from '../src/server/db/schema';
import {
  customerReport,
  productReport,
  promotionReport,
  salesReport,
} from '../src/server/modules/reports';
import { segmentMembers } from '../src/server/modules/reports/segment-service';
import { createBenchDatabase, dropBenchDatabase } from './database';
import { loadProducts } from './load-products';

export type ReportFigures = {
  report: string;
  orders: number;
  monthOrders: number;
  p50Ms: number;
  maxMs: number;
};

const PRODUCTS = 2_000;
const RUNS = 5;

export async function loadOrders(db: Database, total: number) {
  // Spread evenly over 730 days up to now; ids and keys from the series number.
  await db.execute(sql`
    INSERT INTO orders (email, first_name, last_name, address, city, phone, location,
      payment_method, subtotal, discount, shipping, cod_charge, total, status, payment_status,
      source, idempotency_key, request_hash, created_at)
    SELECT 'bench' || n || '@example.com', 'Bench', 'Shopper', 'House 1', 'Dhaka',
      -- 250,000 customers, four orders each on average over the two years.
      '017' || lpad((n % 250000)::text, 8, '0'),
      CASE WHEN n % 3 = 0 THEN 'outside' ELSE 'dhaka' END,
      (ARRAY['cod', 'cod', 'cod', 'bkash_online', 'sslcommerz'])[1 + n % 5],
      0, 0, CASE WHEN n % 3 = 0 THEN 20000 ELSE 10000 END, 0,
      CASE WHEN n % 3 = 0 THEN 20000 ELSE 10000 END,
      CASE WHEN n % 20 = 0 THEN 'cancelled' ELSE 'delivered' END,
      CASE WHEN n % 20 = 0 THEN 'failed' ELSE 'completed' END,
      (ARRAY['web', 'web', 'web', 'messenger', 'whatsapp', 'phone'])[1 + n % 6],
      'bench-' || n, 'bench',
      now() - make_interval(secs => (n::float8 / ${total}) * 730 * 86400)
    FROM generate_series(1, ${total}) AS n`);
  // One to four lines each (2.5 on average), then each order's amounts from its lines.
  await db.execute(sql`
    WITH numbered AS (
      SELECT p.id, p.name, v.id AS variant_id, v.sku, v.price,
        row_number() OVER (ORDER BY p.id) - 1 AS k
      FROM products p JOIN product_variants v ON v.product_id = p.id)
    INSERT INTO order_items (order_id, product_id, variant_id, sku, product_name, unit_price,
      quantity, discount, placed_at)
    SELECT o.id, p.id, p.variant_id, p.sku, p.name, p.price, 1 + (line % 2), 0, o.created_at
    FROM (SELECT id, created_at, row_number() OVER () AS n FROM orders) o
    CROSS JOIN LATERAL generate_series(1, 1 + (o.n % 4)::int) AS line
    JOIN numbered p ON p.k = (o.n * 7 + line * 13) % ${PRODUCTS}`);
  await db.execute(sql`
    UPDATE orders SET subtotal = lines.subtotal, total = lines.subtotal + orders.shipping
    FROM (SELECT order_id, sum(unit_price * quantity) AS subtotal FROM order_items GROUP BY 1) lines
    WHERE lines.order_id = orders.id`);
  // One delivered order in fifty: its first line comes back, refunded by bKash a week later.
  await db.execute(sql`
    WITH chosen AS (
      SELECT o.id, o.created_at, min(i.id) AS item FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.status = 'delivered' AND abs(hashtext(o.id::text)) % 50 = 0 GROUP BY o.id),
    made AS (
      INSERT INTO returns (order_id, status, reason, refund_amount, refund_method, refund_reference,
        refunded_at, decided_at, received_at)
      SELECT id, 'refunded', 'Bench return', 10000, 'bkash', 'BENCH',
        created_at + interval '7 days', created_at + interval '3 days', created_at + interval '6 days'
      FROM chosen RETURNING id, order_id)
    INSERT INTO return_lines (return_id, order_item_id, quantity, restocked)
    SELECT made.id, chosen.item, 1, 1 FROM made JOIN chosen ON chosen.id = made.order_id`);
  // The customers' summaries take in the orders, as the shop's reads do along the way.
  await db.execute(sql`SELECT customer_summaries_catch_up()`);
  await db.execute(sql`VACUUM ANALYZE`);
}

/** A segment to read: customers with two or more orders whose latest went to Dhaka. */
async function repeatBuyers(db: Database): Promise<number> {
  const [row] = await db
    .insert(customerSegments)
    .values({ name: 'Repeat buyers in Dhaka', rules: { minOrders: 2, location: 'dhaka' } })
    .returning({ id: customerSegments.id });
  if (!row) throw new Error('segment insert returned nothing');
  return row.id;
}

/** Last calendar month in Dhaka, as the owner opens it most. */
function lastMonth(): { from: string; to: string } {
  const dhakaToday = new Date(Date.now() + 6 * 3_600_000);
  const firstOfThis = Date.UTC(dhakaToday.getUTCFullYear(), dhakaToday.getUTCMonth(), 1);
  const lastOfPrevious = new Date(firstOfThis - 86_400_000);
  const from = new Date(Date.UTC(lastOfPrevious.getUTCFullYear(), lastOfPrevious.getUTCMonth(), 1));
  return { from: from.toISOString().slice(0, 10), to: lastOfPrevious.toISOString().slice(0, 10) };
}

async function timed(work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    p50Ms: Math.round(times[Math.floor(RUNS / 2)] ?? 0),
    maxMs: Math.round(times.at(-1) ?? 0),
  };
}

export async function measureReports(
  adminUrl: string,
  orders: number,
  log: (message: string) => void,
): Promise<ReportFigures[]> {
  const database = await createBenchDatabase(adminUrl, '_reports');
  try {
    const { db } = database.handle;
    log(`reports: ${PRODUCTS} products and ${orders.toLocaleString('en')} orders…`);
    await loadProducts(db, PRODUCTS);
    await loadOrders(db, orders);
    const month = lastMonth();
    const sales = await salesReport(db, { ...month, by: 'day' });
    const monthOrders = sales.totals.orders;
    const query = { ...month, dimension: 'product', sort: 'netSales', q: undefined } as const;
    const segment = await repeatBuyers(db);
    return [
      {
        report: `sales over time, ${month.from} to ${month.to}, by day`,
        orders,
        monthOrders,
        ...(await timed(() => salesReport(db, { ...month, by: 'day' }))),
      },
      {
        report: `by product, ${month.from} to ${month.to}, by net sales`,
        orders,
        monthOrders,
        ...(await timed(() => productReport(db, query))),
      },
      {
        report: `promotions, ${month.from} to ${month.to}`,
        orders,
        monthOrders,
        ...(await timed(() => promotionReport(db, month))),
      },
      {
        report: `customers, ${month.from} to ${month.to}, by day`,
        orders,
        monthOrders,
        ...(await timed(() => customerReport(db, { ...month, by: 'day' }))),
      },
      {
        report: 'segment: 2+ orders, latest inside Dhaka, its 200 who spent most',
        orders,
        monthOrders,
        ...(await timed(() => segmentMembers(db, segment, new Date()))),
      },
    ];
  } finally {
    await database.handle.close();
    await dropBenchDatabase(adminUrl, database.name);
  }
}

export function formatReports(figures: ReportFigures[]): string {
  const lines = figures.map(
    (row) =>
      `| ${row.report} | ${row.orders.toLocaleString('en')} | ${row.monthOrders.toLocaleString('en')} | ${row.p50Ms} | ${row.maxMs} |`,
  );
  return [
    `| report | orders in the shop | orders in the month | p50 ms (${RUNS} runs) | max ms |`,
    '| --- | --- | --- | --- | --- |',
    ...lines,
  ].join('\n');
}
