/**
 * Products' options and variants (docs/decisions/011): what the product page, the cart and orders
 * read of them. A product without options has one default variant whose option values are null.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { ProductOption, ProductVariant } from '#shared/schemas/product';
import type { Database, Transaction } from '../../db/client';
import { productOptions, productVariants } from '../../db/schema';
import { chargedSalePrice, saleEndsAtOf } from './sale-prices';

type VariantRow = typeof productVariants.$inferSelect;
type OptionValues = Pick<VariantRow, 'option1' | 'option2' | 'option3'>;

export function optionValuesOf(variant: OptionValues): (string | null)[] {
  return [variant.option1, variant.option2, variant.option3];
}

export function chosenOptions(options: ProductOption[], variant: OptionValues) {
  const values = optionValuesOf(variant);
  return options.flatMap((option) => {
    const value = values[option.position - 1];
    return value ? [{ name: option.name, value }] : [];
  });
}

/** An option's property by name, in the words schema.org and the feeds share; null for others. */
export function optionProperty(name: string): 'color' | 'size' | 'material' | 'pattern' | null {
  const word = name.trim().toLowerCase();
  if (['shade', 'colour', 'color'].includes(word)) return 'color';
  if (['size', 'volume', 'weight'].includes(word)) return 'size';
  if (word === 'material' || word === 'pattern') return word;
  return null;
}

/** 'Shade: Ruby Woo, Size: 3.5 g'; null for a default variant. */
export function variantTitle(options: ProductOption[], variant: OptionValues): string | null {
  const chosen = chosenOptions(options, variant);
  return chosen.length > 0 ? chosen.map(({ name, value }) => `${name}: ${value}`).join(', ') : null;
}

export async function optionsOf(
  db: Database | Transaction,
  productIds: number[],
): Promise<Map<number, ProductOption[]>> {
  const byProduct = new Map<number, ProductOption[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productOptions)
    .where(inArray(productOptions.productId, [...new Set(productIds)]))
    .orderBy(asc(productOptions.productId), asc(productOptions.position));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ position: row.position, name: row.name });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

export function toVariant(row: VariantRow): ProductVariant {
  return {
    id: row.id,
    sku: row.sku,
    options: optionValuesOf(row).filter((value): value is string => value !== null),
    price: row.price,
    salePrice: row.salePrice,
    stockQuantity: row.stockQuantity,
    status: row.status,
    swatch: row.swatch,
    shadeFamily: row.shadeFamily,
    images: row.images,
  };
}

export function toShopperVariant(row: VariantRow): ProductVariant {
  const variant = { ...toVariant(row), salePrice: chargedSalePrice(row) };
  const saleEndsAt = saleEndsAtOf(row);
  return saleEndsAt ? { ...variant, saleEndsAt } : variant;
}

/** As the admin edits them, inactive ones too; the shopper's page reads them with the product. */
export async function productChoices(
  db: Database,
  productId: number,
): Promise<{ options?: ProductOption[]; variants?: ProductVariant[] }> {
  const options = (await optionsOf(db, [productId])).get(productId);
  if (!options) return {};
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  // A variant kept only for its orders (an old default variant) fits no combination: neither
  // the picker nor the admin editor lists it.
  const fitting = variants
    .map(toVariant)
    .filter((variant) => variant.options.length === options.length);
  return { options, variants: fitting };
}
