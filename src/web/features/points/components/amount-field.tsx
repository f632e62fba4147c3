import { useId, useState } from 'react';
import { asciiDigits } from '#shared/numbers';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/**
 * What she types into a checkout box (Bangla digits and commas too), kept by the box so it outlives
 * Remove. `read` gets plain digits and answers the amount, or null when it is not one.
 */
export function useAmountField(
  initial: () => string,
  read: (digits: string) => number | null,
  onUse: (amount: number) => void,
) {
  const id = useId();
  const [typed, setTyped] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const type = (text: string) => {
    setTyped(text);
    setInvalid(false);
  };
  const use = () => {
    const amount = read(asciiDigits(typed.trim()).replace(/,/g, ''));
    if (amount === null) return setInvalid(true);
    onUse(amount);
  };
  return { id, typed, invalid, type, use };
}

type AmountFieldProps = {
  field: ReturnType<typeof useAmountField>;
  label: string;
  apply: string;
  /** Shown by `AmountProblem`; marks the field invalid. */
  problem: string | null | false;
  inputMode: 'numeric' | 'decimal';
  className: string;
};

/** The amount with its Use button; Enter uses it too, and must not place the order around it. */
export function AmountField({
  field,
  label,
  apply,
  problem,
  inputMode,
  className,
}: AmountFieldProps) {
  return (
    <div className="mt-2">
      <label htmlFor={field.id} className="text-sm font-medium text-stone-900">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <Input
          id={field.id}
          value={field.typed}
          inputMode={inputMode}
          autoComplete="off"
          className={className}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${field.id}-error` : undefined}
          onChange={(event) => field.type(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            field.use();
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={field.typed.trim() === ''}
          onClick={field.use}
        >
          {apply}
        </Button>
      </div>
    </div>
  );
}

/** Why the amount was not taken, under the box; the field points at it. */
export function AmountProblem({ id, problem }: { id: string; problem: string | null | false }) {
  if (!problem) return null;
  return (
    <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
      {problem}
    </p>
  );
}
