/**
 * The product form holds what the admin types (taka as text); the contract takes poisha. This
 * turns one into the other and checks it with the same schema the server uses, so the inline
 * messages are the server's own.
 */
import type { z } from 'zod';
import type { ProductCategory, ProductStatus } from '#shared/catalog';
import type { MessageKey } from '#shared/i18n/keys';
import { msg } from '#shared/i18n/translator';
import { poishaToTaka, takaToPoisha } from '#shared/money';
import { type AdminProduct, adminProductInputSchema } from '#shared/schemas/admin';
import type { SkinType } from '#shared/skin';
import {
  type OptionDraft,
  parseVariants,
  type VariantErrors,
  type VariantRow,
  variantRowsFrom,
} from './product-form-variants';
import { type ImageRow, imageRowsFrom, isUploadingImage } from './product-image-rows';

export type ProductFormValues = {
  name: string;
  category: ProductCategory | '';
  /** Taka, as typed. */
  price: string;
  salePrice: string;
  actualPrice: string;
  stockQuantity: string;
  brand: string;
  status: ProductStatus;
  featured: boolean;
  description: string;
  searchWords: string;
  banglaKind: string;
  skinTypes: SkinType[];
  images: ImageRow[];
  /** None: a product sold as one item, priced and stocked by the fields above. */
  options: OptionDraft[];
  variants: VariantRow[];
};
export type ProductFormField = keyof ProductFormValues;
/** Messages made by msg() (or the shared schema's), read in the admin's language when shown. */
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;
export type ProductSaveInput = z.output<typeof adminProductInputSchema>;

const takaText = (poisha: number | null) => (poisha === null ? '' : String(poishaToTaka(poisha)));

export function productFormValues(product?: AdminProduct): ProductFormValues {
  const { options, rows } = variantRowsFrom(product);
  return {
    options,
    variants: rows,
    name: product?.name ?? '',
    category: product?.category ?? '',
    price: product ? takaText(product.price) : '',
    salePrice: takaText(product?.salePrice ?? null),
    actualPrice: takaText(product?.actualPrice ?? null),
    stockQuantity: product ? String(product.stockQuantity) : '',
    brand: product?.brand ?? '',
    status: product?.status ?? 'active',
    featured: product?.featured ?? false,
    description: product?.description ?? '',
    searchWords: product?.searchWords ?? '',
    banglaKind: product?.banglaKind ?? '',
    skinTypes: product?.skinTypes ?? [],
    images: imageRowsFrom(product?.images ?? []),
  };
}

type Converted = { value: number | null; error?: string };

/** Taka text → poisha; '' is null (the caller decides whether that is allowed). */
function poishaFrom(
  text: string,
  problems: { notNumber: MessageKey; tooManyDecimals: MessageKey },
): Converted {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const taka = Number(trimmed);
  if (!Number.isFinite(taka)) return { value: null, error: msg(problems.notNumber) };
  // Rounding would silently change a third decimal; poisha is the smallest unit.
  if (/\.\d{3,}$/.test(trimmed)) {
    return { value: null, error: msg(problems.tooManyDecimals, { places: 2 }) };
  }
  return { value: takaToPoisha(taka) };
}

function numberFrom(text: string, notNumber: MessageKey): Converted {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const value = Number(trimmed);
  return Number.isFinite(value) ? { value } : { value: null, error: msg(notNumber) };
}

export type ProductFormResult =
  | { success: true; data: ProductSaveInput }
  | { success: false; errors: ProductFormErrors; variantErrors?: VariantErrors };

/** With options, these are the variants' (their problems are shown on their rows). */
const VARIANT_FIELDS = new Set(['options', 'variants', 'price', 'salePrice', 'stockQuantity']);

/** A product with options takes its price and stock from its variants, not the form's fields. */
export const hasOptions = (values: Pick<ProductFormValues, 'options'>) => values.options.length > 0;

type ConvertedNumbers = Record<'price' | 'salePrice' | 'actualPrice' | 'stock', Converted>;

function convertNumbers(values: ProductFormValues): ConvertedNumbers {
  return {
    price: poishaFrom(values.price, {
      notNumber: 'admin.productForm.error.priceNumber',
      tooManyDecimals: 'admin.productForm.error.priceDecimals',
    }),
    salePrice: poishaFrom(values.salePrice, {
      notNumber: 'admin.productForm.error.salePriceNumber',
      tooManyDecimals: 'admin.productForm.error.salePriceDecimals',
    }),
    actualPrice: poishaFrom(values.actualPrice, {
      notNumber: 'admin.productForm.error.costPriceNumber',
      tooManyDecimals: 'admin.productForm.error.costPriceDecimals',
    }),
    stock: numberFrom(values.stockQuantity, 'admin.productForm.error.stockNumber'),
  };
}

/** What the form itself finds before the schema: numbers that are not, required ones missing. */
function formErrors(values: ProductFormValues, numbers: ConvertedNumbers): ProductFormErrors {
  const { price, salePrice, actualPrice, stock } = numbers;
  const errors: ProductFormErrors = {};
  const required = (converted: Converted, missing: MessageKey) =>
    converted.error ?? (converted.value === null ? msg(missing) : undefined);
  const own = !hasOptions(values);
  const found: ProductFormErrors = {
    price: own ? required(price, 'admin.productForm.error.priceRequired') : undefined,
    salePrice: own ? salePrice.error : undefined,
    actualPrice: actualPrice.error,
    stockQuantity: own ? required(stock, 'admin.productForm.error.stockRequired') : undefined,
    images: isUploadingImage(values.images) ? msg('admin.productForm.error.uploading') : undefined,
  };
  for (const [field, error] of Object.entries(found)) {
    if (error !== undefined) errors[field as ProductFormField] = error;
  }
  return errors;
}

type FilledRow = { value: string; position: number };

/** The first schema message for each field; an image's names its row as the admin sees it. */
function addSchemaErrors(
  errors: ProductFormErrors,
  issues: readonly z.core.$ZodIssue[],
  values: ProductFormValues,
  filledRows: FilledRow[],
  message: (text: string) => string,
): void {
  for (const issue of issues) {
    const [field, index] = issue.path;
    if (field === 'images') {
      const row = typeof index === 'number' ? filledRows[index] : undefined;
      errors.images ??= row
        ? msg('admin.productForm.error.image', {
            position: row.position,
            problem: message(issue.message),
          })
        : issue.message;
    } else if (typeof field === 'string' && field in values) {
      errors[field as ProductFormField] ??= issue.message;
    }
  }
}

/**
 * `message` reads a schema message in the admin's language; it is needed only for an image row's
 * problem, which sits inside the 'Image 2: …' message.
 */
export function parseProductForm(
  values: ProductFormValues,
  message: (text: string) => string = (text) => text,
): ProductFormResult {
  const numbers = convertNumbers(values);
  const errors = formErrors(values, numbers);

  // The schema drops empty rows, so its image positions count filled rows only.
  const filledRows = values.images
    .map((row, index) => ({ value: row.value, position: index + 1 }))
    .filter((row) => row.value.trim() !== '');
  const common = {
    name: values.name,
    description: values.description,
    searchWords: values.searchWords,
    banglaKind: values.banglaKind,
    skinTypes: values.skinTypes,
    category: values.category,
    actualPrice: numbers.actualPrice.value,
    brand: values.brand,
    status: values.status,
    featured: values.featured,
    images: filledRows.map((row) => row.value),
  };
  // With options the variants carry price and stock, checked row by row; the form's own fields
  // are hidden and not sent.
  const choices = hasOptions(values) ? parseVariants(values.options, values.variants) : null;
  const parsed = adminProductInputSchema.safeParse(
    choices
      ? { ...common, ...(choices.success ? choices.data : {}) }
      : {
          ...common,
          price: numbers.price.value ?? Number.NaN,
          salePrice: numbers.salePrice.value,
          stockQuantity: numbers.stock.value ?? Number.NaN,
        },
  );
  const variantErrors = choices && !choices.success ? choices.errors : undefined;
  if (!parsed.success) {
    const own = choices
      ? parsed.error.issues.filter((issue) => !VARIANT_FIELDS.has(String(issue.path[0])))
      : parsed.error.issues;
    addSchemaErrors(errors, own, values, filledRows, message);
  }
  if (variantErrors) return { success: false, errors, variantErrors };
  if (Object.keys(errors).length > 0 || !parsed.success) return { success: false, errors };
  return { success: true, data: parsed.data };
}
