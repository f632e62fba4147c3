/** The stock ledger between two days, as the accountant or a stocktake reads it (decision 038). */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { csvTable } from '../../csv';
import type { Database } from '../../db/client';
import { products, productVariants, stockBatches, stockMovements, users } from '../../db/schema';

/** Dhaka is UTC+6 all year: a Dhaka day starts at 18:00 UTC the day before. */
function dhakaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00+06:00`));
}

type LedgerRow = {
  at: Date;
  sku: string;
  product: string;
  batch: string | null;
  expiresOn: string | null;
  change: number;
  levelAfter: number;
  reason: string;
  by: string | null;
  orderId: string | null;
  returnId: string | null;
  note: string | null;
};

const LEDGER_COLUMNS: [string, (row: LedgerRow) => unknown][] = [
  ['At', (row) => row.at.toISOString()],
  ['SKU', (row) => row.sku],
  ['Product', (row) => row.product],
  ['Batch', (row) => row.batch],
  ['Expires', (row) => row.expiresOn],
  ['Change', (row) => row.change],
  ['Stock after', (row) => row.levelAfter],
  ['Reason', (row) => row.reason],
  ['By', (row) => row.by],
  ['Order', (row) => row.orderId],
  ['Return', (row) => row.returnId],
  ['Note', (row) => row.note],
];

/** Every row between two Dhaka days, oldest first, as CSV. */
export async function ledgerCsv(db: Database, range: { from: string; to: string }) {
  const end = dhakaDayStart(range.to);
  end.setUTCDate(end.getUTCDate() + 1);
  const rows = await db
    .select({
      at: stockMovements.createdAt,
      sku: productVariants.sku,
      product: products.name,
      batch: stockBatches.code,
      expiresOn: stockBatches.expiresOn,
      change: stockMovements.change,
      levelAfter: stockMovements.levelAfter,
      reason: stockMovements.reason,
      by: users.name,
      orderId: stockMovements.orderId,
      returnId: stockMovements.returnId,
      note: stockMovements.note,
    })
    .from(stockMovements)
    .innerJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(stockBatches, eq(stockBatches.id, stockMovements.batchId))
    .leftJoin(users, eq(users.id, stockMovements.userId))
    .where(
      and(
        gte(stockMovements.createdAt, dhakaDayStart(range.from)),
        lt(stockMovements.createdAt, end),
      ),
    )
    .orderBy(asc(stockMovements.id))
    .limit(200_000);
  return csvTable(LEDGER_COLUMNS, rows);
}
