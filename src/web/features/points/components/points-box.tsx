import type { PointsQuote } from '#shared/schemas/points';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';
import { AmountField, AmountProblem, useAmountField } from './amount-field';

export type PointsBoxProps = {
  /** The quote's word on points for this cart. */
  points: NonNullable<PointsQuote>;
  /** Why the server refused the number asked, in the shopper's language. */
  refusal: string | null;
  onUse: (points: number) => void;
  onRemove: () => void;
};

/**
 * Checkout's "You have 120 points (৳120). Use up to 40 on this order": a number (Bangla digits
 * too) with Use, or what the used points take off with Remove. The server prices them.
 */
export function PointsBox({ points, refusal, onUse, onRemove }: PointsBoxProps) {
  const { t, money, number, message } = useI18n();
  const initial = () => (points.max > 0 ? number(points.max) : '');
  const field = useAmountField(initial, readPoints, onUse);
  const problem = field.invalid ? t('points.use.invalid') : refusal && message(refusal);

  return (
    // No <form>: the box sits inside the order's form, and Enter must not place it.
    <div className="rounded-lg border border-stone-200 p-3" data-points-box>
      <p className="text-sm text-stone-900">
        {t('points.use.have', {
          count: points.balance,
          amount: money(points.balance * points.worth),
        })}{' '}
        {points.max > 0 ? t('points.use.upTo', { max: points.max }) : t('points.use.cannot')}
      </p>
      {points.used > 0 ? (
        <div className="mt-2 flex items-center justify-between gap-3">
          <p role="status" className="text-sm text-emerald-700">
            {t('points.use.using', { count: points.used, amount: money(points.discount) })}
          </p>
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            {t('points.use.remove')}
          </Button>
        </div>
      ) : (
        points.max > 0 && (
          <AmountField
            field={field}
            label={t('points.use.label')}
            apply={t('points.use.apply')}
            problem={problem}
            inputMode="numeric"
            className="w-28"
          />
        )
      )}
      <AmountProblem id={field.id} problem={problem} />
    </div>
  );
}

function readPoints(digits: string) {
  return /^\d{1,8}$/.test(digits) ? Number(digits) : null;
}
