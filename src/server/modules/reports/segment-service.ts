/**
 * Customer segments (docs/guide/reports.md "Segments"): saved rules over every phone's orders that
 * count. A member may get marketing messages only if an account of hers (signing in with the phone,
 * or having placed one of her orders) switched them on: guests and chat orders gave no consent.
 */
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import {
  SEGMENT_MEMBERS_SHOWN,
  type Segment,
  type SegmentInput,
  type SegmentMember,
  type SegmentMembers,
  type SegmentRules,
} from '#shared/schemas/segments';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  customerSegments,
  customerSummaries,
  orderItems,
  orders,
  products,
  profiles,
  users,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import { recordAudit } from '../audit';
import { dayOfNumber, dhakaDayNumber } from './report-range';

const DAY_MS = 86_400_000;

type MemberRow = {
  phone: string;
  name: string;
  orders: unknown;
  spent: unknown;
  last_day: number;
  location: 'dhaka' | 'outside';
  marketing_allowed: boolean;
  matched: unknown;
  allowed_total: unknown;
};

/** The rules as conditions on one phone's figures (`c`, below). */
function conditions(rules: SegmentRules, now: Date): SQL {
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const parts: SQL[] = [sql`true`];
  if (rules.category !== undefined || rules.boughtWithinDays !== undefined) {
    const category =
      rules.category === undefined
        ? sql``
        : sql`AND EXISTS (SELECT 1 FROM ${orderItems} i JOIN ${products} p ON p.id = i.product_id
            WHERE i.order_id = o.id AND p.category = ${rules.category})`;
    const recent =
      rules.boughtWithinDays === undefined
        ? sql``
        : sql`AND o.created_at >= ${since(rules.boughtWithinDays)}`;
    parts.push(sql`EXISTS (SELECT 1 FROM ${orders} o
      WHERE o.phone = c.phone AND o.status <> 'cancelled' ${recent} ${category})`);
  }
  if (rules.minOrders !== undefined) parts.push(sql`c.orders >= ${rules.minOrders}`);
  if (rules.maxOrders !== undefined) parts.push(sql`c.orders <= ${rules.maxOrders}`);
  if (rules.location !== undefined) parts.push(sql`c.location = ${rules.location}`);
  if (rules.minSpent !== undefined) parts.push(sql`c.spent >= ${rules.minSpent}`);
  if (rules.noOrderForDays !== undefined) {
    parts.push(sql`c.last_at < ${since(rules.noOrderForDays)}`);
  }
  return sql.join(parts, sql` AND `);
}

/**
 * One row per customer (`c`): her phone's figures over its orders that count, as kept by the
 * orders' triggers (migration 0037); catchUp folds in the orders changed since the last read.
 */
const CUSTOMERS = sql`SELECT * FROM ${customerSummaries}`;

function catchUp(db: Database) {
  return db.execute(sql`SELECT customer_summaries_catch_up()`);
}

/**
 * The phones an account of hers switched marketing messages on for: one that placed her orders,
 * or one that signs in with her phone; read once, as a set.
 */
const CONSENTING = sql`
  SELECT mine.phone FROM ${orders} mine JOIN ${profiles} pr ON pr.user_id = mine.user_id
  WHERE pr.notify_marketing
  UNION
  SELECT substr(u.phone_number, 4) FROM ${users} u JOIN ${profiles} pr ON pr.user_id = u.id
  WHERE u.phone_number LIKE '+88%' AND u.phone_number_verified AND pr.notify_marketing`;
const MARKETING_ALLOWED = sql`c.phone IN (SELECT phone FROM consenting)`;

/** The customers the rules choose, most spent first, with how many there are in all. */
async function members(db: Database, rules: SegmentRules, now: Date, limit: number | null) {
  await catchUp(db);
  return db.execute<MemberRow>(sql`
    WITH c AS (${CUSTOMERS}), consenting AS (${CONSENTING}),
    chosen AS (SELECT c.*, ${MARKETING_ALLOWED} AS marketing_allowed FROM c WHERE ${conditions(rules, now)})
    SELECT phone, name, orders, spent, ${dhakaDayNumber(sql`last_at`)} AS last_day, location,
      marketing_allowed, count(*) OVER () AS matched,
      count(*) FILTER (WHERE marketing_allowed) OVER () AS allowed_total
    FROM chosen
    ORDER BY spent DESC, phone
    ${limit === null ? sql`` : sql`LIMIT ${limit}`}
  `);
}

/** Each segment's members and consenting members, all in one pass over the customers. */
async function countsOf(db: Database, segments: SegmentRow[], now: Date) {
  if (segments.length === 0) return [];
  await catchUp(db);
  const counts = segments.map(
    ({ rules }, index) => sql`
      count(*) FILTER (WHERE ${conditions(rules, now)}) AS ${sql.raw(`members_${index}`)},
      count(*) FILTER (WHERE ${conditions(rules, now)} AND ${MARKETING_ALLOWED}) AS ${sql.raw(`allowed_${index}`)}`,
  );
  const { rows } = await db.execute<Record<string, unknown>>(
    sql`WITH c AS (${CUSTOMERS}), consenting AS (${CONSENTING})
      SELECT ${sql.join(counts, sql`, `)} FROM c`,
  );
  return segments.map((_, index) => ({
    members: Number(rows[0]?.[`members_${index}`] ?? 0),
    marketingAllowed: Number(rows[0]?.[`allowed_${index}`] ?? 0),
  }));
}

const toMember = (row: MemberRow): SegmentMember => ({
  phone: row.phone,
  name: row.name,
  orders: Number(row.orders),
  spent: Number(row.spent),
  lastOrderOn: dayOfNumber(Number(row.last_day)),
  location: row.location,
  marketingAllowed: row.marketing_allowed,
});

type SegmentRow = typeof customerSegments.$inferSelect;

function segmentOf(
  row: SegmentRow,
  counts: { members: number; marketingAllowed: number },
): Segment {
  return {
    id: row.id,
    name: row.name,
    rules: row.rules,
    ...counts,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSegments(db: Database, now: Date): Promise<Segment[]> {
  const rows = await db.select().from(customerSegments).orderBy(asc(customerSegments.name));
  const counts = await countsOf(db, rows, now);
  return rows.map((row, index) =>
    segmentOf(row, counts[index] ?? { members: 0, marketingAllowed: 0 }),
  );
}

async function segmentRow(db: Database, id: number): Promise<SegmentRow> {
  const [row] = await db.select().from(customerSegments).where(eq(customerSegments.id, id));
  if (!row) throw new HttpError(404, msg('admin.segments.error.notFound'));
  return row;
}

export async function createSegment(
  db: Database,
  input: SegmentInput,
  createdByUserId: string,
  now: Date,
): Promise<Segment> {
  let saved: SegmentRow;
  try {
    saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customerSegments)
        .values({ ...input, createdByUserId })
        .returning();
      if (!row) throw new Error('segment insert returned nothing');
      await recordAudit(tx, {
        action: 'segments.create',
        entity: 'segment',
        entityId: row.id,
        after: input,
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'customer_segments_name_unique')) {
      throw new HttpError(409, msg('admin.segments.error.nameTaken'));
    }
    throw error;
  }
  const [counts] = await countsOf(db, [saved], now);
  return segmentOf(saved, counts ?? { members: 0, marketingAllowed: 0 });
}

export async function deleteSegment(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(customerSegments).where(eq(customerSegments.id, id)).returning();
    if (!row) throw new HttpError(404, msg('admin.segments.error.notFound'));
    await recordAudit(tx, {
      action: 'segments.delete',
      entity: 'segment',
      entityId: id,
      before: { name: row.name, rules: row.rules },
    });
  });
}

export async function segmentMembers(db: Database, id: number, now: Date): Promise<SegmentMembers> {
  const row = await segmentRow(db, id);
  const { rows } = await members(db, row.rules, now, SEGMENT_MEMBERS_SHOWN);
  const counts = {
    members: Number(rows[0]?.matched ?? 0),
    marketingAllowed: Number(rows[0]?.allowed_total ?? 0),
  };
  return { segment: segmentOf(row, counts), members: rows.map(toMember) };
}

/** Every member who allowed marketing messages, for an SMS campaign. */
export async function segmentPhones(db: Database, id: number, now: Date) {
  const row = await segmentRow(db, id);
  const { rows } = await members(db, row.rules, now, null);
  return { segment: row, members: rows.map(toMember).filter((member) => member.marketingAllowed) };
}
