/**
 * The payment sweeper (docs/decisions/017): settles attempts whose callback never came, and cancels
 * online orders unpaid after PAYMENT_TIMEOUT_MINUTES. Every server runs one: claims use FOR UPDATE
 * SKIP LOCKED and a stamp, and settling locks the order, so a late callback and the sweeper cannot
 * both settle an attempt.
 */
import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE } from '#shared/i18n/languages';
import { ONLINE_PAYMENT_METHODS } from '#shared/payments';
import { orders, payments } from '../../db/schema';
import { changeOrderStatus, notifyInTransaction } from '../orders';
import { askAndSettle } from './attempts';
import type { AttemptRow } from './settle';

type Shop = Pick<FastifyInstance, 'db' | 'config' | 'paymentGateways' | 'log'>;

/** An attempt this old with no word from its shopper is asked about at its gateway. */
export const STALE_ATTEMPT_MS = 2 * 60_000;
/** A claimed attempt is left to its server for this long. */
const CLAIM_MS = 60_000;
const BATCH = 20;
export const SWEEP_INTERVAL_MS = 60_000;
export function timeoutNote(minutes: number): string {
  return `Not paid within ${minutes} minutes`;
}

class StillPaying extends Error {}

/** Started attempts older than `before` that no other server claimed within a minute. */
async function claim(shop: Shop, now: Date, where: SQL) {
  return shop.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.status, 'started'),
          lt(payments.updatedAt, new Date(now.getTime() - CLAIM_MS)),
          where,
        ),
      )
      .orderBy(payments.createdAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(payments)
      .set({ updatedAt: now })
      .where(
        inArray(
          payments.id,
          rows.map((row) => row.id),
        ),
      );
    return rows;
  });
}

/** Answers the attempts whose gateway could not say. */
async function settleAll(shop: Shop, attempts: AttemptRow[]): Promise<Set<string>> {
  const unknown = new Set<string>();
  for (const attempt of attempts) {
    if (!attempt.gatewayPaymentId) {
      // The start never reached the gateway (the server stopped mid-way): nothing to ask.
      await shop.db
        .update(payments)
        .set({ status: 'failed', settledAt: new Date() })
        .where(and(eq(payments.id, attempt.id), eq(payments.status, 'started')));
      continue;
    }
    try {
      const result = await askAndSettle(shop, attempt, 'query', 'query', {
        onPaid: notifyInTransaction(shop.config, 'placed', DEFAULT_LANGUAGE),
      });
      if (!result) unknown.add(attempt.orderId);
    } catch (error) {
      unknown.add(attempt.orderId);
      shop.log.error({ err: error, attemptId: attempt.id }, 'payment sweep: settling failed');
    }
  }
  return unknown;
}

/** Unless a payment settled meanwhile. */
async function expire(shop: Shop, orderId: string) {
  try {
    await changeOrderStatus(shop.db, {
      orderId,
      to: 'cancelled',
      actorUserId: null,
      asShopper: false,
      note: timeoutNote(shop.config.payments.timeoutMinutes),
      within: async (tx, current) => {
        if (current.status !== 'pending' || current.paymentStatus !== 'pending') {
          throw new StillPaying();
        }
        const [paid] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.orderId, orderId), eq(payments.status, 'completed')));
        if (paid) throw new StillPaying();
        await tx
          .update(payments)
          .set({ status: 'expired', settledAt: new Date() })
          .where(and(eq(payments.orderId, orderId), eq(payments.status, 'started')));
      },
      afterMove: notifyInTransaction(shop.config, 'cancelled', DEFAULT_LANGUAGE),
    });
  } catch (error) {
    if (!(error instanceof StillPaying)) throw error;
  }
}

export async function sweepPaymentsOnce(shop: Shop, now: Date = new Date()) {
  const stale = await claim(
    shop,
    now,
    lt(payments.createdAt, new Date(now.getTime() - STALE_ATTEMPT_MS)),
  );
  const unknown = await settleAll(shop, stale);
  const deadline = new Date(now.getTime() - shop.config.payments.timeoutMinutes * 60_000);
  const due = await shop.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.paymentMethod, ONLINE_PAYMENT_METHODS),
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'pending'),
        lt(orders.createdAt, deadline),
        // A payment link's order has its time from the link's sending (docs/decisions/034).
        sql`NOT EXISTS (SELECT 1 FROM payment_links l WHERE l.order_id = ${orders.id}
              AND l.issued_at >= ${deadline.toISOString()}::timestamptz)`,
        // Not while one of its attempts is claimed by another server that is asking about it.
        sql`NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = ${orders.id}
              AND p.status = 'started'
              AND p.updated_at >= ${new Date(now.getTime() - CLAIM_MS).toISOString()}::timestamptz
              AND p.updated_at <> ${now.toISOString()}::timestamptz)`,
      ),
    )
    .limit(BATCH);
  let expired = 0;
  for (const { id } of due) {
    // A gateway that could not say whether it was paid: ask again next pass before giving up.
    if (unknown.has(id)) continue;
    await expire(shop, id);
    expired += 1;
  }
  return { settled: stale.length - unknown.size, expired };
}

export type PaymentSweeper = { stop(): void };

export function startPaymentSweeper(shop: Shop, intervalMs = SWEEP_INTERVAL_MS): PaymentSweeper {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepPaymentsOnce(shop)
      .catch((error) => shop.log.error({ err: error }, 'payment sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
