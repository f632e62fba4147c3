/**
 * The product form holds what the admin types (taka as text); the contract takes poisha. This
 * turns one into the other and checks it with the same schema the server uses, so the inline
 * messages are the server's own.
 */
import type { z } from 'zod';
import type { ProductCategory, ProductStatus } from '#shared/catalog';
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
function poishaFrom(text: string, label: string): Converted {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const taka = Number(trimmed);
  if (!Number.isFinite(taka)) return { value: null, error: `${label} must be a number` };
  // Rounding would silently change a third decimal; poisha is the smallest unit.
  if (/\.\d{3,}$/.test(trimmed)) {
    return { value: null, error: `${label} can have at most 2 decimals` };
  }
  return { value: takaToPoisha(taka) };
}

function numberFrom(text: string, label: string): Converted {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const value = Number(trimmed);
  return Number.isFinite(value) ? { value } : { value: null, error: `${label} must be a number` };
}

export type ProductFormResult =
  | { success: true; data: ProductSaveInput }
  | { success: false; errors: ProductFormErrors };

export function parseProductForm(values: ProductFormValues): ProductFormResult {
  const errors: ProductFormErrors = {};
  const price = poishaFrom(values.price, 'Price');
  const salePrice = poishaFrom(values.salePrice, 'Sale price');
  const actualPrice = poishaFrom(values.actualPrice, 'Cost price');
  const stock = numberFrom(values.stockQuantity, 'Stock');
  if (price.error) errors.price = price.error;
  else if (price.value === null) errors.price = 'Price is required';
  if (salePrice.error) errors.salePrice = salePrice.error;
  if (actualPrice.error) errors.actualPrice = actualPrice.error;
  if (stock.error) errors.stockQuantity = stock.error;
  else if (stock.value === null) errors.stockQuantity = 'Stock is required';
  if (isUploadingImage(values.images)) errors.images = 'Wait for the image upload to finish';

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
        errors.images ??= row ? `Image ${row.position}: ${issue.message}` : issue.message;
      } else if (typeof field === 'string' && field in values) {
        errors[field as ProductFormField] ??= issue.message;
      }
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { success: false, errors };
  return { success: true, data: parsed.data };
}
