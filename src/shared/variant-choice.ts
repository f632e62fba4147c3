// Pure so the page and the server-rendered head pick the same `?variant=` (decision 011).
import type { Product, ProductVariant } from './schemas/product';

/** The value chosen for each option, in the options' order; null while not chosen. */
export type Choice = readonly (string | null)[];

export type OptionValue = { value: string; swatch: string | null; soldOut: boolean };

export const isBuyable = (variant: ProductVariant) =>
  variant.status === 'active' && variant.stockQuantity > 0;

export const hasChoices = (product: Product) => (product.options?.length ?? 0) > 0;

export function variantFromSearch(
  product: Product,
  search: URLSearchParams,
): ProductVariant | undefined {
  const raw = search.get('variant');
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return product.variants?.find((variant) => variant.id === id);
}

export function optionValues(product: Product, index: number): OptionValue[] {
  const byValue = new Map<string, OptionValue>();
  for (const variant of product.variants ?? []) {
    const value = variant.options[index];
    if (value === undefined) continue;
    const seen = byValue.get(value) ?? { value, swatch: null, soldOut: true };
    byValue.set(value, {
      value,
      swatch: seen.swatch ?? variant.swatch,
      soldOut: seen.soldOut && !isBuyable(variant),
    });
  }
  return [...byValue.values()];
}

// Options with a single value (a lipstick's only '3.5 g') start chosen: no point asking.
export function initialChoice(product: Product, variant?: ProductVariant): Choice {
  const options = product.options ?? [];
  if (variant) return options.map((_, index) => variant.options[index] ?? null);
  return options.map((_, index) => {
    const values = optionValues(product, index);
    return values.length === 1 ? (values[0]?.value ?? null) : null;
  });
}

const fits = (variant: ProductVariant, choice: Choice) =>
  choice.every((value, index) => value === null || variant.options[index] === value);

export function chosenVariant(product: Product, choice: Choice): ProductVariant | undefined {
  if (!hasChoices(product) || choice.some((value) => value === null)) return undefined;
  return product.variants?.find((variant) => fits(variant, choice));
}

// When a value leaves no buyable variant with the other choices (Ruby Woo in size 36 is sold
// out), those are let go, so the shopper is never stuck between two crossed-out buttons.
export function choose(product: Product, choice: Choice, index: number, value: string): Choice {
  const next = choice.map((current, at) => (at === index ? value : current));
  const left = (product.variants ?? []).some(
    (variant) => isBuyable(variant) && fits(variant, next),
  );
  return left ? next : next.map((current, at) => (at === index ? current : null));
}

export function missingOption(product: Product, choice: Choice): string | undefined {
  return product.options?.find((_, index) => (choice[index] ?? null) === null)?.name;
}

export const variantValues = (variant: ProductVariant) => variant.options.join(' / ');
