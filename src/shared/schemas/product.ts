import { z } from 'zod';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '../catalog';

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Poisha. */
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  category: z.enum(PRODUCT_CATEGORIES),
  brand: z.string().nullable(),
  images: z.array(z.string()),
  stockQuantity: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  featured: z.boolean(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = z.object({
  category: z.enum(PRODUCT_CATEGORIES, { error: 'Unknown category' }).optional(),
  featured: z.enum(['true', 'false']).optional(),
  sale: z.enum(['true', 'false']).optional(),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(10_000, 'Page must be at most 10000')
    .default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be 1 or more')
    .max(48, 'Limit must be at most 48')
    .default(24),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListSchema = z.object({
  products: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Product id must be a number' })
    .int()
    .positive('Product id must be positive'),
});
