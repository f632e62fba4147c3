/** A shopper's points and credit as her account page shows them (decisions 048, 049). */
import { and, desc, eq } from 'drizzle-orm';
import type { CreditAccount } from '#shared/schemas/credit';
import type { PointsAccount } from '#shared/schemas/points';
import type { WalletKind } from '#shared/schemas/wallet';
import type { Database } from '../../db/client';
import { walletMoves } from '../../db/schema';
import { readCreditRule } from './credit-settings';
import { readPointsRule } from './points-settings';
import { expiringLots, walletBalance, writeOffExpired } from './wallet-ledger';

const HISTORY_LIMIT = 100;

/** The balance, what expires when, and the newest moves; lapsed lots are written off first. */
export async function walletView(
  db: Database,
  owner: { userId: string; kind: WalletKind },
  now: Date,
) {
  await db.transaction((tx) => writeOffExpired(tx, owner, now));
  const [balance, expiring, moves] = await Promise.all([
    walletBalance(db, owner, now),
    expiringLots(db, owner, now),
    db
      .select()
      .from(walletMoves)
      .where(and(eq(walletMoves.userId, owner.userId), eq(walletMoves.kind, owner.kind)))
      .orderBy(desc(walletMoves.createdAt), desc(walletMoves.id))
      .limit(HISTORY_LIMIT),
  ]);
  return {
    balance,
    expiring: expiring.map((lot) => ({
      amount: lot.amount,
      expiresAt: lot.expiresAt.toISOString(),
    })),
    history: moves.map((move) => ({
      id: move.id,
      change: move.change,
      reason: move.reason,
      orderId: move.orderId,
      note: move.note,
      createdAt: move.createdAt.toISOString(),
    })),
  };
}

export async function pointsAccount(
  db: Database,
  userId: string,
  now: Date,
): Promise<PointsAccount> {
  const [rule, view] = await Promise.all([
    readPointsRule(db),
    walletView(db, { userId, kind: 'points' }, now),
  ]);
  return {
    enabled: rule.enabled,
    worth: rule.worthTaka * 100,
    earnTaka: rule.earnTaka,
    maxPercent: rule.maxPercent,
    balance: view.balance,
    expiring: view.expiring.map((lot) => ({ points: lot.amount, expiresAt: lot.expiresAt })),
    history: view.history.map(({ note: _note, ...move }) => move),
  };
}

export async function creditAccount(
  db: Database,
  userId: string,
  now: Date,
): Promise<CreditAccount> {
  const [rule, view] = await Promise.all([
    readCreditRule(db),
    walletView(db, { userId, kind: 'credit' }, now),
  ]);
  return { refunds: rule.refunds, ...view };
}
