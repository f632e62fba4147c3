/**
 * VAT documents as kept (vat_documents): the next serial of a kind, and a document read back as
 * the API answers it.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { isOrderId } from '#shared/schemas/order';
import type { VatDocument } from '#shared/schemas/vat';
import type { Database, Transaction } from '../../db/client';
import { vatDocuments } from '../../db/schema';

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

/** The order's credit notes, oldest first. */
export async function readCreditNotes(db: Database, orderId: string): Promise<VatDocument[]> {
  const invoice = await invoiceRowOf(db, orderId);
  if (!invoice) return [];
  const rows = await db
    .select()
    .from(vatDocuments)
    .where(eq(vatDocuments.invoiceId, invoice.id))
    .orderBy(asc(vatDocuments.serial));
  return rows.map((row) => documentOf(row, invoice));
}
