/**
 * The VAT report (docs/guide/vat.md): the Mushak-6.3 invoices and Mushak-6.7 credit notes issued
 * in the range's Dhaka days, by rate (from their lines) and in all. Documents are kept as issued,
 * so a closed month's figures do not change.
 */
import { sql } from 'drizzle-orm';
import type { VatDocument } from '#shared/schemas/vat';
import type { VatFigures, VatReport, VatReportQuery } from '#shared/schemas/vat-report';
import type { Database } from '../../db/client';
import { vatDocuments } from '../../db/schema';
import { reportRange } from './report-range';

type Row = {
  kind: VatDocument['kind'];
  serial: number;
  issued_at: Date | string;
  order_id: string;
  invoice_serial: number | null;
  buyer: string;
  lines: VatDocument['lines'];
  value_excl_vat: unknown;
  vat: unknown;
  value_incl_vat: unknown;
};

const zero = (): VatFigures => ({ documents: 0, valueExclVat: 0, vat: 0, valueInclVat: 0 });
const sides = () => ({ invoices: zero(), creditNotes: zero(), net: zero() });

function add(figures: VatFigures, amounts: Omit<VatFigures, 'documents'>, documents: number) {
  figures.documents += documents;
  figures.valueExclVat += amounts.valueExclVat;
  figures.vat += amounts.vat;
  figures.valueInclVat += amounts.valueInclVat;
}

function net(side: ReturnType<typeof sides>) {
  side.net = {
    documents: side.invoices.documents + side.creditNotes.documents,
    valueExclVat: side.invoices.valueExclVat - side.creditNotes.valueExclVat,
    vat: side.invoices.vat - side.creditNotes.vat,
    valueInclVat: side.invoices.valueInclVat - side.creditNotes.valueInclVat,
  };
}

export async function vatReport(db: Database, query: VatReportQuery): Promise<VatReport> {
  const range = reportRange(query.from, query.to);
  const { rows } = await db.execute<Row>(sql`
    SELECT d.kind, d.serial, d.issued_at, d.order_id, i.serial AS invoice_serial,
      d.buyer->>'name' AS buyer, d.lines, d.value_excl_vat, d.vat, d.value_incl_vat
    FROM ${vatDocuments} d LEFT JOIN ${vatDocuments} i ON i.id = d.invoice_id
    WHERE d.issued_at >= ${range.start} AND d.issued_at < ${range.end}
    ORDER BY d.kind DESC, d.serial`);
  const totals = sides();
  const rates = new Map<number, ReturnType<typeof sides>>();
  for (const row of rows) {
    const side = row.kind === 'invoice' ? 'invoices' : 'creditNotes';
    add(
      totals[side],
      {
        valueExclVat: Number(row.value_excl_vat),
        vat: Number(row.vat),
        valueInclVat: Number(row.value_incl_vat),
      },
      1,
    );
    for (const line of row.lines) {
      const rate = rates.get(line.ratePercent) ?? sides();
      rates.set(line.ratePercent, rate);
      add(rate[side], line, 0);
    }
  }
  net(totals);
  const byRate = [...rates]
    .sort(([a], [b]) => a - b)
    .map(([ratePercent, side]) => {
      net(side);
      return { ratePercent, ...side };
    });
  return {
    from: range.from,
    to: range.to,
    totals,
    byRate,
    documents: rows.map((row) => ({
      kind: row.kind,
      serial: Number(row.serial),
      issuedAt: new Date(row.issued_at).toISOString(),
      orderId: row.order_id,
      invoiceSerial: row.invoice_serial === null ? null : Number(row.invoice_serial),
      buyer: row.buyer,
      valueExclVat: Number(row.value_excl_vat),
      vat: Number(row.vat),
      valueInclVat: Number(row.value_incl_vat),
    })),
  };
}
