/** A shopper's ask to spend points, judged on the server's pricing (decision 048). */
import { msg } from '#shared/i18n/translator';
import type { PointsSettings } from '#shared/schemas/points';
import { HttpError } from '../../http-error';

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
