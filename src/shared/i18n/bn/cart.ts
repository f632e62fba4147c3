import type { cart as en } from '../en/cart';

export const cart: Record<keyof typeof en, string> = {};
