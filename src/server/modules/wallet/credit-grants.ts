/** Store credit given (decision 049): a return's refund, or an admin's addition or removal. */
import { eq } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import type { CreditAdjustment } from '#shared/schemas/credit';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { recordAudit } from '../audit';
import { readCreditRule } from './credit-settings';
import { grantLot, monthsFrom, takeFromLots } from './wallet-ledger';

/** In the refund's transaction: one lot per return (its unique index), lasting the owner's months. */
export async function refundAsCredit(
  tx: Transaction,
  refund: { userId: string; orderId: string; returnId: string; amount: number; now: Date },
): Promise<void> {
  const rule = await readCreditRule(tx);
  await grantLot(
    tx,
    {
      userId: refund.userId,
      kind: 'credit',
      amount: refund.amount,
      expiresAt: monthsFrom(refund.now, rule.expireMonths),
      returnId: refund.returnId,
    },
    { reason: 'refunded', orderId: refund.orderId },
  );
}

/** A 404 for an id that is nobody's account, before staff read or change its credit. */
export async function requireAccountHolder(db: Database, userId: string): Promise<void> {
  const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!holder) throw new HttpError(404, msg('errors.admin.customerNotFound'));
}

/** Added as a new lot; removed from the lots expiring first, refused if she holds less. */
export async function adjustCredit(
  db: Database,
  request: { customerId: string; input: CreditAdjustment; actorUserId: string; now: Date },
): Promise<void> {
  const { customerId, input, actorUserId, now } = request;
  await requireAccountHolder(db, customerId);
  const owner = { userId: customerId, kind: 'credit' as const };
  await db.transaction(async (tx) => {
    if (input.change > 0) {
      const rule = await readCreditRule(tx);
      await grantLot(
        tx,
        { ...owner, amount: input.change, expiresAt: monthsFrom(now, rule.expireMonths) },
        { reason: 'adjusted', actorUserId, note: input.reason },
      );
    } else {
      const asked = -input.change;
      const { taken, held } = await takeFromLots(tx, owner, asked, {
        reason: 'adjusted',
        now,
        actorUserId,
        note: input.reason,
        whole: true,
      });
      if (taken < asked) {
        throw new HttpError(
          409,
          msg('errors.credit.removeMore', { held: held / 100, asked: asked / 100 }),
          'CREDIT_NOT_ENOUGH',
        );
      }
    }
    await recordAudit(tx, {
      action: 'credit.adjust',
      area: 'customers',
      entity: 'user',
      entityId: customerId,
      after: input,
    });
  });
}
