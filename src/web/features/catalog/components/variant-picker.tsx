import { useId, useState } from 'react';
import type { Translator } from '#shared/i18n/translator';
import type { Product } from '#shared/schemas/product';
import { type Choice, type OptionValue, optionValues } from '#shared/variant-choice';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

const KNOWN_OPTIONS = { shade: 'shade', size: 'size', volume: 'volume', colour: 'colour' } as const;
const ALIASES: Record<string, keyof typeof KNOWN_OPTIONS> = { color: 'colour' };

/** 'Shade' as the reader's language calls it; an option the shop named itself stays as named. */
export function optionLabel(t: Translator['t'], name: string): string {
  const key = name.trim().toLowerCase();
  const known = KNOWN_OPTIONS[key as keyof typeof KNOWN_OPTIONS] ?? ALIASES[key];
  return known ? t(`catalog.variant.option.${known}`) : name;
}

type PickerProps = {
  product: Product;
  choice: Choice;
  onChoose: (index: number, value: string) => void;
};

/** The crossed-out line over a sold-out swatch or size. */
const crossOut =
  'pointer-events-none absolute top-1/2 left-1/2 w-[130%] -translate-x-1/2 -translate-y-1/2 -rotate-45';

function Swatch({ item, checked }: { item: OptionValue; checked: boolean }) {
  return (
    <span
      className={cn(
        'relative block size-10 overflow-hidden rounded-full border border-stone-300 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-stone-900',
        checked && 'ring-2 ring-rose-700 ring-offset-2',
      )}
      style={{ backgroundColor: item.swatch ?? undefined }}
    >
      {/* Faded and struck through, so it reads as sold out on a pale shade and a dark one alike. */}
      {item.soldOut && <span className="absolute inset-0 bg-white/50" />}
      {item.soldOut && <span className={cn(crossOut, 'h-0.5 bg-stone-700')} />}
    </span>
  );
}

function Chip({ item, checked }: { item: OptionValue; checked: boolean }) {
  return (
    <span
      className={cn(
        'relative inline-flex h-11 min-w-11 items-center justify-center overflow-hidden rounded-md border px-3 text-sm font-medium peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-stone-900',
        checked ? 'border-rose-700 bg-rose-50 text-rose-800' : 'border-stone-300 text-stone-800',
        item.soldOut ? 'border-dashed text-stone-400' : 'hover:border-stone-500',
      )}
    >
      {item.value}
      {item.soldOut && <span className={cn(crossOut, 'h-px bg-stone-400')} />}
    </span>
  );
}

/** One option as a radio group: native radios, so arrow keys and screen readers work as usual. */
function OptionGroup({
  name,
  index,
  values,
  chosen,
  onChoose,
}: {
  name: string;
  index: number;
  values: OptionValue[];
  chosen: string | null;
  onChoose: PickerProps['onChoose'];
}) {
  const { t } = useI18n();
  const [shown, setShown] = useState<string | null>(null);
  const label = optionLabel(t, name);
  const swatches = values.some((item) => item.swatch);
  const groupId = useId();
  // Shades are only colours: their name shows under the group while hovered or focused, else the
  // chosen one's.
  const named = shown ?? chosen;
  return (
    <div className="mt-5">
      <p id={groupId} className="text-sm font-medium text-stone-900">
        {label}
        {chosen && !swatches && <span className="font-normal text-stone-600">: {chosen}</span>}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={groupId}
        className="mt-2 flex flex-wrap gap-2"
        onMouseLeave={() => setShown(null)}
      >
        {values.map((item) => {
          const checked = item.value === chosen;
          return (
            <label
              key={item.value}
              className={cn(
                'group relative',
                item.soldOut ? 'cursor-not-allowed' : 'cursor-pointer',
              )}
              onMouseEnter={() => setShown(item.value)}
            >
              <input
                type="radio"
                name={groupId}
                value={item.value}
                checked={checked}
                disabled={item.soldOut}
                onChange={() => onChoose(index, item.value)}
                onFocus={() => setShown(item.value)}
                onBlur={() => setShown(null)}
                className="peer sr-only"
              />
              {swatches ? (
                <Swatch item={item} checked={checked} />
              ) : (
                <Chip item={item} checked={checked} />
              )}
              {/* The shade's name over it while pointed at or focused, with scripts or without;
                  phones, which have no hover, read it under the group. */}
              {swatches && (
                <span
                  aria-hidden="true"
                  data-swatch-name
                  className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 hidden -translate-x-1/2 whitespace-nowrap rounded bg-stone-900 px-2 py-1 text-xs font-medium text-white shadow sm:group-hover:block sm:peer-focus-visible:block"
                >
                  {item.value}
                </span>
              )}
              <span className="sr-only">
                {swatches && item.value}
                {item.soldOut && `, ${t('catalog.variant.soldOut')}`}
              </span>
            </label>
          );
        })}
      </div>
      {swatches && (
        <p className="mt-2 min-h-5 text-sm text-stone-700" aria-hidden="true">
          {named}
          {named && values.find((item) => item.value === named)?.soldOut
            ? ` · ${t('catalog.variant.soldOut')}`
            : ''}
        </p>
      )}
    </div>
  );
}

/** The product's options (shades as swatches, sizes and volumes as buttons), sold-out crossed out. */
export function VariantPicker({ product, choice, onChoose }: PickerProps) {
  return (
    <div>
      {(product.options ?? []).map((option, index) => (
        <OptionGroup
          key={option.position}
          name={option.name}
          index={index}
          values={optionValues(product, index)}
          chosen={choice[index] ?? null}
          onChoose={onChoose}
        />
      ))}
    </div>
  );
}
