/** Admin → Promotions (decision 016): a used coupon keeps its terms, which its orders refer to. */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import type { PromotionStatus } from '#shared/promotions';
import {
  type Promotion,
  type PromotionPatch,
  type PromotionValues,
  promotionInputSchema,
} from '#shared/schemas/admin-promotions';
import type { Database, Transaction } from '../../db/client';
import { orders, promotions, promotionUses } from '../../db/schema';
import { HttpError } from '../../http-error';
import { changedFields, recordAudit } from '../audit';

type PromotionRow = typeof promotions.$inferSelect;
type Figures = { orders: number; revenue: number; discountGiven: number };

const NO_FIGURES: Figures = { orders: 0, revenue: 0, discountGiven: 0 };

export function promotionStatus(row: PromotionRow, now: Date): PromotionStatus {
  if (row.usageLimit !== null && row.uses >= row.usageLimit) return 'used_up';
  if (!row.active || (row.endsAt !== null && row.endsAt <= now)) return 'ended';
  if (row.startsAt > now) return 'scheduled';
  return 'running';
}

function toPromotion(row: PromotionRow, figures: Figures, now: Date): Promotion {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    name: row.name,
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxDiscount: row.maxDiscount,
    minSubtotal: row.minSubtotal,
    productIds: row.productIds,
    variantIds: row.variantIds,
    categories: row.categories as Promotion['categories'],
    brands: row.brands,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    excludeSaleItems: row.excludeSaleItems,
    active: row.active,
    status: promotionStatus(row, now),
    uses: row.uses,
    ...figures,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the orders that used each promotion brought; cancelled orders count for nothing. */
async function figuresOf(db: Database, id?: number): Promise<Map<number, Figures>> {
  const rows = await db
    .select({
      id: promotionUses.promotionId,
      orders: sql<number>`count(${orders.id})::integer`,
      revenue: sql<number>`coalesce(sum(${orders.total}), 0)::integer`,
      discountGiven: sql<number>`coalesce(sum(${orders.discount} + ${orders.deliveryDiscount}), 0)::integer`,
    })
    .from(promotionUses)
    .innerJoin(orders, and(eq(orders.id, promotionUses.orderId), ne(orders.status, 'cancelled')))
    .where(id === undefined ? undefined : eq(promotionUses.promotionId, id))
    .groupBy(promotionUses.promotionId);
  return new Map(rows.map(({ id: promotionId, ...figures }) => [promotionId, figures]));
}

export async function listPromotions(db: Database, now: Date): Promise<Promotion[]> {
  const [rows, figures] = await Promise.all([
    db.select().from(promotions).orderBy(desc(promotions.createdAt), desc(promotions.id)),
    figuresOf(db),
  ]);
  return rows.map((row) => toPromotion(row, figures.get(row.id) ?? NO_FIGURES, now));
}

export async function getPromotion(db: Database, id: number, now: Date): Promise<Promotion> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  if (!row) throw new HttpError(404, msg('admin.promotions.error.notFound'));
  const figures = await figuresOf(db, id);
  return toPromotion(row, figures.get(id) ?? NO_FIGURES, now);
}

function columnsOf(values: PromotionValues) {
  return {
    ...values,
    startsAt: new Date(values.startsAt),
    endsAt: values.endsAt === null ? null : new Date(values.endsAt),
  };
}

function valuesOf(row: PromotionRow): PromotionValues {
  const { id: _id, uses: _uses, createdAt: _c, updatedAt: _u, ...values } = row;
  return {
    ...values,
    categories: row.categories as PromotionValues['categories'],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

/** The coupon code is kept under its own name: a key called `code` is redacted as a sign-in code. */
function audited(row: PromotionRow) {
  const { code, ...values } = valuesOf(row);
  return { ...values, couponCode: code };
}

async function refuseTakenCode(tx: Transaction, code: string | null, exceptId?: number) {
  if (code === null) return;
  const [clash] = await tx
    .select({ id: promotions.id })
    .from(promotions)
    .where(sql`upper(${promotions.code}) = ${code.toUpperCase()}`);
  if (clash && clash.id !== exceptId) throw codeTaken(code);
}

function codeTaken(code: string): HttpError {
  return new HttpError(
    409,
    msg('admin.promotions.error.codeTaken', { code }),
    'PROMOTION_CODE_TAKEN',
  );
}

/** Two admins saving the same new code at once: the unique index catches the second. */
function codeRace(error: unknown, code: string | null): never {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const details = cause as { code?: string; constraint?: string };
  if (code !== null && details.code === '23505' && details.constraint === 'promotions_code_idx') {
    throw codeTaken(code);
  }
  throw error;
}

export async function createPromotion(
  db: Database,
  values: PromotionValues,
  now: Date,
): Promise<Promotion> {
  const row = await db
    .transaction(async (tx) => {
      await refuseTakenCode(tx, values.code);
      const [created] = await tx.insert(promotions).values(columnsOf(values)).returning();
      if (!created) throw new Error('the promotion was not written');
      await recordAudit(tx, {
        action: 'promotion.create',
        entity: 'promotion',
        entityId: created.id,
        after: audited(created),
      });
      return created;
    })
    .catch((error: unknown) => codeRace(error, values.code));
  return toPromotion(row, NO_FIGURES, now);
}

/** A used coupon may only be renamed, switched on or off, or end earlier than it would. */
function lockedChange(before: PromotionValues, after: PromotionValues): boolean {
  const free = new Set<keyof PromotionValues>(['name', 'active', 'endsAt', 'startsAt']);
  for (const key of Object.keys(after) as (keyof PromotionValues)[]) {
    if (free.has(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) return true;
  }
  if (Date.parse(after.startsAt) !== Date.parse(before.startsAt)) return true;
  const endOf = (values: PromotionValues) =>
    values.endsAt === null ? Number.POSITIVE_INFINITY : Date.parse(values.endsAt);
  return endOf(after) > endOf(before);
}

async function lockedRow(tx: Transaction, id: number): Promise<PromotionRow> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  if (!row) throw new HttpError(404, msg('admin.promotions.error.notFound'));
  return row;
}

/**
 * Changes the fields sent; the promotion they make together is checked like a new one. Returns
 * the promotion and whether a sale was touched (its prices must be applied again).
 */
export async function updatePromotion(
  db: Database,
  id: number,
  patch: PromotionPatch,
  now: Date,
): Promise<{ promotion: Promotion; saleChanged: boolean }> {
  let code: string | null = null;
  const { row, saleChanged } = await db
    .transaction(async (tx) => {
      const stored = await lockedRow(tx, id);
      const before = valuesOf(stored);
      const parsed = promotionInputSchema.safeParse({ ...before, ...patch });
      if (!parsed.success) {
        throw new HttpError(400, parsed.error.issues[0]?.message ?? msg('errors.invalidInput'));
      }
      const after = parsed.data;
      code = after.code;
      if (stored.uses > 0 && lockedChange(before, after)) {
        throw new HttpError(
          409,
          msg('admin.promotions.error.locked', { count: stored.uses }),
          'PROMOTION_LOCKED',
        );
      }
      if (after.code !== before.code) await refuseTakenCode(tx, after.code, id);
      const [updated] = await tx
        .update(promotions)
        .set(columnsOf(after))
        .where(eq(promotions.id, id))
        .returning();
      if (!updated) throw new Error('the promotion was not written');
      const change = changedFields(audited(stored), audited(updated));
      if (change) {
        await recordAudit(tx, {
          action: 'promotion.update',
          entity: 'promotion',
          entityId: id,
          ...change,
        });
      }
      return { row: updated, saleChanged: stored.kind === 'sale' || updated.kind === 'sale' };
    })
    .catch((error: unknown) => codeRace(error, code));
  const figures = await figuresOf(db, id);
  return { promotion: toPromotion(row, figures.get(id) ?? NO_FIGURES, now), saleChanged };
}

/** Ends it now, kept with its uses and orders; one not yet started gets a start a moment ago. */
export async function endPromotion(
  db: Database,
  id: number,
  now: Date,
): Promise<{ promotion: Promotion; saleChanged: boolean }> {
  const row = await db.transaction(async (tx) => {
    const stored = await lockedRow(tx, id);
    if (stored.endsAt !== null && stored.endsAt <= now) return stored;
    const startsAt = stored.startsAt < now ? stored.startsAt : new Date(now.getTime() - 1000);
    const [updated] = await tx
      .update(promotions)
      .set({ startsAt, endsAt: now })
      .where(eq(promotions.id, id))
      .returning();
    if (!updated) throw new Error('the promotion was not written');
    await recordAudit(tx, {
      action: 'promotion.end',
      entity: 'promotion',
      entityId: id,
      ...(changedFields(audited(stored), audited(updated)) ?? {}),
    });
    return updated;
  });
  const figures = await figuresOf(db, id);
  return {
    promotion: toPromotion(row, figures.get(id) ?? NO_FIGURES, now),
    saleChanged: row.kind === 'sale',
  };
}
