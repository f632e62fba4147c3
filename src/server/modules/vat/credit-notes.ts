/**
 * Mushak-6.7 credit notes (docs/guide/vat.md) for a cancelled order or money given back. Each
 * credit line names the invoice line it reduces and never passes it, so nothing is credited twice.
 */
import { eq } from 'drizzle-orm';
import type { VatDocument, VatLine } from '#shared/schemas/vat';
import type { Transaction } from '../../db/client';
import { vatDocuments } from '../../db/schema';
import { shareInProportion, splitInclusive, sumSplits } from './vat-arithmetic';
import { invoiceRowOf, nextSerial, type VatDocumentRow } from './vat-documents';

/** An invoice line and what its credits have left of it. */
type Left = { index: number; line: VatLine; quantity: number; valueInclVat: number; vat: number };

async function leftOf(tx: Transaction, invoice: VatDocumentRow): Promise<Left[]> {
  const credits = await tx
    .select({ lines: vatDocuments.lines })
    .from(vatDocuments)
    .where(eq(vatDocuments.invoiceId, invoice.id));
  const credited = credits.flatMap((credit) => credit.lines);
  return invoice.lines.map((line, index) => {
    const taken = credited.filter((credit) => credit.invoiceLine === index);
    const sum = (pick: (credit: VatLine) => number) =>
      taken.reduce((total, credit) => total + pick(credit), 0);
    return {
      index,
      line,
      quantity: line.quantity - sum((credit) => credit.quantity),
      valueInclVat: line.valueInclVat - sum((credit) => credit.valueInclVat),
      vat: line.vat - sum((credit) => credit.vat),
    };
  });
}

function creditLine(left: Left, quantity: number, valueInclVat: number, vat: number): VatLine {
  const valueExclVat = valueInclVat - vat;
  return {
    ...left.line,
    invoiceLine: left.index,
    quantity,
    unitPriceExclVat: quantity > 0 ? Math.round(valueExclVat / quantity) : 0,
    valueExclVat,
    vat,
    valueInclVat,
  };
}

async function issue(
  tx: Transaction,
  invoice: VatDocumentRow,
  reason: NonNullable<VatDocument['reason']>,
  lines: VatLine[],
): Promise<number | null> {
  const kept = lines.filter((line) => line.valueInclVat > 0);
  if (kept.length === 0) return null;
  const serial = await nextSerial(tx, 'credit_note');
  await tx.insert(vatDocuments).values({
    kind: 'credit_note',
    serial,
    orderId: invoice.orderId,
    invoiceId: invoice.id,
    reason,
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: kept,
    ...sumSplits(kept),
  });
  return serial;
}

/** A cancelled order's credit note: everything its invoice still holds. None without an invoice. */
export async function creditCancelledOrder(tx: Transaction, orderId: string) {
  const invoice = await invoiceRowOf(tx, orderId);
  if (!invoice) return null;
  const left = await leftOf(tx, invoice);
  const lines = left.map((each) => creditLine(each, each.quantity, each.valueInclVat, each.vat));
  return issue(tx, invoice, 'cancelled', lines);
}

/**
 * Money given back: `amount` shared over the lines it is for (a return's lines, each up to what
 * its returned units were invoiced at; else every line), in proportion to what each still holds,
 * with each share's VAT at its line's rate. What passes the lines' value is not VAT's to credit.
 */
export async function creditRefund(
  tx: Transaction,
  orderId: string,
  amount: number,
  returned: { itemId: number; quantity: number }[] | null,
) {
  const invoice = await invoiceRowOf(tx, orderId);
  if (!invoice) return null;
  const left = await leftOf(tx, invoice);
  const chosen = (
    returned
      ? returned.flatMap(({ itemId, quantity }) => {
          const each = left.find(({ line }) => line.itemId === itemId);
          if (!each) return [];
          const units = Math.min(quantity, each.quantity);
          const worth = Math.round((each.line.valueInclVat * units) / each.line.quantity);
          return [{ each, units, cap: Math.min(worth, each.valueInclVat) }];
        })
      : left.map((each) => ({ each, units: 0, cap: each.valueInclVat }))
  ).filter(({ cap }) => cap > 0);
  const caps = chosen.map(({ cap }) => cap);
  const given = Math.min(
    amount,
    caps.reduce((sum, cap) => sum + cap, 0),
  );
  const shares = shareInProportion(given, caps);
  const lines = chosen.map(({ each, units }, index) => {
    const share = shares[index] ?? 0;
    const rateBp = Math.round(each.line.ratePercent * 100);
    const vat = Math.min(splitInclusive(share, rateBp).vat, each.vat);
    return creditLine(each, units, share, vat);
  });
  return issue(tx, invoice, 'refund', lines);
}
