import { z } from 'zod';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  PRODUCT_VARIANT_STATUSES,
  SEARCH_MAX_LENGTH,
  SHADE_FAMILIES,
  SKIN_TYPES,
} from '../catalog';
import { msg } from '../i18n/translator';
import { limitParam } from './common';

/** `position`: the picker's order, 1–3. */
export const productOptionSchema = z.object({ position: z.number().int(), name: z.string() });
export type ProductOption = z.infer<typeof productOptionSchema>;

export const productVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  /** The option values in the options' order; empty for a product without options. */
  options: z.array(z.string()),
  /** Poisha. */
  price: z.number().int(),
  /** To shoppers, the sale price charged now: the admin's own or a scheduled sale's, the lower. */
  salePrice: z.number().int().nullable(),
  /** When a scheduled sale's price ends (ISO); absent (or null) for none or the admin's own. */
  saleEndsAt: z.string().nullable().optional(),
  stockQuantity: z.number().int(),
  status: z.enum(PRODUCT_VARIANT_STATUSES),
  /** '#rrggbb' for a shade. */
  swatch: z.string().nullable(),
  shadeFamily: z.string().nullable(),
  images: z.array(z.string()),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const variantExpirySchema = z.object({
  variantId: z.number().int(),
  /** YYYY-MM-DD: no unit on sale expires before it. */
  notBefore: z.string(),
  originCountry: z.string().nullable(),
  importer: z.string().nullable(),
});
export type VariantExpiry = z.infer<typeof variantExpirySchema>;

/** A card's '৳850 – ৳1,200' and '12 shades', from the database's summary (docs/decisions/011). */
export const variantSummarySchema = z.object({
  /** The highest price charged (sale price when on sale) among the active variants, poisha. */
  priceMax: z.number().int(),
  optionName: z.string(),
  /** How many of its values are on sale. */
  valueCount: z.number().int(),
});
export type VariantSummary = z.infer<typeof variantSummarySchema>;

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Poisha. */
  price: z.number().int(),
  // To shoppers, the lower of the admin's sale price and a running scheduled sale's
  // (docs/decisions/016); the admin's views show the admin's own.
  salePrice: z.number().int().nullable(),
  /** ISO end of the scheduled sale pricing the cheapest variant; absent for none. Shoppers only. */
  saleEndsAt: z.string().nullable().optional(),
  /** Own answer only: the next scheduled-sale start or end covering it (ISO), if any. */
  priceChangesAt: z.string().nullable().optional(),
  /** Own answer only, if set: the Bangla product page shows it beside the name ('লিপস্টিক'). */
  banglaKind: z.string().optional(),
  /** Own answer only, if set: the skin types it suits ("Suits: Oily, Combination skin"). */
  skinTypes: z.array(z.enum(SKIN_TYPES)).optional(),
  category: z.enum(PRODUCT_CATEGORIES),
  brand: z.string().nullable(),
  images: z.array(z.string()),
  stockQuantity: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  featured: z.boolean(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  createdAt: z.string(),
  // Own answer only (`GET /api/products/:id`), for products with options; price, salePrice and
  // stockQuantity then summarise the active variants (docs/decisions/011).
  options: z.array(productOptionSchema).optional(),
  variants: z.array(productVariantSchema).optional(),
  /** Every answer, products with options only. */
  variantSummary: variantSummarySchema.optional(),
  // Own answer only, for variants stocked in dated batches: the earliest expiry with that batch's
  // origin and importer, as the law asks.
  expiries: z.array(variantExpirySchema).optional(),
});
export type Product = z.infer<typeof productSchema>;

/** `a,b` or a repeated parameter, as a list without blanks or repeats. */
function listOf<Item extends z.ZodType<string>>(item: Item) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === '') return undefined;
      const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
        String(part).split(','),
      );
      return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
    },
    z
      .array(item)
      .max(50, msg('validation.list.tooLong', { max: 50 }))
      .optional(),
  );
}

/** A price bound in poisha: empty means no bound. */
const priceBound = (field: 'minPrice' | 'maxPrice') =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: msg(`validation.${field}.notNumber`) })
      .int(msg(`validation.${field}.notWhole`))
      .min(0, msg(`validation.${field}.negative`))
      .max(1_000_000_000, msg(`validation.${field}.tooLarge`))
      .optional(),
  );
const SEARCH_TOO_LONG = msg('validation.search.tooLong', { max: SEARCH_MAX_LENGTH });

export const productListQuerySchema = z.object({
  category: z.enum(PRODUCT_CATEGORIES, { error: msg('validation.category.unknown') }).optional(),
  categories: listOf(z.enum(PRODUCT_CATEGORIES, { error: msg('validation.category.unknown') })),
  brands: listOf(z.string().max(100, msg('validation.brands.tooLong', { max: 100 }))),
  /** Products with a shade on sale in any of these families: `shadeFamilies=red,nude`. */
  shadeFamilies: listOf(z.enum(SHADE_FAMILIES, { error: msg('validation.shadeFamily.unknown') })),
  /** Products with any of these sizes on sale (the values of an option named Size). */
  sizes: listOf(z.string().max(50, msg('validation.sizes.tooLong', { max: 50 }))),
  /** Products for any of these skin types: `skinTypes=oily,combination`. No facet counts them. */
  skinTypes: listOf(z.enum(SKIN_TYPES, { error: msg('validation.skinTypes.unknown') })),
  /** Bounds on the price charged (the sale price when there is one), in poisha. */
  minPrice: priceBound('minPrice'),
  maxPrice: priceBound('maxPrice'),
  q: z.string().trim().max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG).optional(),
  /** Unset: the best matches first when searching, else the newest. */
  sort: z.enum(PRODUCT_SORTS, { error: msg('validation.sort.invalid') }).optional(),
  featured: z.enum(['true', 'false']).optional(),
  sale: z.enum(['true', 'false']).optional(),
  page: z.coerce
    .number({ error: msg('validation.pageNumber.notNumber') })
    .int(msg('validation.pageNumber.notWhole'))
    .min(1, msg('validation.pageNumber.tooSmall'))
    .max(10_000, msg('validation.pageNumber.tooLarge', { max: limitParam(10_000) }))
    .default(1),
  limit: z.coerce
    .number({ error: msg('validation.limit.notNumber') })
    .int(msg('validation.limit.notWhole'))
    .min(1, msg('validation.limit.tooSmall'))
    .max(48, msg('validation.limit.tooLarge', { max: 48 }))
    .default(24),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const facetCountSchema = z.object({ value: z.string(), count: z.number().int() });

export const productListSchema = z.object({
  products: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Counts under the current filters (each facet ignores its own filter). */
  facets: z.object({
    brands: z.array(facetCountSchema),
    categories: z.array(facetCountSchema),
    /** In SHADE_FAMILIES' order. */
    shadeFamilies: z.array(facetCountSchema),
    /** Clothing sizes in their order (XS…XXL), then numbers, then any other. */
    sizes: z.array(facetCountSchema),
  }),
  // Past SEARCH_CAP matches, the total and facets cover the newest matches only, so the list
  // says "1,000+".
  approximate: z.boolean().optional(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const SUGGESTION_TYPES = ['product', 'brand', 'category'] as const;
export const SUGGESTIONS_LIMIT = 8;

export const suggestionQuerySchema = z.object({
  q: z
    .string({ error: msg('validation.q.required') })
    .trim()
    .max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG),
});

export const suggestionSchema = z.object({
  /** Product id, brand name or category slug. */
  id: z.string(),
  text: z.string(),
  type: z.enum(SUGGESTION_TYPES),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionListSchema = z.object({ suggestions: z.array(suggestionSchema) });

export const relatedProductsSchema = z.object({ products: z.array(productSchema) });

export const productIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: msg('validation.productId.notNumber') })
    .int()
    .positive(msg('validation.productId.notPositive'))
    // Ids are PostgreSQL integers: a larger number is no product.
    .max(2_147_483_647, msg('validation.product.notFound')),
});
