import { useI18n } from '../../lib/i18n';
import { cn } from '../../lib/utils';

export type ProgressStep = {
  key: string;
  label: string;
  reached: boolean;
  /** ISO time the step was reached, shown in Dhaka time; none, no time shown. */
  at: string | null;
};

/**
 * Progress through known steps (a parcel's, a return's), unlike Timeline's events: every step is
 * listed, reached ones filled and joined by a coloured line, the last reached one the current step.
 * Screen readers hear each reached step's state in the words given (`now`, `done`).
 */
export function Steps({
  steps,
  now,
  done,
  className,
}: {
  steps: ProgressStep[];
  now: string;
  done: string;
  className?: string;
}) {
  const { dateTime } = useI18n();
  const current = steps.findLastIndex((step) => step.reached);
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <li
          key={step.key}
          aria-current={index === current ? 'step' : undefined}
          className="relative pb-4 pl-6 last:pb-0"
        >
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-4 bottom-0 left-[5px] w-0.5',
                steps[index + 1]?.reached ? 'bg-rose-700' : 'bg-stone-200',
              )}
            />
          )}
          <span
            aria-hidden="true"
            className={cn(
              'absolute top-1 left-0 size-3 rounded-full border-2',
              step.reached ? 'border-rose-700 bg-rose-700' : 'border-stone-300 bg-white',
            )}
          />
          <p
            className={cn(
              'text-sm',
              step.reached ? 'font-medium text-stone-900' : 'text-stone-600',
            )}
          >
            {step.label}
            {step.reached && <span className="sr-only"> ({index === current ? now : done})</span>}
          </p>
          {step.at && (
            <p className="text-xs text-stone-600">
              <time dateTime={step.at}>{dateTime(step.at)}</time>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
