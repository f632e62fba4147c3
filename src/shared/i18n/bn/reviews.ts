import type { reviews as en } from '../en/reviews';

export const reviews: Record<keyof typeof en, string> = {};
