import { chargedPrice } from '#shared/pricing';
import type { Wishlist, WishlistItem } from '#shared/schemas/cart';
import type { Product } from '#shared/schemas/product';

/** A catalogue product as the wishlist shows it, newest first as the server lists them. */
export function toWishlistItem(product: Product): WishlistItem {
  return {
    productId: product.id,
    name: product.name,
    brand: product.brand,
    price: chargedPrice(product),
    images: product.images,
    stockQuantity: product.stockQuantity,
    available: product.status === 'active' && product.stockQuantity > 0,
    addedAt: new Date().toISOString(),
  };
}

export function withItem(wishlist: Wishlist, item: WishlistItem): Wishlist {
  if (wishlist.items.some((listed) => listed.productId === item.productId)) return wishlist;
  return { items: [item, ...wishlist.items] };
}

export function withoutItem(wishlist: Wishlist, productId: number): Wishlist {
  return { items: wishlist.items.filter((item) => item.productId !== productId) };
}

/** How the Wishlist tab names a product briefly, like the orders' short ids: #0023. */
export function shortProductId(productId: number): string {
  return `#${String(productId).padStart(4, '0')}`;
}
