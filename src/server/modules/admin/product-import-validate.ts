/** The import's second step: the same schemas the admin's product form and variant editor use. */
import type { z } from 'zod';
import { msg } from '#shared/i18n/translator';
import { adminProductInputSchema } from '#shared/schemas/admin';
import { adminVariantInputSchema, adminVariantsInputSchema } from '#shared/schemas/admin-variants';
import type { ParsedImport, ParsedProduct, RowReasons } from './product-import-parse';

const MAX_PRODUCT_IMAGES = 20;
const MAX_VARIANT_IMAGES = 10;

/** A zod issue's message on a row; issues about an unreadable cell were reported already. */
function addIssues(
  issues: z.core.$ZodIssue[],
  rowOf: (path: PropertyKey[]) => number,
  reasons: RowReasons,
  skip: (path: PropertyKey[]) => boolean = () => false,
) {
  for (const issue of issues) {
    if (!skip(issue.path)) reasons.add(rowOf(issue.path), issue.message);
  }
}

function checkProduct(product: ParsedProduct, reasons: RowReasons) {
  const [first] = product.variants;
  const single = product.optionNames.length === 0 ? first : undefined;
  const result = adminProductInputSchema.safeParse({
    name: product.name,
    description: product.description,
    category: product.category || undefined,
    price: single?.price ?? first?.price ?? 0,
    salePrice: single?.salePrice ?? null,
    actualPrice: null,
    stockQuantity: single?.stock ?? 0,
    brand: product.brand,
    status: product.status,
    featured: product.featured,
    images: [],
  });
  const unreadable = (path: PropertyKey[]) =>
    path[0] === 'category' ||
    (single?.price === null && (path[0] === 'price' || path[0] === 'salePrice'));
  if (!result.success) addIssues(result.error.issues, () => product.firstRow, reasons, unreadable);
  if (product.images.length > MAX_PRODUCT_IMAGES) {
    reasons.add(product.firstRow, msg('validation.images.tooMany', { max: MAX_PRODUCT_IMAGES }));
  }
}

const variantInput = (variant: ParsedProduct['variants'][number]) => ({
  sku: variant.sku,
  options: variant.values,
  price: variant.price ?? 0,
  salePrice: variant.salePrice,
  stockQuantity: variant.stock ?? 0,
  status: variant.status,
  swatch: variant.swatch,
  shadeFamily: variant.shadeFamily,
  images: [],
});

function checkVariants(product: ParsedProduct, reasons: RowReasons) {
  const rowAt = (index: unknown) => product.variants[Number(index)]?.row ?? product.firstRow;
  for (const variant of product.variants) {
    if (variant.images.length > MAX_VARIANT_IMAGES) {
      reasons.add(variant.row, msg('validation.images.tooMany', { max: MAX_VARIANT_IMAGES }));
    }
  }
  if (product.optionNames.length === 0) {
    // The product schema checked price and stock; the variant's own fields are checked here.
    const [variant] = product.variants;
    if (!variant) return;
    const result = adminVariantInputSchema.safeParse({
      ...variantInput(variant),
      sku: variant.sku || 'SG-0',
    });
    const own = new Set(['sku', 'swatch', 'shadeFamily', 'status']);
    if (!result.success) {
      addIssues(
        result.error.issues,
        () => variant.row,
        reasons,
        (p) => !own.has(String(p[0])),
      );
    }
    return;
  }
  const result = adminVariantsInputSchema.safeParse({
    options: product.optionNames.map((name) => ({ name })),
    variants: product.variants.map(variantInput),
  });
  if (!result.success) {
    const unreadable = (path: PropertyKey[]) => {
      const variant = path[0] === 'variants' ? product.variants[Number(path[1])] : undefined;
      return variant?.price === null && (path[2] === 'price' || path[2] === 'salePrice');
    };
    addIssues(
      result.error.issues,
      (path) => (path[0] === 'variants' ? rowAt(path[1]) : product.firstRow),
      reasons,
      unreadable,
    );
  }
}

/** A SKU on two products of the file; twice in one product the variants schema says already. */
function checkSkusAcrossFile(products: ParsedProduct[], reasons: RowReasons) {
  const seen = new Map<string, { row: number; product: ParsedProduct }>();
  for (const product of products) {
    for (const variant of product.variants) {
      if (variant.sku === '') continue;
      const key = variant.sku.toUpperCase();
      const earlier = seen.get(key);
      if (!earlier) seen.set(key, { row: variant.row, product });
      else if (earlier.product !== product) {
        reasons.add(
          variant.row,
          msg('admin.import.sku.twiceInFile', { sku: variant.sku, row: earlier.row }),
        );
      }
    }
  }
}

export function validateImport(parsed: ParsedImport) {
  for (const product of parsed.products) {
    checkProduct(product, parsed.reasons);
    checkVariants(product, parsed.reasons);
  }
  checkSkusAcrossFile(parsed.products, parsed.reasons);
}
