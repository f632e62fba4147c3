/**
 * What a product save asks beyond `products.edit`: `products.prices` when a price (selling, sale
 * or cost) would change, `products.stock` when a count would (decision 033). A new product sets
 * both. Variants are matched by SKU; a new one sets its price and stock.
 */
import type { Permission } from '#shared/permissions';
import type { AdminProduct } from '#shared/schemas/admin';

type Saved = {
  price?: number | undefined;
  salePrice: number | null;
  actualPrice: number | null;
  stockQuantity?: number | undefined;
  variants?:
    | { sku: string; price: number; salePrice: number | null; stockQuantity: number }[]
    | undefined;
};

function figures({ price, salePrice, actualPrice, stockQuantity, variants }: Saved) {
  const rows = variants ? [...variants].sort((a, b) => a.sku.localeCompare(b.sku)) : undefined;
  return {
    prices: JSON.stringify(
      rows
        ? [actualPrice, rows.map((v) => [v.sku, v.price, v.salePrice])]
        : [actualPrice, price, salePrice],
    ),
    stock: JSON.stringify(rows ? rows.map((v) => [v.sku, v.stockQuantity]) : stockQuantity),
  };
}

export function productSavePermissions(current: AdminProduct | null, input: Saved): Permission[] {
  if (!current) return ['products.prices', 'products.stock'];
  const before = figures({
    ...current,
    variants: input.variants ? (current.variants ?? []) : undefined,
  });
  const after = figures(input);
  const needed: Permission[] = [];
  if (before.prices !== after.prices) needed.push('products.prices');
  if (before.stock !== after.stock) needed.push('products.stock');
  return needed;
}
