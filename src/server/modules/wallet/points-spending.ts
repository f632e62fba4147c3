/**
 * Spending points at checkout (decision 048): priced by the owner's rule, judged against the
 * order's cap, and taken all or none from the lots that expire first.
 */
import { msg } from '#shared/i18n/translator';
import type { PointsSettings } from '#shared/schemas/points';
import type { Transaction } from '../../db/client';
import { HttpError } from '../../http-error';
import { takeFromLots } from './wallet-ledger';

/** What the pricing engine needs of the rule; null when the shop gives no points. */
export function pointsPricingOf(rule: PointsSettings, use: number) {
  return rule.enabled ? { use, worth: rule.worthTaka * 100, maxPercent: rule.maxPercent } : null;
}

/**
 * Refuses more than the order's cap or than she holds; `held` null where spending is about to
 * count them under the lots' locks (placing an order).
 */
export function judgePointsAsk(
  rule: PointsSettings,
  asked: number,
  priced: { cap: number } | null,
  held: number | null,
): void {
  if (asked === 0) return;
  if (!rule.enabled || priced === null) {
    throw new HttpError(409, msg('errors.points.off'), 'POINTS_OFF');
  }
  if (held !== null && asked > held) {
    throw new HttpError(409, msg('errors.points.notEnough', { held, asked }), 'POINTS_NOT_ENOUGH');
  }
  if (asked > priced.cap) {
    throw new HttpError(409, msg('errors.points.overCap', { cap: priced.cap }), 'POINTS_OVER_CAP');
  }
}

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
