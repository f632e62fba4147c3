import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

export type RadioCardOption<Value extends string> = {
  value: Value;
  title: string;
  icon: LucideIcon;
  aside?: ReactNode;
  description?: ReactNode;
  /** Shown but not choosable (delivery the district rules out). */
  disabled?: boolean;
};

type RadioCardsProps<Value extends string> = {
  name: string;
  legend: string;
  value: Value;
  options: readonly RadioCardOption<Value>[];
  onChange: (value: Value) => void;
  disabled?: boolean;
};

/** Native radios dressed as cards: arrow keys, labels and form semantics come for free. */
export function RadioCards<Value extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  disabled,
}: RadioCardsProps<Value>) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-3">
        {options.map((option) => {
          const Icon = option.icon;
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose-600',
                checked
                  ? 'border-rose-600 bg-rose-50/60 ring-1 ring-rose-600'
                  : 'border-stone-300 hover:border-stone-400',
                option.disabled &&
                  'cursor-not-allowed bg-stone-50 opacity-60 hover:border-stone-300',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                className="mt-1 size-4 shrink-0 accent-rose-700"
              />
              <Icon className="mt-0.5 size-5 shrink-0 text-rose-700" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium text-stone-900">{option.title}</span>
                  {option.aside && (
                    <span className="font-semibold text-stone-900 tabular-nums">
                      {option.aside}
                    </span>
                  )}
                </span>
                {option.description && (
                  <span className="mt-1 block text-sm text-stone-600">{option.description}</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
