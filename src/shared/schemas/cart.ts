/** The cart and wishlist contract (spec sections 4 and 7, decisions 1, 6 and 8). */
import { z } from 'zod';

export const MAX_QUANTITY_PER_LINE = 99;

const productId = z.coerce
  .number({ error: 'Product id must be a whole number from 1' })
  .int({ error: 'Product id must be a whole number from 1' })
  .min(1, { error: 'Product id must be a whole number from 1' })
  .max(2_147_483_647, { error: 'Product not found' });

const quantityMessage = `Quantity must be a whole number from 1 to ${MAX_QUANTITY_PER_LINE}`;

export const productIdParamsSchema = z.object({ productId });

export const cartAddSchema = z.strictObject({
  productId,
  quantity: z
    .number({ error: quantityMessage })
    .int({ error: quantityMessage })
    .min(1, { error: quantityMessage })
    .max(MAX_QUANTITY_PER_LINE, { error: quantityMessage })
    .default(1),
});
export type CartAddInput = z.input<typeof cartAddSchema>;

/** Zero or less removes the line (spec section 4). */
export const cartQuantitySchema = z.strictObject({
  quantity: z
    .number({ error: `Quantity must be a whole number up to ${MAX_QUANTITY_PER_LINE}` })
    .int({ error: `Quantity must be a whole number up to ${MAX_QUANTITY_PER_LINE}` })
    .max(MAX_QUANTITY_PER_LINE, {
      error: `Quantity must be a whole number up to ${MAX_QUANTITY_PER_LINE}`,
    }),
});

/** Why a line cannot be bought as it stands. */
export const CART_LINE_PROBLEMS = ['out_of_stock', 'inactive', 'not_enough_stock'] as const;

export const cartLineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  brand: z.string().nullable(),
  /** Poisha: the price charged now (the sale price when there is one). */
  price: z.number().int(),
  images: z.array(z.string()),
  stockQuantity: z.number().int(),
  quantity: z.number().int(),
  problem: z.enum(CART_LINE_PROBLEMS).nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  /** The sum of quantities: the header badge. */
  itemCount: z.number().int(),
  /** Poisha: lines that can be bought as they stand. */
  subtotal: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;

export const wishlistAddSchema = z.strictObject({ productId });

export const wishlistItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  brand: z.string().nullable(),
  price: z.number().int(),
  images: z.array(z.string()),
  stockQuantity: z.number().int(),
  available: z.boolean(),
  addedAt: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistSchema = z.object({ items: z.array(wishlistItemSchema) });
export type Wishlist = z.infer<typeof wishlistSchema>;
