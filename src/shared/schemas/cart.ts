/**
 * The cart and wishlist contract (shared/spec/storefront-spec.md "4. States and transitions" and
 * "7. Calls"; shared/spec/decisions.md #1, #6 and #8).
 */
import { z } from 'zod';
import { msg } from '../i18n/translator';
import { MAX_QUANTITY_PER_LINE } from '../quantity';

const productId = z.coerce
  .number({ error: msg('validation.productId.invalid') })
  .int({ error: msg('validation.productId.invalid') })
  .min(1, { error: msg('validation.productId.invalid') })
  .max(2_147_483_647, { error: msg('validation.product.notFound') });

const quantityMessage = msg('validation.quantity.range', { max: MAX_QUANTITY_PER_LINE });
const quantityUpToMessage = msg('validation.quantity.upTo', { max: MAX_QUANTITY_PER_LINE });

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

/** Zero or less removes the line (shared/spec/storefront-spec.md "4. States and transitions"). */
export const cartQuantitySchema = z.strictObject({
  quantity: z
    .number({ error: quantityUpToMessage })
    .int({ error: quantityUpToMessage })
    .max(MAX_QUANTITY_PER_LINE, { error: quantityUpToMessage }),
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
