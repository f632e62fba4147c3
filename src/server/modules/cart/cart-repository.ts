/**
 * The shopper's cart: one row per product, never more than the stock (shared/spec/decisions.md #8).
 * Changes run in transactions that lock or update the shopper's row for that product in one step,
 * so two quick taps cannot both pass the stock check.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import type { Cart, CartLine } from '#shared/schemas/cart';
import type { Database, Transaction } from '../../db/client';
import { cartItems, products } from '../../db/schema';
import { HttpError } from '../../http-error';

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

export async function readCart(db: Database | Transaction, userId: string): Promise<Cart> {
  const rows: Line[] = await db
    .select({ ...savedProductColumns, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const items = rows.map(({ status, ...line }) => ({
    ...line,
    problem: problemOf({ ...line, status }),
  }));
  return {
    items,
    itemCount: items.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: items
      .filter((line) => line.problem === null)
      .reduce((sum, line) => sum + line.price * line.quantity, 0),
  };
}

/** The product a shopper may put in the cart: active, with its stock. */
async function buyableProduct(tx: Transaction, productId: number) {
  const [product] = await tx
    .select({ stock: products.stockQuantity, status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  if (product?.status !== 'active') throw new HttpError(404, msg('errors.product.notFound'));
  return product;
}

function checkStock(quantity: number, stock: number) {
  if (stock <= 0) throw new HttpError(409, msg('errors.product.outOfStock'), 'OUT_OF_STOCK');
  if (quantity > stock)
    throw new HttpError(409, msg('errors.product.onlyLeft', { count: stock }), 'NOT_ENOUGH_STOCK');
}

async function lockedQuantity(tx: Transaction, userId: string, productId: number) {
  const [row] = await tx
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .for('update');
  return row?.quantity ?? 0;
}

/**
 * Adds to the line (or starts it); the new total must fit the stock and the per-line limit. The
 * sum is made by the database in one statement, so two adds at once cannot both pass the check
 * on the same old quantity.
 */
export async function addToCart(
  db: Database,
  userId: string,
  productId: number,
  quantity: number,
  maxPerLine: number,
) {
  return db.transaction(async (tx) => {
    const product = await buyableProduct(tx, productId);
    checkStock(quantity, product.stock);
    const limit = Math.min(product.stock, maxPerLine);
    const [line] = await tx
      .insert(cartItems)
      .values({ userId, productId, quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${limit}`,
      })
      .returning({ quantity: cartItems.quantity });
    if (!line) {
      checkStock((await lockedQuantity(tx, userId, productId)) + quantity, product.stock);
      throw new HttpError(400, msg('errors.cart.maxPerLine', { max: maxPerLine }));
    }
    return readCart(tx, userId);
  });
}

/** Sets the line's quantity; zero or less removes it. */
export async function setCartQuantity(
  db: Database,
  userId: string,
  productId: number,
  quantity: number,
) {
  return db.transaction(async (tx) => {
    const current = await lockedQuantity(tx, userId, productId);
    if (current === 0) throw new HttpError(404, msg('errors.cart.notInCart'));
    if (quantity <= 0) {
      await removeLine(tx, userId, productId);
      return readCart(tx, userId);
    }
    // Lowering a quantity is always allowed, so a shopper can fix a line the stock outgrew.
    if (quantity > current) {
      const product = await buyableProduct(tx, productId);
      checkStock(quantity, product.stock);
    }
    await tx
      .update(cartItems)
      .set({ quantity })
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
    return readCart(tx, userId);
  });
}

async function removeLine(db: Database | Transaction, userId: string, productId: number) {
  return db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id });
}

export async function removeFromCart(db: Database, userId: string, productId: number) {
  const removed = await removeLine(db, userId, productId);
  if (removed.length === 0) throw new HttpError(404, msg('errors.cart.notInCart'));
  return readCart(db, userId);
}

export async function clearCart(db: Database, userId: string) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  return readCart(db, userId);
}
