export { addToWishlist, removeFromWishlist } from './wishlist-repository';
