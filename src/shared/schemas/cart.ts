// storefront-spec.md sections 4 and 7; shared/spec/decisions.md #1, #6 and #8.
import { z } from 'zod';
import { msg } from '../i18n/translator';
import { MAX_QUANTITY_PER_LINE } from '../quantity';

const productId = z.coerce
  .number({ error: msg('validation.productId.invalid') })
  .int({ error: msg('validation.productId.invalid') })
  .min(1, { error: msg('validation.productId.invalid') })
  .max(2_147_483_647, { error: msg('validation.product.notFound') });

const variantId = z.coerce
  .number({ error: msg('validation.variantId.invalid') })
  .int({ error: msg('validation.variantId.invalid') })
  .min(1, { error: msg('validation.variantId.invalid') })
  .max(2_147_483_647, { error: msg('validation.variantId.invalid') });

const quantityMessage = msg('validation.quantity.range', { max: MAX_QUANTITY_PER_LINE });
const quantityUpToMessage = msg('validation.quantity.upTo', { max: MAX_QUANTITY_PER_LINE });

export const productIdParamsSchema = z.object({ productId });

// Without `variantId`, a product with one variant on sale means that one; any other is refused
// with the options to choose.
export const cartAddSchema = z.strictObject({
  productId,
  variantId: variantId.optional(),
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
  /** Which line, when the product is in the cart in more than one shade or size. */
  variantId: variantId.optional(),
  quantity: z
    .number({ error: quantityUpToMessage })
    .int({ error: quantityUpToMessage })
    .max(MAX_QUANTITY_PER_LINE, { error: quantityUpToMessage }),
});

export const cartLineQuerySchema = z.object({ variantId: variantId.optional() });

export const CART_LINE_PROBLEMS = ['out_of_stock', 'inactive', 'not_enough_stock'] as const;

export const cartVariantSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  sku: z.string(),
  options: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type CartVariant = z.infer<typeof cartVariantSchema>;

export const cartLineSchema = z.object({
  productId: z.number().int(),
  variant: cartVariantSchema.optional(),
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
