// Options and variants as the product form's editor and the CSV import send them
// (docs/decisions/011); prices in poisha. A product without options sends neither.
import { z } from 'zod';
import {
  MAX_PRODUCT_OPTIONS,
  MAX_PRODUCT_VARIANTS,
  PRODUCT_VARIANT_STATUSES,
  SHADE_FAMILIES,
} from '../catalog';
import { msg } from '../i18n/translator';

const MAX_POISHA = 100_000_000; // ৳10,00,000, as a product's price

const optionName = z
  .string()
  .trim()
  .min(1, { error: msg('validation.option.nameRequired') })
  .max(40, { error: msg('validation.option.nameTooLong', { max: 40 }) });

const optionValue = z
  .string()
  .trim()
  .min(1, { error: msg('validation.variant.valueRequired') })
  .max(60, { error: msg('validation.variant.valueTooLong', { max: 60 }) });

const variantPoisha = (field: 'price' | 'salePrice') =>
  z
    .number({ error: msg(`validation.${field}.notNumber`) })
    .int({ error: msg(`validation.${field}.notWhole`) })
    .min(0, { error: msg(`validation.${field}.negative`) })
    .max(MAX_POISHA, { error: msg(`validation.${field}.tooLarge`) });

/** Letters, digits, dot, dash and underscore: what a barcode printer and a spreadsheet keep. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const adminVariantInputSchema = z
  .strictObject({
    /** An existing variant keeps its id (its cart lines and orders stay with it); none = new. */
    id: z.number().int().min(1).optional(),
    sku: z
      .string()
      .trim()
      .regex(SKU_PATTERN, { error: msg('validation.sku.invalid') }),
    options: z.array(optionValue).max(MAX_PRODUCT_OPTIONS),
    price: variantPoisha('price'),
    salePrice: variantPoisha('salePrice').nullable().default(null),
    stockQuantity: z
      .number({ error: msg('validation.stock.notNumber') })
      .int({ error: msg('validation.stock.notWhole') })
      .min(0, { error: msg('validation.stock.negative') })
      .max(1_000_000, { error: msg('validation.stock.tooLarge', { max: '1000000' }) }),
    status: z.enum(PRODUCT_VARIANT_STATUSES).default('active'),
    swatch: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: msg('validation.swatch.invalid') })
      .nullable()
      .default(null),
    shadeFamily: z
      .enum(SHADE_FAMILIES, { error: msg('validation.shadeFamily.unknown') })
      .nullable()
      .default(null),
    /** `/files/<uuid>` uploads or web addresses; shown first when the variant is chosen. */
    images: z.array(z.string().trim().min(1)).max(10).default([]),
  })
  .refine((variant) => variant.salePrice === null || variant.salePrice < variant.price, {
    error: msg('validation.salePrice.notBelowPrice'),
    path: ['salePrice'],
  });
export type AdminVariantInput = z.input<typeof adminVariantInputSchema>;

/** Shared with the admin product input, which carries the same two fields. */
export function checkOptionsAndVariants(
  input: {
    options: { name: string }[];
    variants: { sku: string; options: string[] }[];
  },
  ctx: z.RefinementCtx,
) {
  const names = new Set<string>();
  input.options.forEach((option, index) => {
    const key = option.name.toLowerCase();
    if (names.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['options', index, 'name'],
        message: msg('validation.option.duplicate', { name: option.name }),
      });
    }
    names.add(key);
  });
  const skus = new Set<string>();
  const combinations = new Set<string>();
  input.variants.forEach((variant, index) => {
    if (variant.options.length !== input.options.length) {
      const missing = input.options[variant.options.length]?.name ?? '';
      ctx.addIssue({
        code: 'custom',
        path: ['variants', index, 'options'],
        message: msg('validation.variant.valueMissing', { sku: variant.sku, option: missing }),
      });
    }
    const sku = variant.sku.toUpperCase();
    if (skus.has(sku)) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', index, 'sku'],
        message: msg('validation.sku.duplicate', { sku: variant.sku }),
      });
    }
    skus.add(sku);
    const combination = variant.options.map((value) => value.toLowerCase()).join('\u0000');
    if (combinations.has(combination)) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', index, 'options'],
        message: msg('validation.variant.duplicate', { values: variant.options.join(' / ') }),
      });
    }
    combinations.add(combination);
  });
}

export const adminVariantsInputSchema = z
  .strictObject({
    options: z
      .array(z.strictObject({ name: optionName }))
      .min(1, { error: msg('validation.option.required') })
      .max(MAX_PRODUCT_OPTIONS, {
        error: msg('validation.option.tooMany', { max: MAX_PRODUCT_OPTIONS }),
      }),
    variants: z
      .array(adminVariantInputSchema)
      .min(1, { error: msg('validation.variant.required') })
      .max(MAX_PRODUCT_VARIANTS, {
        error: msg('validation.variant.tooMany', { max: MAX_PRODUCT_VARIANTS }),
      }),
  })
  .superRefine(checkOptionsAndVariants);
export type AdminVariantsInput = z.input<typeof adminVariantsInputSchema>;
export type AdminVariantsOutput = z.output<typeof adminVariantsInputSchema>;
