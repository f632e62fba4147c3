/** A product row as the contract shows it: to admins (toProduct) and to shoppers. */
import type { Product } from '#shared/schemas/product';
import { products } from '../../db/schema';
import { chargedSalePrice } from './sale-prices';

/** Never the search columns: kilobytes a row, printed by PostgreSQL and parsed for nothing. */
export const productAnswerColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  salePrice: products.salePrice,
  promoPrice: products.promoPrice,
  saleEndsAt: products.saleEndsAt,
  effectivePrice: products.effectivePrice,
  category: products.category,
  brand: products.brand,
  images: products.images,
  stockQuantity: products.stockQuantity,
  status: products.status,
  featured: products.featured,
  reviewCount: products.reviewCount,
  ratingTotal: products.ratingTotal,
  priceMax: products.priceMax,
  optionName: products.optionName,
  optionValueCount: products.optionValueCount,
  createdAt: products.createdAt,
  banglaKind: products.banglaKind,
};

type AnswerRow = Pick<typeof products.$inferSelect, keyof typeof productAnswerColumns>;

/** The sale price charged now and its end (toProduct keeps the admin's own sale price). */
export function toShopperProduct(row: AnswerRow): Product {
  const product = { ...toProduct(row), salePrice: chargedSalePrice(row) };
  // Only when set: answers without scheduled sales keep their shape.
  return row.saleEndsAt ? { ...product, saleEndsAt: row.saleEndsAt.toISOString() } : product;
}

export function toProduct(row: AnswerRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    salePrice: row.salePrice,
    category: row.category,
    brand: row.brand,
    images: row.images,
    stockQuantity: row.stockQuantity,
    status: row.status,
    featured: row.featured,
    rating: {
      average: row.reviewCount > 0 ? Math.round((row.ratingTotal / row.reviewCount) * 10) / 10 : 0,
      count: row.reviewCount,
    },
    createdAt: row.createdAt.toISOString(),
    // Only for a product with options: every other product's answer keeps its shape.
    ...(row.optionName !== null
      ? {
          variantSummary: {
            priceMax: row.priceMax ?? row.effectivePrice ?? row.price,
            optionName: row.optionName,
            valueCount: row.optionValueCount,
          },
        }
      : {}),
  };
}
