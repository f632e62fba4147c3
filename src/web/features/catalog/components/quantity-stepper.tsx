import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { canDecrease, canIncrease, settleQuantity } from '#shared/quantity';
import { useI18n } from '../../../lib/i18n';

type QuantityStepperProps = {
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /**
   * The page forms it belongs to (docs/decisions/022): the field goes with Add to Cart's form,
   * and − and + ask the page again with the next quantity, before the scripts run or without.
   */
  forms: { cart: string; step: string };
};

const stepButton =
  'inline-flex size-11 items-center justify-center text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

/** Whole numbers from 1 to the stock: free typing, settled when the field is left. */
export function QuantityStepper({
  value,
  stock,
  onChange,
  disabled = false,
  forms,
}: QuantityStepperProps) {
  const { t } = useI18n();
  const [typed, setTyped] = useState(String(value));
  useEffect(() => setTyped(String(value)), [value]);

  const settle = () => {
    const settled = settleQuantity(typed, stock);
    setTyped(String(settled));
    onChange(settled);
  };

  return (
    <div className="inline-flex items-center rounded-md border border-stone-300">
      <button
        type="submit"
        form={forms.step}
        name="quantity"
        value={value - 1}
        className={stepButton}
        aria-label={t('catalog.quantity.decrease')}
        disabled={disabled || !canDecrease(value)}
        onClick={(event) => {
          event.preventDefault();
          onChange(value - 1);
        }}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <input
        type="text"
        name="quantity"
        form={forms.cart}
        inputMode="numeric"
        aria-label={t('catalog.quantity.label')}
        className="h-11 w-14 border-x border-stone-300 text-center text-base focus-visible:outline-2 focus-visible:outline-rose-600/40"
        value={typed}
        disabled={disabled}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={settle}
        onKeyDown={(event) => {
          if (event.key === 'Enter') settle();
        }}
      />
      <button
        type="submit"
        form={forms.step}
        name="quantity"
        value={value + 1}
        className={stepButton}
        aria-label={t('catalog.quantity.increase')}
        disabled={disabled || !canIncrease(value, stock)}
        onClick={(event) => {
          event.preventDefault();
          onChange(value + 1);
        }}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
