/**
 * Mushak-6.3 tax invoices (docs/guide/vat.md). A VAT-registered shop's order gets its invoice in
 * the transaction that confirms it, numbered by nextSerial: a refused or rolled-back order takes
 * no number. The invoice keeps its parties, lines and totals as they were.
 */
import { eq } from 'drizzle-orm';
import { placeLine } from '#shared/districts';
import type { VatLine } from '#shared/schemas/vat';
import type { Transaction } from '../../db/client';
import { orderItems, orders, products, vatDocuments } from '../../db/schema';
import { isVatRegistered, rateOf, readLegalSettings, standardRate } from './legal-settings';
import { shareInProportion, splitInclusive, sumSplits } from './vat-arithmetic';
import { invoiceRowOf, nextSerial } from './vat-documents';

function lineOf(
  base: Pick<VatLine, 'description' | 'charge' | 'itemId' | 'quantity' | 'invoiceLine'>,
  valueInclVat: number,
  rateBp: number,
): VatLine {
  const split = splitInclusive(valueInclVat, rateBp);
  return {
    ...base,
    unitPriceExclVat: Math.round(split.valueExclVat / base.quantity),
    valueExclVat: split.valueExclVat,
    ratePercent: rateBp / 100,
    vat: split.vat,
    valueInclVat,
  };
}

/**
 * Each line's value after its discount, with any order discount not already on the lines (a
 * staff discount) shared in proportion, to the poisha: the lines add up to what the order charged.
 */
export function valuesAfterDiscount(
  lines: { gross: number; discount: number }[],
  orderDiscount: number,
): number[] {
  const values = lines.map((line) => line.gross - line.discount);
  const left = orderDiscount - lines.reduce((sum, line) => sum + line.discount, 0);
  const shares = shareInProportion(left, values);
  return values.map((value, index) => value - (shares[index] ?? 0));
}

/**
 * The order's invoice once its total is final (docs/decisions/042), if the shop is VAT-registered
 * and the order has none: each line at its category's rate, delivery and the COD charge at the
 * standard rate, the VAT inside what the shopper pays. The caller holds the order's lock.
 */
export async function issueVatInvoice(tx: Transaction, orderId: string): Promise<number | null> {
  if (!(await isVatRegistered(tx))) return null;
  const issued = await invoiceRowOf(tx, orderId);
  if (issued) return issued.serial;
  const settings = await readLegalSettings(tx);
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId} to invoice`);
  const items = await tx
    .select({
      id: orderItems.id,
      productName: orderItems.productName,
      variantTitle: orderItems.variantTitle,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      discount: orderItems.discount,
      category: products.category,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  const standard = standardRate(settings);
  const values = valuesAfterDiscount(
    items.map((item) => ({ gross: item.unitPrice * item.quantity, discount: item.discount })),
    order.discount,
  );
  const lines = items.map((item, index) =>
    lineOf(
      {
        description: [item.productName, item.variantTitle].filter(Boolean).join(' — '),
        charge: null,
        itemId: item.id,
        invoiceLine: null,
        quantity: item.quantity,
      },
      values[index] ?? 0,
      item.category ? rateOf(settings, item.category) : standard,
    ),
  );
  if (order.shipping > 0) {
    lines.push(
      lineOf(
        { description: '', charge: 'delivery', itemId: null, invoiceLine: null, quantity: 1 },
        order.shipping,
        standard,
      ),
    );
  }
  if (order.codCharge > 0) {
    lines.push(
      lineOf(
        { description: '', charge: 'cod', itemId: null, invoiceLine: null, quantity: 1 },
        order.codCharge,
        standard,
      ),
    );
  }
  const totals = sumSplits(lines);
  const serial = await nextSerial(tx, 'invoice');
  await tx.insert(vatDocuments).values({
    kind: 'invoice',
    serial,
    orderId,
    seller: {
      name: settings.legalName ?? '',
      address: settings.legalAddress ?? '',
      bin: settings.bin,
      phone: null,
    },
    buyer: {
      name: `${order.firstName} ${order.lastName}`.trim(),
      // The area and district when the order has them (they name the city), else its city.
      address: `${order.address}, ${order.district ? placeLine(order, 'en') : order.city}`,
      bin: null,
      phone: order.phone,
    },
    lines,
    ...totals,
  });
  return serial;
}
