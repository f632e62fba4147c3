import { type ReactNode, type SyntheticEvent, useEffect, useId, useState } from 'react';
import {
  categoryLabel,
  isProductCategory,
  isSkinType,
  type ProductCategory,
  SHADE_FAMILIES,
  type ShadeFamily,
  SKIN_TYPES,
  type SkinType,
} from '#shared/catalog';
import type { ProductList } from '#shared/schemas/product';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useI18n } from '../../../lib/i18n';
import { parseMaxPrice, parseMinPrice } from '../hooks/product-list-params';

type Facet = ProductList['facets']['brands'][number];
/** A value of a filter the list does not count (skin types): shown without a number. */
type Choice = Pick<Facet, 'value'> & Partial<Pick<Facet, 'count'>>;

export type FiltersPanelProps = {
  min: number | undefined;
  max: number | undefined;
  brands: string[];
  categories: ProductCategory[];
  shadeFamilies: ShadeFamily[];
  sizes: string[];
  skinTypes: SkinType[];
  facets: ProductList['facets'] | undefined;
  onPrice: (min: number | undefined, max: number | undefined) => void;
  onToggleBrand: (brand: string) => void;
  onToggleCategory: (category: ProductCategory) => void;
  onToggleShadeFamily: (family: ShadeFamily) => void;
  onToggleSize: (size: string) => void;
  onToggleSkinType: (type: SkinType) => void;
  onClear: () => void;
  /**
   * The panel as a plain form (docs/decisions/022): where it is sent, what it keeps (search,
   * sort, view) and where Clear All leads, for a shopper whose scripts have not started.
   */
  form: { action: string; fields: [string, string][]; clearHref: string };
};

/** A dot of each family's colour beside its name: a hint, the name says it. */
const SHADE_FAMILY_COLOURS: Record<ShadeFamily, string> = {
  red: '#c1121f',
  pink: '#e7739a',
  coral: '#f88379',
  orange: '#f28c28',
  nude: '#d9a88f',
  brown: '#7b4a2d',
  berry: '#8e1c4b',
  plum: '#673147',
  mauve: '#b784a7',
  black: '#1c1917',
  gold: '#d4af37',
  silver: '#c0c0c0',
  blue: '#2563eb',
  green: '#15803d',
  fair: '#f3d9c4',
  light: '#e8c3a0',
  medium: '#c99a6e',
  wheatish: '#b98555',
  tan: '#a0673f',
  deep: '#5c3a21',
};

function isShadeFamily(value: string): value is ShadeFamily {
  return (SHADE_FAMILIES as readonly string[]).includes(value);
}

function ShadeDot({ value }: { value: string }) {
  if (!isShadeFamily(value)) return null;
  return (
    <span
      aria-hidden="true"
      className="size-3.5 shrink-0 rounded-full border border-stone-300"
      style={{ backgroundColor: SHADE_FAMILY_COLOURS[value] }}
    />
  );
}

/** Ticked values stay listed even when the current answer has no count for them. */
function withSelected(facets: Facet[], selected: string[]): Facet[] {
  const missing = selected.filter((value) => !facets.some((facet) => facet.value === value));
  return [...facets, ...missing.map((value) => ({ value, count: 0 }))];
}

/**
 * Skin types mean something for skincare only: the group shows where the list holds some (the
 * categories facet says so, under the other filters), and while one is ticked.
 */
function showsSkinTypes(props: FiltersPanelProps): boolean {
  const { categories, facets, skinTypes } = props;
  const skincare = facets?.categories.some((facet) => facet.value === 'skincare') ?? false;
  const inList = categories.length === 0 || categories.includes('skincare');
  return skinTypes.length > 0 || (skincare && inList);
}

function PriceRange({ min, max, onPrice }: Pick<FiltersPanelProps, 'min' | 'max' | 'onPrice'>) {
  const { t } = useI18n();
  const [minText, setMinText] = useState(min === undefined ? '' : String(min));
  const [maxText, setMaxText] = useState(max === undefined ? '' : String(max));
  const id = useId();
  useEffect(() => setMinText(min === undefined ? '' : String(min)), [min]);
  useEffect(() => setMaxText(max === undefined ? '' : String(max)), [max]);

  const apply = () => {
    const nextMin = parseMinPrice(minText);
    const nextMax = parseMaxPrice(maxText);
    // shared/spec/decisions.md #19: a non-numeric min shows as 0; a non-numeric max is no bound, so
    // the box empties.
    setMinText(nextMin === undefined ? (minText.trim() ? '0' : '') : String(nextMin));
    setMaxText(nextMax === undefined ? '' : String(nextMax));
    if (nextMin !== min || nextMax !== max) onPrice(nextMin, nextMax);
  };
  // With scripts, Enter and Apply set the price in place; without, they send the panel's form.
  const onApply = (event: SyntheticEvent) => {
    event.preventDefault();
    apply();
  };

  return (
    <fieldset>
      <legend className="font-semibold text-stone-900">{t('catalog.filters.price')}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <div>
          <Label htmlFor={`${id}-min`}>{t('catalog.filters.min')}</Label>
          <Input
            id={`${id}-min`}
            name="min"
            inputMode="decimal"
            placeholder="0"
            value={minText}
            onChange={(event) => setMinText(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && onApply(event)}
            onBlur={apply}
            className="mt-1"
          />
        </div>
        <div>
          <Label htmlFor={`${id}-max`}>{t('catalog.filters.max')}</Label>
          <Input
            id={`${id}-max`}
            name="max"
            inputMode="decimal"
            placeholder={t('catalog.filters.noLimit')}
            value={maxText}
            onChange={(event) => setMaxText(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && onApply(event)}
            onBlur={apply}
            className="mt-1"
          />
        </div>
      </div>
      <Button type="submit" variant="outline" size="sm" className="mt-2 w-full" onClick={onApply}>
        {t('catalog.filters.apply')}
      </Button>
    </fieldset>
  );
}

function CheckboxGroup({
  name,
  title,
  facets,
  selected,
  label,
  mark,
  onToggle,
}: {
  /** The list's parameter (`brands`), sent once per ticked box by the plain form. */
  name: string;
  title: string;
  facets: Choice[];
  selected: string[];
  label: (value: string) => string;
  /** Drawn before the label, e.g. a shade family's colour. */
  mark?: (value: string) => ReactNode;
  onToggle: (value: string) => void;
}) {
  const { number } = useI18n();
  if (facets.length === 0) return null;
  return (
    <fieldset>
      <legend className="font-semibold text-stone-900">{title}</legend>
      <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto pr-1">
        {facets.map((facet) => {
          const checked = selected.includes(facet.value);
          return (
            <li key={facet.value}>
              <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm text-stone-800 hover:bg-stone-50">
                <input
                  type="checkbox"
                  name={name}
                  value={facet.value}
                  checked={checked}
                  onChange={() => onToggle(facet.value)}
                  className="size-4 accent-rose-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600"
                />
                {mark?.(facet.value)}
                <span className="flex-1">{label(facet.value)}</span>
                {facet.count !== undefined && (
                  <span className="text-xs text-stone-500">({number(facet.count)})</span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

export function FiltersPanel(props: FiltersPanelProps) {
  const { t } = useI18n();
  const { facets, brands, categories, shadeFamilies, sizes, skinTypes } = props;
  return (
    <form
      method="get"
      action={props.form.action}
      className="space-y-6"
      onSubmit={(event) => event.preventDefault()}
    >
      {props.form.fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <PriceRange min={props.min} max={props.max} onPrice={props.onPrice} />
      <CheckboxGroup
        name="brands"
        title={t('catalog.filters.brands')}
        facets={withSelected(facets?.brands ?? [], brands)}
        selected={brands}
        label={(value) => value}
        onToggle={props.onToggleBrand}
      />
      <CheckboxGroup
        name="categories"
        title={t('catalog.filters.categories')}
        facets={withSelected(facets?.categories ?? [], categories)}
        selected={categories}
        label={(value) => (isProductCategory(value) ? categoryLabel(t, value) : value)}
        onToggle={(value) => {
          if (isProductCategory(value)) props.onToggleCategory(value);
        }}
      />
      {/* Shown only where some product has a shade family: it means nothing for handbags. */}
      {(facets?.shadeFamilies.length ?? 0) > 0 && (
        <CheckboxGroup
          name="shadeFamilies"
          title={t('catalog.filters.shadeFamilies')}
          facets={withSelected(facets?.shadeFamilies ?? [], shadeFamilies)}
          selected={shadeFamilies}
          label={(value) => (isShadeFamily(value) ? t(`catalog.shadeFamily.${value}`) : value)}
          mark={(value) => <ShadeDot value={value} />}
          onToggle={(value) => {
            if (isShadeFamily(value)) props.onToggleShadeFamily(value);
          }}
        />
      )}
      <CheckboxGroup
        name="sizes"
        title={t('catalog.filters.sizes')}
        facets={withSelected(facets?.sizes ?? [], sizes)}
        selected={sizes}
        label={(value) => value}
        onToggle={props.onToggleSize}
      />
      {showsSkinTypes(props) && (
        <CheckboxGroup
          name="skinTypes"
          title={t('catalog.filters.skinTypes')}
          facets={SKIN_TYPES.map((value) => ({ value }))}
          selected={skinTypes}
          label={(value) => (isSkinType(value) ? t(`catalog.skinType.${value}`) : value)}
          onToggle={(value) => {
            if (isSkinType(value)) props.onToggleSkinType(value);
          }}
        />
      )}
      <Button asChild variant="outline" className="w-full">
        <a
          href={props.form.clearHref}
          onClick={(event) => {
            event.preventDefault();
            props.onClear();
          }}
        >
          {t('catalog.filters.clearAll')}
        </a>
      </Button>
    </form>
  );
}
