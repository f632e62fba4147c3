/** Courier payouts: cash collected at the door and still owed (shared/schemas/delivery.ts). */
import { and, asc, desc, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import type { PayoutReport, payoutInputSchema, payoutQuerySchema } from '#shared/schemas/delivery';
import type { Database } from '../../db/client';
import { courierPayouts, shipments } from '../../db/schema';
import { HttpError } from '../../http-error';

export type PayoutQuery = z.output<typeof payoutQuerySchema>;
export type PayoutInput = z.output<typeof payoutInputSchema>;

/** Days are Dhaka's: a parcel delivered at 1 a.m. in Dhaka belongs to that Dhaka day. */
// A literal, not a parameter: PostgreSQL must see the grouped expression as the selected one.
const DHAKA = sql.raw(`'Asia/Dhaka'`);
const dhakaDay = (column: SQLWrapper) =>
  sql<string>`to_char(${column} AT TIME ZONE ${DHAKA}, 'YYYY-MM-DD')`;

/** A partly delivered parcel brought cash too: both count as delivered for payouts. */
const delivered = inArray(shipments.status, ['delivered', 'partial_delivered']);
/** A courier that did not state what it collected collected what it was asked to. */
const collected = sql<number>`coalesce(${shipments.collectedAmount}, ${shipments.codAmount})`;
const charge = sql<number>`coalesce(${shipments.charge}, 0)`;

const UNPAID_LIMIT = 2000;
const PAYOUTS_LIMIT = 200;

function inDays(column: SQLWrapper, query: PayoutQuery) {
  const conditions: SQL[] = [];
  if (query.from) conditions.push(sql`${dhakaDay(column)} >= ${query.from}`);
  if (query.to) conditions.push(sql`${dhakaDay(column)} <= ${query.to}`);
  return conditions;
}

function deliveredWhere(query: PayoutQuery): SQL | undefined {
  return and(
    delivered,
    sql`${shipments.deliveredAt} IS NOT NULL`,
    query.courier ? eq(shipments.courier, query.courier) : undefined,
    ...inDays(shipments.deliveredAt, query),
  );
}

/**
 * One row per courier and day. `paidOut`: that day's parcels' cash, net of fees, that a payout
 * covers (a payout can span days and is listed apart); `owed`: collected − charges − paid out.
 */
export async function payoutRows(db: Database, query: PayoutQuery): Promise<PayoutReport['rows']> {
  const day = dhakaDay(shipments.deliveredAt);
  const paid = sql`${shipments.payoutId} IS NOT NULL`;
  const rows = await db
    .select({
      courier: shipments.courier,
      day,
      parcels: sql<number>`count(*)::int`,
      collected: sql<number>`coalesce(sum(${collected}), 0)::int`,
      charges: sql<number>`coalesce(sum(${charge}), 0)::int`,
      paidOut: sql<number>`coalesce(sum(${collected} - ${charge}) FILTER (WHERE ${paid}), 0)::int`,
    })
    .from(shipments)
    .where(deliveredWhere(query))
    .groupBy(shipments.courier, day)
    .orderBy(desc(day), asc(shipments.courier));
  return rows.map((row) => ({
    ...row,
    owed: row.collected - row.charges - row.paidOut,
  }));
}

export async function payoutReport(db: Database, query: PayoutQuery): Promise<PayoutReport> {
  const parcelCount = db
    .select({ payoutId: shipments.payoutId, parcels: sql<number>`count(*)::int`.as('parcels') })
    .from(shipments)
    .groupBy(shipments.payoutId)
    .as('covered');
  const [rows, unpaid, payouts] = await Promise.all([
    payoutRows(db, query),
    db
      .select({
        shipmentId: shipments.id,
        orderId: shipments.orderId,
        courier: shipments.courier,
        consignmentId: shipments.consignmentId,
        deliveredAt: shipments.deliveredAt,
        codAmount: shipments.codAmount,
        collectedAmount: collected,
        charge: shipments.charge,
      })
      .from(shipments)
      .where(and(deliveredWhere(query), isNull(shipments.payoutId)))
      .orderBy(asc(shipments.deliveredAt), asc(shipments.id))
      .limit(UNPAID_LIMIT),
    db
      .select({
        id: courierPayouts.id,
        courier: courierPayouts.courier,
        amount: courierPayouts.amount,
        reference: courierPayouts.reference,
        paidAt: courierPayouts.paidAt,
        parcels: sql<number>`coalesce(${parcelCount.parcels}, 0)::int`,
      })
      .from(courierPayouts)
      .leftJoin(parcelCount, eq(parcelCount.payoutId, courierPayouts.id))
      .where(
        and(
          query.courier ? eq(courierPayouts.courier, query.courier) : undefined,
          // The payouts for the parcels the days cover, whenever the courier paid them.
          query.from || query.to
            ? sql`EXISTS (SELECT 1 FROM ${shipments} WHERE ${shipments.payoutId} = ${courierPayouts.id} AND ${and(...inDays(shipments.deliveredAt, query))})`
            : undefined,
        ),
      )
      .orderBy(desc(courierPayouts.paidAt), desc(courierPayouts.id))
      .limit(PAYOUTS_LIMIT),
  ]);
  return {
    rows,
    unpaid: unpaid.map((parcel) => ({
      ...parcel,
      deliveredAt: (parcel.deliveredAt ?? new Date(0)).toISOString(),
      // What the courier says it took at the door against what the order still owed at booking.
      mismatch: parcel.collectedAmount !== parcel.codAmount,
    })),
    payouts: payouts.map((payout) => ({ ...payout, paidAt: payout.paidAt.toISOString() })),
  };
}

/** Parcels locked in id order: a second payout naming them waits, then is refused: no deadlock. */
export async function recordPayout(
  db: Database,
  input: PayoutInput,
  actorUserId: string,
): Promise<number> {
  const ids = [...new Set(input.shipmentIds)].sort();
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({
        id: shipments.id,
        courier: shipments.courier,
        status: shipments.status,
        consignmentId: shipments.consignmentId,
        payoutId: shipments.payoutId,
      })
      .from(shipments)
      .where(inArray(shipments.id, ids))
      .orderBy(asc(shipments.id))
      .for('update');
    const byId = new Map(locked.map((parcel) => [parcel.id, parcel]));
    for (const id of ids) {
      const parcel = byId.get(id);
      const payable =
        parcel &&
        (parcel.status === 'delivered' || parcel.status === 'partial_delivered') &&
        parcel.courier === input.courier &&
        parcel.payoutId === null;
      if (!payable) {
        throw new HttpError(
          409,
          msg('admin.payouts.server.notPayable', { parcel: parcel?.consignmentId ?? id }),
          'PARCEL_NOT_PAYABLE',
        );
      }
    }
    const [payout] = await tx
      .insert(courierPayouts)
      .values({
        courier: input.courier,
        amount: input.amount,
        reference: input.reference,
        paidAt: new Date(input.paidAt),
        note: input.note,
        actorUserId,
      })
      .returning({ id: courierPayouts.id });
    if (!payout) throw new Error('the payout was not recorded');
    await tx.update(shipments).set({ payoutId: payout.id }).where(inArray(shipments.id, ids));
    return payout.id;
  });
}

/** Plain figures (1250.00) that spreadsheets read as numbers. */
const taka = (poisha: number) => (poisha / 100).toFixed(2);

const CSV_COLUMNS: [string, (row: PayoutReport['rows'][number]) => string | number][] = [
  ['Courier', (row) => row.courier],
  ['Delivery day', (row) => row.day],
  ['Parcels', (row) => row.parcels],
  ['Collected', (row) => taka(row.collected)],
  ['Charges', (row) => taka(row.charges)],
  ['Paid out', (row) => taka(row.paidOut)],
  ['Owed', (row) => taka(row.owed)],
];

/**
 * Quoted always; a leading = + - @ is defused so a spreadsheet never runs a cell's text, as in the
 * orders CSV, except a plain figure: a courier owing less than its fees owes a negative amount.
 */
function csvCell(value: string | number): string {
  const text = String(value);
  const figure = /^-?\d+(\.\d+)?$/.test(text);
  const safe = !figure && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export async function payoutsCsv(db: Database, query: PayoutQuery): Promise<string> {
  const rows = await payoutRows(db, query);
  const lines = [
    CSV_COLUMNS.map(([title]) => csvCell(title)).join(','),
    ...rows.map((row) => CSV_COLUMNS.map(([, cell]) => csvCell(cell(row))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
