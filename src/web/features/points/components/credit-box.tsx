import { takaToPoisha } from '#shared/money';
import type { CreditQuote } from '#shared/schemas/credit';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';
import { AmountField, AmountProblem, useAmountField } from './amount-field';

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
  // The amount as she would type it: taka without the sign (৳1,100.50 → 1,100.50).
  const field = useAmountField(() => (max > 0 ? money(max).replace('৳', '') : ''), readTaka, onUse);
  const problem = field.invalid ? t('credit.use.invalid') : refusal && message(refusal);

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
          <AmountField
            field={field}
            label={t('credit.use.label')}
            apply={t('credit.use.apply')}
            problem={problem}
            inputMode="decimal"
            className="w-32"
          />
        )
      )}
      <AmountProblem id={field.id} problem={problem} />
    </div>
  );
}

function readTaka(digits: string) {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(digits)) return null;
  const poisha = takaToPoisha(Number(digits));
  return poisha === 0 ? null : poisha;
}
