/** Spending points at checkout (decision 048): all of them or none, refused with a message. */
import { msg } from '#shared/i18n/translator';
import type { Transaction } from '../../db/client';
import { HttpError } from '../../http-error';
import { takeFromLots } from './wallet-ledger';

export async function spendPoints(
  tx: Transaction,
  spend: { userId: string; orderId: string; points: number; now: Date },
): Promise<void> {
  if (spend.points <= 0) return;
  const { taken, held } = await takeFromLots(
    tx,
    { userId: spend.userId, kind: 'points' },
    spend.points,
    { reason: 'spent', orderId: spend.orderId, now: spend.now, whole: true },
  );
  if (taken < spend.points) {
    throw new HttpError(
      409,
      msg('errors.points.notEnough', { held, asked: spend.points }),
      'POINTS_NOT_ENOUGH',
    );
  }
}
