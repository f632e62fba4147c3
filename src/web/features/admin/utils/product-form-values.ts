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

/**
 * `message` reads a schema message in the admin's language; it is needed only for an image row's
 * problem, which sits inside the 'Image 2: …' message.
 */
export function parseProductForm(
  values: ProductFormValues,
  message: (text: string) => string = (text) => text,
): ProductFormResult {
  const errors: ProductFormErrors = {};
  const price = poishaFrom(values.price, {
    notNumber: 'admin.productForm.error.priceNumber',
    tooManyDecimals: 'admin.productForm.error.priceDecimals',
  });
  const salePrice = poishaFrom(values.salePrice, {
    notNumber: 'admin.productForm.error.salePriceNumber',
    tooManyDecimals: 'admin.productForm.error.salePriceDecimals',
  });
  const actualPrice = poishaFrom(values.actualPrice, {
    notNumber: 'admin.productForm.error.costPriceNumber',
    tooManyDecimals: 'admin.productForm.error.costPriceDecimals',
  });
  const stock = numberFrom(values.stockQuantity, 'admin.productForm.error.stockNumber');
  if (price.error) errors.price = price.error;
  else if (price.value === null) errors.price = msg('admin.productForm.error.priceRequired');
  if (salePrice.error) errors.salePrice = salePrice.error;
  if (actualPrice.error) errors.actualPrice = actualPrice.error;
  if (stock.error) errors.stockQuantity = stock.error;
  else if (stock.value === null)
    errors.stockQuantity = msg('admin.productForm.error.stockRequired');
  if (isUploadingImage(values.images)) {
    errors.images = msg('admin.productForm.error.uploading');
  }

  // The schema drops empty rows, so its image positions count filled rows only.
  const filledRows = values.images
    .map((row, index) => ({ value: row.value, position: index + 1 }))
    .filter((row) => row.value.trim() !== '');
  const parsed = adminProductInputSchema.safeParse({
    name: values.name,
    description: values.description,
    category: values.category,
    price: price.value ?? Number.NaN,
    salePrice: salePrice.value,
    actualPrice: actualPrice.value,
    stockQuantity: stock.value ?? Number.NaN,
    brand: values.brand,
    status: values.status,
    featured: values.featured,
    images: filledRows.map((row) => row.value),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
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
  if (Object.keys(errors).length > 0 || !parsed.success) return { success: false, errors };
  return { success: true, data: parsed.data };
}
