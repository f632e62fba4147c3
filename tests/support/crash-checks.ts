/**
 * What must hold in the database after every kill -9 and restart
 * (tests/security/crash.security.ts), read with plain SQL rather than through the shop's code:
 * every acknowledged order exists with its items; stock moved by exactly the quantities ordered,
 * for every product; one order per key.
 */
import type { Acknowledged, Line } from './crash-shopper';

/**
 * All the checks ask of a database: pg.Client (PostgreSQL) and PGlite (the embedded database,
 * opened by the test between kills) both answer a query with `{ rows }`.
 */
export type Queryable = {
  query<Row>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
};

/** Stock and quantities sold before the run, per product: the run's changes are measured from it. */
export type Baseline = { stock: Map<number, number>; sold: Map<number, number> };

/** `subject` names what is broken (a product, an order, a key): a broken thing stays broken, and
 * the run reports it once, at the first restart that found it. */
export type Inconsistency = { subject: string; text: string };

type OrderRow = {
  id: string;
  userId: string;
  key: string;
  productId: number | null;
  quantity: number | null;
};

async function soldByProduct(client: Queryable): Promise<Map<number, number>> {
  const { rows } = await client.query<{ productId: number; sold: number }>(
    'SELECT product_id AS "productId", sum(quantity)::int AS sold FROM order_items GROUP BY product_id',
  );
  return new Map(rows.map((row) => [row.productId, row.sold]));
}

async function stockByProduct(client: Queryable): Promise<Map<number, number>> {
  const { rows } = await client.query<{ id: number; stock: number }>(
    'SELECT id, stock_quantity AS stock FROM products',
  );
  return new Map(rows.map((row) => [row.id, row.stock]));
}

export async function readBaseline(client: Queryable): Promise<Baseline> {
  return { stock: await stockByProduct(client), sold: await soldByProduct(client) };
}

/** "3×2, 7×1": lines in product order, so two lists compare as text. */
export function describeLines(lines: Line[]): string {
  return [...lines]
    .sort((a, b) => a.productId - b.productId)
    .map((line) => `${line.productId}×${line.quantity}`)
    .join(', ');
}

/** For every product: stock taken since the baseline equals the quantities ordered since it. */
async function stockProblems(client: Queryable, baseline: Baseline): Promise<Inconsistency[]> {
  const [stock, sold] = [await stockByProduct(client), await soldByProduct(client)];
  const problems: Inconsistency[] = [];
  for (const [productId, before] of baseline.stock) {
    const taken = before - (stock.get(productId) ?? 0);
    const ordered = (sold.get(productId) ?? 0) - (baseline.sold.get(productId) ?? 0);
    if (taken !== ordered) {
      problems.push({
        subject: `product ${productId}`,
        text: `product ${productId}: stock went down by ${taken} but ${ordered} were ordered`,
      });
    }
  }
  return problems;
}

/** Orders with their items, grouped by order id. */
async function ordersOf(client: Queryable, userIds: string[]) {
  const { rows } = await client.query<OrderRow>(
    `SELECT o.id, o.user_id AS "userId", o.idempotency_key AS key,
            i.product_id AS "productId", i.quantity
       FROM orders o LEFT JOIN order_items i ON i.order_id = o.id
      WHERE o.user_id = ANY($1)`,
    [userIds],
  );
  const orders = new Map<string, StoredOrder>();
  for (const row of rows) {
    const order = orders.get(row.id) ?? { userId: row.userId, key: row.key, lines: [] };
    if (row.productId !== null && row.quantity !== null) {
      order.lines.push({ productId: row.productId, quantity: row.quantity });
    }
    orders.set(row.id, order);
  }
  return orders;
}

type StoredOrder = { userId: string; key: string; lines: Line[] };

function emptyOrders(orders: Map<string, StoredOrder>): Inconsistency[] {
  return [...orders]
    .filter(([, order]) => order.lines.length === 0)
    .map(([id]) => ({ subject: `order ${id}`, text: `order ${id} has no items` }));
}

function keysWithSeveralOrders(orders: Map<string, StoredOrder>): Inconsistency[] {
  const perKey = new Map<string, string[]>();
  for (const [id, order] of orders) {
    const key = `${order.userId} ${order.key}`;
    perKey.set(key, [...(perKey.get(key) ?? []), id]);
  }
  return [...perKey]
    .filter(([, ids]) => ids.length > 1)
    .map(([key, ids]) => ({
      subject: `key ${key}`,
      text: `key ${key} has ${ids.length} orders: ${ids.join(', ')}`,
    }));
}

/** The order a client was told about is stored under its key, with the lines it asked for. */
function acknowledgedOrderProblems(ack: Acknowledged, order: StoredOrder | undefined): string[] {
  if (!order) return [`acknowledged order ${ack.orderId} (key ${ack.key}) is missing`];
  const problems: string[] = [];
  if (order.key !== ack.key || order.userId !== ack.userId) {
    problems.push(`order ${ack.orderId} has key ${order.key}, answered for ${ack.key}`);
  }
  const stored = describeLines(order.lines);
  for (const [what, lines] of [
    ['answered', ack.answered],
    ['put in the cart', ack.asked],
  ] as const) {
    if (describeLines(lines) !== stored) {
      problems.push(`order ${ack.orderId} holds ${stored}; ${what}: ${describeLines(lines)}`);
    }
  }
  return problems;
}

function unknownOrders(orders: Map<string, StoredOrder>, acknowledged: Acknowledged[]) {
  const known = new Set(acknowledged.map((ack) => ack.orderId));
  return [...orders.keys()]
    .filter((id) => !known.has(id))
    .map((id) => ({
      subject: `order ${id}`,
      text: `order ${id} exists but no client was told of it`,
    }));
}

/**
 * Every broken promise found, as one line each. `settled`: no checkout is pending any more, so
 * every order in the database must also be one a client was told about.
 */
export async function findInconsistencies(
  client: Queryable,
  baseline: Baseline,
  acknowledged: Acknowledged[],
  userIds: string[],
  { settled = false } = {},
): Promise<Inconsistency[]> {
  const stock = await stockProblems(client, baseline);
  const orders = await ordersOf(client, userIds);
  const answered = acknowledged.flatMap((ack) =>
    acknowledgedOrderProblems(ack, orders.get(ack.orderId)).map((text) => ({
      subject: `order ${ack.orderId}`,
      text,
    })),
  );
  return [
    ...stock,
    ...emptyOrders(orders),
    ...keysWithSeveralOrders(orders),
    ...answered,
    ...(settled ? unknownOrders(orders, acknowledged) : []),
  ];
}
