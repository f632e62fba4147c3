import { useId, useState } from 'react';
import type { Translator } from '#shared/i18n/translator';
import { normaliseCouponCode } from '#shared/promotions';
import type { CartQuote } from '#shared/schemas/promotion';
import { useI18n } from '../lib/i18n';
import { Button } from './ui/button';
import { Input } from './ui/input';

type QuotedCoupon = NonNullable<CartQuote['coupon']>;

/** Why the server took nothing off, in the shopper's words ('Add ৳350 more to use EID20'). */
export function couponRefusalText(
  { t, money }: Pick<Translator, 't' | 'money'>,
  coupon: QuotedCoupon,
): string | null {
  if (coupon.applied || coupon.refusal === null) return null;
  return t(`coupon.refusal.${coupon.refusal}`, {
    code: coupon.code,
    amount: money(coupon.shortBy ?? 0),
  });
}

// As couponCodeSchema checks it; the zod schema itself stays off the first load.
const CODE_PATTERN = /^[A-Z0-9_-]{1,30}$/;

type CouponBoxProps = {
  /** The code the shopper applied, or null. */
  code: string | null;
  /** The server's word on it (null until the quote answers). */
  coupon: QuotedCoupon | null | undefined;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The quote could not be had: say so rather than claim anything about the code. */
  failed?: boolean;
  checking?: boolean;
};

function CodeStatus({
  code,
  coupon,
  failed,
  checking,
}: Omit<CouponBoxProps, 'onApply' | 'onRemove'>) {
  const i18n = useI18n();
  const known = coupon?.code === code ? coupon : undefined;
  const refusal = known ? couponRefusalText(i18n, known) : null;
  if (failed) return <span className="text-red-700">{i18n.t('coupon.checkFailed')}</span>;
  if (known?.applied) {
    return (
      <span className="text-emerald-700">{i18n.t('coupon.applied', { code: code ?? '' })}</span>
    );
  }
  if (refusal) return <span className="text-red-700">{refusal}</span>;
  return checking ? <span className="text-stone-500">…</span> : null;
}

function AppliedCode(props: CouponBoxProps & { code: string }) {
  const { t } = useI18n();
  const { code, onRemove } = props;
  return (
    <div className="rounded-lg border border-stone-200 p-3" data-coupon={code}>
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm">
          <span className="rounded bg-stone-100 px-1.5 py-0.5 font-mono font-semibold text-stone-900">
            {code}
          </span>
        </p>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t('coupon.removeCode', { code })}
        >
          {t('coupon.remove')}
        </Button>
      </div>
      <p role="status" className="mt-1 text-sm">
        <CodeStatus {...props} />
      </p>
    </div>
  );
}

/** 'Have a code?' with Apply; once applied, the code, what the server said of it, and Remove. */
export function CouponBox(props: CouponBoxProps) {
  const { t } = useI18n();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  if (props.code !== null) return <AppliedCode {...props} code={props.code} />;

  const apply = () => {
    const next = normaliseCouponCode(typed);
    if (!CODE_PATTERN.test(next)) return setInvalid(true);
    setTyped('');
    props.onApply(next);
  };
  return (
    // No <form>: at checkout the box sits inside the order's form, and Enter must not place it.
    <div>
      <label htmlFor={id} className="text-sm font-medium text-stone-900">
        {t('coupon.label')}
      </label>
      <div className="mt-1 flex gap-2">
        <Input
          id={id}
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="min-w-0 flex-1 uppercase"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (typed.trim() !== '') apply();
          }}
        />
        <Button type="button" variant="outline" disabled={typed.trim() === ''} onClick={apply}>
          {t('coupon.apply')}
        </Button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {t('validation.couponCode.invalid')}
        </p>
      )}
    </div>
  );
}

/** '৳420 more for free delivery' with a bar, or 'You get free delivery'. */
export function FreeDeliveryProgress({ offer }: { offer: CartQuote['freeDelivery'] }) {
  const { t, money } = useI18n();
  if (!offer) return null;
  const reached = offer.remaining <= 0;
  const done = offer.over > 0 ? Math.min(1, (offer.over - offer.remaining) / offer.over) : 1;
  return (
    <div className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" data-free-delivery>
      <p className="font-medium">
        {reached
          ? t('freeDelivery.reached')
          : t('freeDelivery.remaining', { amount: money(offer.remaining) })}
      </p>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-emerald-100" aria-hidden="true">
        <div className="h-full rounded-full bg-emerald-600" style={{ width: `${done * 100}%` }} />
      </div>
    </div>
  );
}
