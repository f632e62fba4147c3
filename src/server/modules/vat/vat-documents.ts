import { asc, eq, sql } from 'drizzle-orm';
import { isOrderId } from '#shared/schemas/order';
import type { OrderVatDocuments, VatDocument } from '#shared/schemas/vat';
import type { Database, Transaction } from '../../db/client';
import { orders, vatDocuments } from '../../db/schema';

export type VatDocumentRow = typeof vatDocuments.$inferSelect;

/**
 * The next serial of its kind. The counter row stays locked until the caller's transaction ends,
 * so a rolled-back document gives its number back: serials never skip or repeat.
 */
export async function nextSerial(tx: Transaction, kind: VatDocument['kind']): Promise<number> {
  const { rows } = await tx.execute<{ last: number }>(sql`
    INSERT INTO vat_serials (kind, last) VALUES (${kind}, 1)
    ON CONFLICT (kind) DO UPDATE SET last = vat_serials.last + 1
    RETURNING last`);
  const last = rows[0]?.last;
  if (last === undefined) throw new Error('vat_serials returned nothing');
  return Number(last);
}

export async function invoiceRowOf(
  db: Database | Transaction,
  orderId: string,
): Promise<VatDocumentRow | undefined> {
  // An address's id that is no order's (not even a uuid) has no invoice.
  if (!isOrderId(orderId)) return undefined;
  const [row] = await db
    .select()
    .from(vatDocuments)
    .where(sql`${vatDocuments.orderId} = ${orderId} AND ${vatDocuments.kind} = 'invoice'`);
  return row;
}

function documentOf(row: VatDocumentRow, invoice: VatDocumentRow | null): VatDocument {
  return {
    kind: row.kind,
    invoice: invoice && { serial: invoice.serial, issuedAt: invoice.issuedAt.toISOString() },
    reason: row.reason,
    serial: row.serial,
    orderId: row.orderId,
    issuedAt: row.issuedAt.toISOString(),
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines,
    totals: { valueExclVat: row.valueExclVat, vat: row.vat, valueInclVat: row.valueInclVat },
  };
}

export async function readVatInvoice(db: Database, orderId: string): Promise<VatDocument | null> {
  const row = await invoiceRowOf(db, orderId);
  return row ? documentOf(row, null) : null;
}

async function creditNotesOf(db: Database, invoice: VatDocumentRow): Promise<VatDocument[]> {
  const rows = await db
    .select()
    .from(vatDocuments)
    .where(eq(vatDocuments.invoiceId, invoice.id))
    .orderBy(asc(vatDocuments.serial));
  return rows.map((row) => documentOf(row, invoice));
}

/** The order's credit notes, oldest first. */
export async function readCreditNotes(db: Database, orderId: string): Promise<VatDocument[]> {
  const invoice = await invoiceRowOf(db, orderId);
  return invoice ? creditNotesOf(db, invoice) : [];
}

/**
 * The buyer's own copy of her order's documents; null when the order is not hers, so that someone
 * else's order and one that does not exist are told apart by nobody.
 */
export async function readOwnVatDocuments(
  db: Database,
  orderId: string,
  userId: string,
): Promise<OrderVatDocuments | null> {
  if (!isOrderId(orderId)) return null;
  const [order] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.userId !== userId) return null;
  const invoice = await invoiceRowOf(db, orderId);
  if (!invoice) return { invoice: null, creditNotes: [] };
  return { invoice: documentOf(invoice, null), creditNotes: await creditNotesOf(db, invoice) };
}
