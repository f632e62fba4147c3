import { useId, useState } from 'react';
import { asciiDigits } from '#shared/numbers';
import type { PointsQuote } from '#shared/schemas/points';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useI18n } from '../../../lib/i18n';

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
  const id = useId();
  const [typed, setTyped] = useState(() => (points.max > 0 ? number(points.max) : ''));
  const [invalid, setInvalid] = useState(false);
  const problem = invalid ? t('points.use.invalid') : refusal && message(refusal);

  const use = () => {
    const text = asciiDigits(typed.trim()).replace(/,/g, '');
    if (!/^\d{1,8}$/.test(text)) return setInvalid(true);
    onUse(Number(text));
  };

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
          <div className="mt-2">
            <label htmlFor={id} className="text-sm font-medium text-stone-900">
              {t('points.use.label')}
            </label>
            <div className="mt-1 flex gap-2">
              <Input
                id={id}
                value={typed}
                inputMode="numeric"
                autoComplete="off"
                className="w-28"
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-error` : undefined}
                onChange={(event) => {
                  setTyped(event.currentTarget.value);
                  setInvalid(false);
                }}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  use();
                }}
              />
              <Button type="button" variant="outline" disabled={typed.trim() === ''} onClick={use}>
                {t('points.use.apply')}
              </Button>
            </div>
          </div>
        )
      )}
      {problem && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
