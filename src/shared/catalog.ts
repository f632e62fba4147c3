import type { Language } from './i18n/languages';
import type { Translator } from './i18n/translator';
import { formatNumber } from './numbers';

/** The shop's product categories, in the order the header and tiles show them. */
export const PRODUCT_CATEGORIES = [
  'makeup',
  'skincare',
  'handbags',
  'shoes',
  'accessories',
  'clothing',
  'kids',
  'men',
  'minis',
  'designer',
  'home',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_STATUSES = ['active', 'inactive', 'out_of_stock'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** A variant (a shade, a size) is sold or not; the product's own status still rules over it. */
export const PRODUCT_VARIANT_STATUSES = ['active', 'inactive'] as const;
export type ProductVariantStatus = (typeof PRODUCT_VARIANT_STATUSES)[number];

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name_asc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const SEARCH_MAX_LENGTH = 200;

export function isProductCategory(value: string): value is ProductCategory {
  return (PRODUCT_CATEGORIES as readonly string[]).includes(value);
}

export function categoryLabel(t: Translator['t'], category: ProductCategory): string {
  return t(`catalog.category.${category}`);
}

/** Always one decimal ('4.0'): the translator's number() drops the zero, odd beside stars. */
export function formatRating(language: Language, value: number): string {
  return formatNumber(value, language, { minFraction: 1, maxFraction: 1 });
}

/** storefront-spec.md "Home /" 'starting at' prices, poisha; the seed never prices below them. */
export const CATEGORY_STARTING_PRICES = {
  makeup: 200_000,
  skincare: 150_000,
  handbags: 500_000,
  shoes: 300_000,
} as const satisfies Partial<Record<ProductCategory, number>>;

export const PRODUCT_PAGE_SIZE = 24;
export const RELATED_PRODUCTS_LIMIT = 4;
export const SKELETON_CARD_COUNT = 9;
export const FEATURED_PRODUCTS_COUNT = 6;
export const GALLERY_PRODUCTS_COUNT = 10;

// Set per variant for the Shade family filter: colour names for lip, eye and nail; skin tones,
// lightest first, for base makeup.
export const SHADE_FAMILIES = [
  'red',
  'pink',
  'coral',
  'orange',
  'nude',
  'brown',
  'berry',
  'plum',
  'mauve',
  'black',
  'gold',
  'silver',
  'blue',
  'green',
  'fair',
  'light',
  'medium',
  'wheatish',
  'tan',
  'deep',
] as const;
export type ShadeFamily = (typeof SHADE_FAMILIES)[number];

/** The skin types a skincare product suits and a review may give (#shared/skin has the rest). */
export const SKIN_TYPES = ['oily', 'dry', 'combination', 'normal', 'sensitive'] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

export function isSkinType(value: string): value is SkinType {
  return (SKIN_TYPES as readonly string[]).includes(value);
}

/** Up to three options per product (Shade, Size, Volume) and this many variants in all. */
export const MAX_PRODUCT_OPTIONS = 3;
export const MAX_PRODUCT_VARIANTS = 100;
