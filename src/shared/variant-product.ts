// Apart from variant-choice.ts because every page's cart actions need these two and not the rest.
import type { Product, ProductVariant } from './schemas/product';

export function asVariant(product: Product, variant: ProductVariant | undefined): Product {
  if (!variant) return product;
  const own = new Set(variant.images);
  return {
    ...product,
    price: variant.price,
    salePrice: variant.salePrice,
    saleEndsAt: variant.saleEndsAt ?? null,
    stockQuantity: variant.status === 'active' ? variant.stockQuantity : 0,
    images: [...variant.images, ...product.images.filter((image) => !own.has(image))],
  };
}

export function variantOptions(product: Product, variant: ProductVariant) {
  return (product.options ?? []).flatMap((option, index) => {
    const value = variant.options[index];
    return value ? [{ name: option.name, value }] : [];
  });
}
