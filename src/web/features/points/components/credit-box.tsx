import { useId, useState } from 'react';
import { takaToPoisha } from '#shared/money';
import { asciiDigits } from '#shared/numbers';
import type { CreditQuote } from '#shared/schemas/credit';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useI18n } from '../../../lib/i18n';

export type CreditBoxProps = {
  /** The quote's word on her credit for this cart. */
  credit: NonNullable<CreditQuote>;
  /** The most this order can take, poisha: her balance or what is left to pay, the smaller. */
  max: number;
  /** Credit pays everything: cash on delivery, with nothing to collect. */
  paysAll: boolean;
  /** Why the server refused the amount asked, in the shopper's language. */
  refusal: string | null;
  onUse: (poisha: number) => void;
  onRemove: () => void;
};

/**
 * Checkout's "You have ৳1,200 of store credit": an amount in taka (Bangla digits too), filled in
 * with the most the order can take, with Use; or what the credit pays, with Remove. The server
 * takes it off what is left to pay.
 */
export function CreditBox({ credit, max, paysAll, refusal, onUse, onRemove }: CreditBoxProps) {
  const { t, money, message } = useI18n();
  const id = useId();
  // The amount as she would type it: taka without the sign (৳1,100.50 → 1,100.50).
  const [typed, setTyped] = useState(() => (max > 0 ? money(max).replace('৳', '') : ''));
  const [invalid, setInvalid] = useState(false);
  const problem = invalid ? t('credit.use.invalid') : refusal && message(refusal);

  const use = () => {
    const text = asciiDigits(typed.trim()).replace(/,/g, '');
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return setInvalid(true);
    const poisha = takaToPoisha(Number(text));
    if (poisha === 0) return setInvalid(true);
    onUse(poisha);
  };

  return (
    // No <form>: the box sits inside the order's form, and Enter must not place it.
    <div className="rounded-lg border border-stone-200 p-3" data-credit-box>
      <h3 className="text-sm font-medium text-stone-900">{t('credit.use.heading')}</h3>
      <p className="mt-1 text-sm text-stone-900">
        {t('credit.use.have', { amount: money(credit.balance) })}{' '}
        {credit.used === 0 && max > 0 && t('credit.use.upTo', { max: money(max) })}
      </p>
      {credit.used > 0 ? (
        <div className="mt-2 flex items-center justify-between gap-3">
          <div role="status" className="text-sm text-emerald-700">
            <p>{t('credit.use.using', { amount: money(credit.used) })}</p>
            {paysAll && <p className="font-medium">{t('credit.use.nothingToPay')}</p>}
          </div>
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            {t('credit.use.remove')}
          </Button>
        </div>
      ) : (
        max > 0 && (
          <div className="mt-2">
            <label htmlFor={id} className="text-sm font-medium text-stone-900">
              {t('credit.use.label')}
            </label>
            <div className="mt-1 flex gap-2">
              <Input
                id={id}
                value={typed}
                inputMode="decimal"
                autoComplete="off"
                className="w-32"
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
                {t('credit.use.apply')}
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
