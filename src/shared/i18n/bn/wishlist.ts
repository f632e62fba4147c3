import type { wishlist as en } from '../en/wishlist';

export const wishlist: Record<keyof typeof en, string> = {};
