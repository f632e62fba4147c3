/**
 * Points and store credit move only here (decisions 048, 049). Spending locks the shopper's open
 * lots of the kind, soonest expiry first, so two orders spending the same balance cannot both
 * succeed; every change is a move naming its lot, so what an order spent can be given back to
 * where it came from. Lots are locked after products and promotions, as a cancel takes them.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { WalletKind, WalletMove } from '#shared/schemas/wallet';
import type { Database, Transaction } from '../../db/client';
import { walletLots, walletMoves } from '../../db/schema';

type Reader = Database | Transaction;

/** When a lot granted now expires: the owner's months later. */
export function monthsFrom(now: Date, months: number): Date {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at;
}
type Owner = { userId: string; kind: WalletKind };

const openLots = ({ userId, kind }: Owner, now: Date) =>
  and(
    eq(walletLots.userId, userId),
    eq(walletLots.kind, kind),
    gt(walletLots.remaining, 0),
    gt(walletLots.expiresAt, now),
  );

/** What she can spend now: what is left of her lots of the kind not yet expired. */
export async function walletBalance(db: Reader, owner: Owner, now: Date): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${walletLots.remaining}), 0)::int` })
    .from(walletLots)
    .where(openLots(owner, now));
  return row?.balance ?? 0;
}

/** Her lots with something left that have not expired, soonest first: "what expires when". */
export async function expiringLots(db: Reader, owner: Owner, now: Date) {
  return db
    .select({ amount: walletLots.remaining, expiresAt: walletLots.expiresAt })
    .from(walletLots)
    .where(openLots(owner, now))
    .orderBy(asc(walletLots.expiresAt), asc(walletLots.id));
}

type MoveValues = Omit<typeof walletMoves.$inferInsert, 'id' | 'createdAt'>;

async function moveLot(
  tx: Transaction,
  lot: { id: number },
  move: Omit<MoveValues, 'lotId'> & { reason: WalletMove },
) {
  await tx
    .update(walletLots)
    .set({ remaining: sql`${walletLots.remaining} + ${move.change}` })
    .where(eq(walletLots.id, lot.id));
  await tx.insert(walletMoves).values({ ...move, lotId: lot.id });
}

/** Lots past their expiry with something left are emptied, each with its 'expired' move. */
export async function writeOffExpired(tx: Transaction, owner: Owner, now: Date): Promise<void> {
  const due = await tx
    .select({ id: walletLots.id, remaining: walletLots.remaining })
    .from(walletLots)
    .where(
      and(
        eq(walletLots.userId, owner.userId),
        eq(walletLots.kind, owner.kind),
        gt(walletLots.remaining, 0),
        sql`${walletLots.expiresAt} <= ${now}`,
      ),
    )
    .for('update');
  for (const lot of due) {
    await moveLot(tx, lot, { ...owner, change: -lot.remaining, reason: 'expired' });
  }
}

/** A new lot (points earned, a refund or an addition as credit) and the move that made it. */
export async function grantLot(
  tx: Transaction,
  lot: Owner & {
    amount: number;
    expiresAt: Date;
    orderId?: string | null;
    returnId?: string | null;
  },
  move: {
    reason: WalletMove;
    /** The order the move is about, when the lot names none (a return's refund as credit). */
    orderId?: string | null;
    actorUserId?: string | null;
    note?: string | null;
  },
): Promise<boolean> {
  const { userId, kind, amount, expiresAt, orderId = null, returnId = null } = lot;
  const [made] = await tx
    .insert(walletLots)
    .values({ userId, kind, amount, remaining: amount, expiresAt, orderId, returnId })
    .onConflictDoNothing()
    .returning({ id: walletLots.id });
  if (!made) return false;
  await tx.insert(walletMoves).values({
    userId,
    kind,
    lotId: made.id,
    orderId: move.orderId ?? orderId,
    change: amount,
    reason: move.reason,
    actorUserId: move.actorUserId ?? null,
    note: move.note ?? null,
  });
  return true;
}

/**
 * Takes up to `amount` from her open lots, soonest expiry first (`first`, when given, before the
 * rest), and says how much it took and how much she held.
 */
export async function takeFromLots(
  tx: Transaction,
  owner: Owner,
  amount: number,
  move: {
    reason: WalletMove;
    orderId?: string | null;
    now: Date;
    actorUserId?: string | null;
    note?: string | null;
    first?: number | null;
    /** All of `amount` or nothing: a spend short of it takes none. */
    whole?: boolean;
  },
): Promise<{ taken: number; held: number }> {
  // Locked in id order (as giving back locks them), then spent soonest expiry first.
  const locked = await tx
    .select({ id: walletLots.id, remaining: walletLots.remaining, expiresAt: walletLots.expiresAt })
    .from(walletLots)
    .where(openLots(owner, move.now))
    .orderBy(asc(walletLots.id))
    .for('update');
  const lots = locked.sort(
    (a, b) =>
      Number(b.id === move.first) - Number(a.id === move.first) ||
      a.expiresAt.getTime() - b.expiresAt.getTime() ||
      a.id - b.id,
  );
  const held = lots.reduce((sum, lot) => sum + lot.remaining, 0);
  if (move.whole && held < amount) return { taken: 0, held };
  let left = amount;
  for (const lot of lots) {
    if (left <= 0) break;
    const taken = Math.min(left, lot.remaining);
    await moveLot(tx, lot, {
      ...owner,
      change: -taken,
      reason: move.reason,
      orderId: move.orderId ?? null,
      actorUserId: move.actorUserId ?? null,
      note: move.note ?? null,
    });
    left -= taken;
  }
  return { taken: amount - Math.max(left, 0), held };
}

/** Per lot, what the order spent of the kind and has not had back, latest spent first. */
async function unreturnedSpends(tx: Transaction, orderId: string, kind: WalletKind) {
  const rows = await tx
    .select({
      lotId: walletMoves.lotId,
      userId: walletMoves.userId,
      owed: sql<number>`(-sum(${walletMoves.change}))::int`,
      lastId: sql<number>`max(${walletMoves.id})`,
    })
    .from(walletMoves)
    .where(
      and(
        eq(walletMoves.orderId, orderId),
        eq(walletMoves.kind, kind),
        inArray(walletMoves.reason, ['spent', 'given_back']),
      ),
    )
    .groupBy(walletMoves.lotId, walletMoves.userId);
  return rows.filter((row) => row.owed > 0).sort((a, b) => b.lastId - a.lastId);
}

/** Puts `amount` (all, when null) of what the order spent back into the lots it came from. */
export async function giveBackSpent(
  tx: Transaction,
  orderId: string,
  kind: WalletKind,
  amount: number | null = null,
): Promise<number> {
  let left = amount ?? Number.POSITIVE_INFINITY;
  let given = 0;
  const spends = await unreturnedSpends(tx, orderId, kind);
  // Locked in id order, as spending locks them, before any is changed.
  const ids = spends.map((spend) => spend.lotId).sort((a, b) => a - b);
  if (ids.length > 0) {
    await tx
      .select({ id: walletLots.id })
      .from(walletLots)
      .where(inArray(walletLots.id, ids))
      .orderBy(asc(walletLots.id))
      .for('update');
  }
  for (const spend of spends) {
    if (left <= 0) break;
    const back = Math.min(left, spend.owed);
    await moveLot(
      tx,
      { id: spend.lotId },
      { userId: spend.userId, kind, orderId, change: back, reason: 'given_back' },
    );
    left -= back;
    given += back;
  }
  return given;
}
