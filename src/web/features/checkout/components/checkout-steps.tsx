import { Check } from 'lucide-react';
import type { PaymentMethod } from '#shared/pricing';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { stepsFor } from '../utils/checkout-steps';

/** The step indicator: five steps for the manual methods, four for cash on delivery and online. */
export function CheckoutSteps({ step, method }: { step: number; method: PaymentMethod }) {
  const { t, number: digits } = useI18n();
  const steps = stepsFor(method);
  return (
    <ol aria-label={t('checkout.steps.label')} className="flex items-start">
      {steps.map((name, index) => {
        const number = index + 1;
        const done = number < step;
        const current = number === step;
        return (
          <li
            key={name}
            aria-current={current ? 'step' : undefined}
            className="relative flex flex-1 flex-col items-center text-center"
          >
            {index > 0 && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2',
                  number <= step ? 'bg-rose-700' : 'bg-stone-200',
                )}
              />
            )}
            <span
              className={cn(
                'relative z-10 flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold',
                done && 'border-rose-700 bg-rose-700 text-white',
                current && 'border-rose-700 bg-white text-rose-700',
                !done && !current && 'border-stone-300 bg-white text-stone-500',
              )}
            >
              {done ? <Check className="size-4" aria-hidden="true" /> : digits(number)}
            </span>
            <span
              className={cn(
                'mt-1.5 text-[11px] leading-tight sm:text-xs',
                current ? 'font-semibold text-stone-900' : 'text-stone-600',
              )}
            >
              <span className="sr-only">
                {t('checkout.steps.position', { number, total: steps.length })}{' '}
              </span>
              {t(`checkout.step.${name}`)}
              {done && <span className="sr-only"> {t('checkout.steps.done')}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
