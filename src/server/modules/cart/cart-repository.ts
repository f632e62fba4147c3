/**
 * One row per variant, never more than its stock (shared/spec/decisions.md #8; docs/decisions/011).
 * Changes lock or update the row in one step, so two quick taps cannot both pass the stock check.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import type { Cart, CartLine } from '#shared/schemas/cart';
import type { Database, Transaction } from '../../db/client';
import { cartItems, products, productVariants } from '../../db/schema';
import { HttpError } from '../../http-error';
import { chargedPrice, chosenOptions, optionsOf, variantTitle } from '../catalog';

type Line = {
  productId: number;
  name: string;
  brand: string | null;
  price: number;
  images: string[];
  stockQuantity: number;
  status: string;
  quantity: number;
};

function problemOf(line: Line): CartLine['problem'] {
  if (line.status !== 'active') return 'inactive';
  if (line.stockQuantity <= 0) return 'out_of_stock';
  if (line.quantity > line.stockQuantity) return 'not_enough_stock';
  return null;
}

/** What the cart and the wishlist show of a product: its price is the one charged now. */
export const savedProductColumns = {
  productId: products.id,
  name: products.name,
  brand: products.brand,
  price: sql<number>`${products.effectivePrice}`,
  images: products.images,
  stockQuantity: products.stockQuantity,
  status: products.status,
};

/** A cart line's price, stock and pictures are its variant's (its product's pictures without). */
export async function readCart(db: Database | Transaction, userId: string): Promise<Cart> {
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      brand: products.brand,
      productImages: products.images,
      productStatus: products.status,
      variant: productVariants,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  // A variant without option values belongs to a product without options: nothing to read.
  const options = await optionsOf(
    db,
    rows.filter((row) => row.variant.option1 !== null).map((row) => row.productId),
  );
  const items = rows.map(({ productImages, productStatus, variant, ...row }) => {
    const chosen = options.get(row.productId) ?? [];
    const line: Line = {
      ...row,
      price: chargedPrice(variant),
      images: variant.images.length > 0 ? variant.images : productImages,
      stockQuantity: variant.stockQuantity,
      status: productStatus === 'active' ? variant.status : productStatus,
    };
    const { status: _status, ...shown } = line;
    return {
      ...shown,
      variant: {
        id: variant.id,
        title: variantTitle(chosen, variant),
        sku: variant.sku,
        options: chosenOptions(chosen, variant),
      },
      problem: problemOf(line),
    };
  });
  return {
    items,
    itemCount: items.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: items
      .filter((line) => line.problem === null)
      .reduce((sum, line) => sum + line.price * line.quantity, 0),
  };
}

/** Without a variant id, the only variant on sale; with several, the shopper must choose. */
async function buyableVariant(tx: Transaction, productId: number, variantId?: number) {
  const rows = await tx
    .select({ productStatus: products.status, variant: productVariants })
    .from(products)
    .leftJoin(
      productVariants,
      and(
        eq(productVariants.productId, products.id),
        variantId === undefined
          ? eq(productVariants.status, 'active')
          : eq(productVariants.id, variantId),
      ),
    )
    .where(eq(products.id, productId))
    .limit(2);
  if (rows[0]?.productStatus !== 'active') throw new HttpError(404, msg('errors.product.notFound'));
  const found = rows.flatMap((row) => (row.variant ? [row.variant] : []));
  if (variantId === undefined) {
    const [only] = found;
    if (only && found.length === 1) return only;
    const names = (await optionsOf(tx, [productId])).get(productId) ?? [];
    throw new HttpError(
      400,
      msg('errors.cart.chooseVariant', { options: names.map((option) => option.name).join(' / ') }),
      'CHOOSE_VARIANT',
    );
  }
  const [variant] = found;
  if (!variant) throw new HttpError(404, msg('errors.variant.notFound'));
  if (variant.status !== 'active') {
    const names = (await optionsOf(tx, [productId])).get(productId) ?? [];
    throw new HttpError(
      409,
      msg('errors.variant.unavailable', { title: variantTitle(names, variant) ?? variant.sku }),
      'UNAVAILABLE',
    );
  }
  return variant;
}

function checkStock(quantity: number, stock: number) {
  if (stock <= 0) throw new HttpError(409, msg('errors.product.outOfStock'), 'OUT_OF_STOCK');
  if (quantity > stock)
    throw new HttpError(409, msg('errors.product.onlyLeft', { count: stock }), 'NOT_ENOUGH_STOCK');
}

async function lockedQuantity(tx: Transaction, userId: string, variantId: number) {
  const [row] = await tx
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)))
    .for('update');
  return row?.quantity ?? 0;
}

/** Locked. Without `variantId`, the only line (a product in two shades needs the shade named). */
async function lockedLine(
  tx: Transaction | Database,
  userId: string,
  productId: number,
  variantId?: number,
) {
  const where = [eq(cartItems.userId, userId), eq(cartItems.productId, productId)];
  if (variantId !== undefined) where.push(eq(cartItems.variantId, variantId));
  const lines = await tx
    .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(...where))
    .for('update');
  const [line] = lines;
  if (!line) throw new HttpError(404, msg('errors.cart.notInCart'));
  if (lines.length > 1) throw new HttpError(400, msg('errors.cart.whichLine'), 'CHOOSE_VARIANT');
  return line;
}

/** Summed in one statement, so two adds at once cannot both pass the stock check. */
export async function addToCart(
  db: Database,
  userId: string,
  productId: number,
  quantity: number,
  maxPerLine: number,
  variantId?: number,
) {
  return db.transaction(async (tx) => {
    const variant = await buyableVariant(tx, productId, variantId);
    checkStock(quantity, variant.stockQuantity);
    const limit = Math.min(variant.stockQuantity, maxPerLine);
    const [line] = await tx
      .insert(cartItems)
      .values({ userId, productId, variantId: variant.id, quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.variantId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${limit}`,
      })
      .returning({ quantity: cartItems.quantity });
    if (!line) {
      checkStock((await lockedQuantity(tx, userId, variant.id)) + quantity, variant.stockQuantity);
      throw new HttpError(400, msg('errors.cart.maxPerLine', { max: maxPerLine }));
    }
    return readCart(tx, userId);
  });
}

/** Zero or less removes the line. */
export async function setCartQuantity(
  db: Database,
  userId: string,
  productId: number,
  quantity: number,
  variantId?: number,
) {
  return db.transaction(async (tx) => {
    const current = await lockedLine(tx, userId, productId, variantId);
    if (quantity <= 0) {
      await removeLine(tx, userId, current.variantId);
      return readCart(tx, userId);
    }
    // Lowering a quantity is always allowed, so a shopper can fix a line the stock outgrew.
    if (quantity > current.quantity) {
      const variant = await buyableVariant(tx, productId, current.variantId);
      checkStock(quantity, variant.stockQuantity);
    }
    await tx
      .update(cartItems)
      .set({ quantity })
      .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, current.variantId)));
    return readCart(tx, userId);
  });
}

async function removeLine(db: Database | Transaction, userId: string, variantId: number) {
  return db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, variantId)))
    .returning({ id: cartItems.id });
}

export async function removeFromCart(
  db: Database,
  userId: string,
  productId: number,
  variantId?: number,
) {
  return db.transaction(async (tx) => {
    const line = await lockedLine(tx, userId, productId, variantId);
    await removeLine(tx, userId, line.variantId);
    return readCart(tx, userId);
  });
}

export async function clearCart(db: Database, userId: string) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  return readCart(db, userId);
}
