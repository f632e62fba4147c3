import { and, desc, eq } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import type { Wishlist } from '#shared/schemas/cart';
import type { Database, Transaction } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';
import { HttpError } from '../../http-error';
import { addToCart, savedProductColumns } from '../cart';

export async function readWishlist(db: Database | Transaction, userId: string): Promise<Wishlist> {
  const rows = await db
    .select({ ...savedProductColumns, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return {
    items: rows.map(({ status, addedAt, ...item }) => ({
      ...item,
      available: status === 'active' && item.stockQuantity > 0,
      addedAt: addedAt.toISOString(),
    })),
  };
}

/** Adds an active product; adding one already there changes nothing. */
export async function addToWishlist(db: Database, userId: string, productId: number) {
  const [product] = await db
    .select({ status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  if (product?.status !== 'active') throw new HttpError(404, msg('errors.product.notFound'));
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  return readWishlist(db, userId);
}

export async function removeFromWishlist(db: Database, userId: string, productId: number) {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  if (removed.length === 0) throw new HttpError(404, msg('errors.wishlist.notInWishlist'));
  return readWishlist(db, userId);
}

/** When the cart refuses (stock), the wishlist keeps it. */
export async function moveToCart(
  db: Database,
  userId: string,
  productId: number,
  maxPerLine: number,
) {
  const [listed] = await db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  if (!listed) throw new HttpError(404, msg('errors.wishlist.notInWishlist'));
  await addToCart(db, userId, productId, 1, maxPerLine);
  return removeFromWishlist(db, userId, productId);
}
