import { Check, X } from 'lucide-react';
import { RETURN_STEPS, type ReturnStatus } from '#shared/returns';
import type { AdminReturn } from '#shared/schemas/returns';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';
import { DetailSection } from '../orders/detail-section';

function whenOf(value: AdminReturn, step: ReturnStatus): string | null {
  switch (step) {
    case 'requested':
      return value.requestedAt;
    case 'accepted':
    case 'refused':
      return value.decidedAt;
    case 'received':
      return value.receivedAt;
    case 'refunded':
      return value.refund?.at ?? null;
    default:
      return null;
  }
}

function StepDot({ step, done }: { step: ReturnStatus; done: boolean }) {
  if (step === 'refused') {
    return (
      <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-red-700 text-white">
        <X className="size-3.5" />
      </span>
    );
  }
  return (
    <span
      className={cn(
        'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full',
        done ? 'bg-rose-700 text-white' : 'border border-stone-300 bg-white',
      )}
    >
      {done && <Check className="size-3.5" />}
    </span>
  );
}

/**
 * Where the return stands among its steps (requested → … → refunded), each done one ticked with
 * its time; a refused return shows its refusal after the request instead. A return brought back
 * by hand skips "on its way back".
 */
export function ReturnSteps({ value }: { value: AdminReturn }) {
  const { t, dateTime } = useI18n();
  const steps: readonly ReturnStatus[] =
    value.status === 'refused' ? ['requested', 'refused'] : RETURN_STEPS;
  const current = steps.indexOf(value.status);
  return (
    <DetailSection title={t('admin.returns.steps')}>
      <ol className="space-y-3">
        {steps.map((step, index) => {
          const done = index <= current;
          const skipped = step === 'on_way_back' && done && value.pickup === null;
          const at = done ? whenOf(value, step) : null;
          return (
            <li
              key={step}
              className="flex items-start gap-3"
              aria-current={index === current ? 'step' : undefined}
            >
              <span aria-hidden="true">
                <StepDot step={step} done={done} />
              </span>
              <div className="min-w-0 text-sm">
                <p className={cn('font-medium', done ? 'text-stone-900' : 'text-stone-600')}>
                  {t(`admin.returns.status.${step}`)}
                  {skipped && (
                    <span className="font-normal text-stone-600"> {t('admin.returns.byHand')}</span>
                  )}
                </p>
                {at && (
                  <p className="text-xs text-stone-600">
                    <time dateTime={at}>{dateTime(at)}</time>
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </DetailSection>
  );
}
