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
  images: ImageRow[];
};
export type ProductFormField = keyof ProductFormValues;
/** Messages made by msg() (or the shared schema's), read in the admin's language when shown. */
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;
export type ProductSaveInput = z.output<typeof adminProductInputSchema>;

const takaText = (poisha: number | null) => (poisha === null ? '' : String(poishaToTaka(poisha)));

export function productFormValues(product?: AdminProduct): ProductFormValues {
  return {
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
  | { success: false; errors: ProductFormErrors };

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
  const found: ProductFormErrors = {
    price: required(price, 'admin.productForm.error.priceRequired'),
    salePrice: salePrice.error,
    actualPrice: actualPrice.error,
    stockQuantity: required(stock, 'admin.productForm.error.stockRequired'),
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
  const parsed = adminProductInputSchema.safeParse({
    name: values.name,
    description: values.description,
    category: values.category,
    price: numbers.price.value ?? Number.NaN,
    salePrice: numbers.salePrice.value,
    actualPrice: numbers.actualPrice.value,
    stockQuantity: numbers.stock.value ?? Number.NaN,
    brand: values.brand,
    status: values.status,
    featured: values.featured,
    images: filledRows.map((row) => row.value),
  });
  if (!parsed.success) addSchemaErrors(errors, parsed.error.issues, values, filledRows, message);
  if (Object.keys(errors).length > 0 || !parsed.success) return { success: false, errors };
  return { success: true, data: parsed.data };
}
