import type { checkout as en } from '../en/checkout';

export const checkout: Record<keyof typeof en, string> = {};
