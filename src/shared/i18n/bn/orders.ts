import type { orders as en } from '../en/orders';

export const orders: Record<keyof typeof en, string> = {};
