// Promotions (docs/decisions/016). The server computes every discount; these lists are the
// values the database accepts.
export const PROMOTION_KINDS = ['coupon', 'sale'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** percent: `value` % off (1–100), capped by `maxDiscount`; fixed: `value` poisha off. */
export const DISCOUNT_TYPES = ['percent', 'fixed', 'free_delivery'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const PROMOTION_STATUSES = ['scheduled', 'running', 'ended', 'used_up'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** Codes are case-insensitive: stored and compared in capitals, spaces around dropped. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Where a campaign banner shows on the home page: the hero, or the Summer Sale / New Arrivals tiles. */
export const BANNER_SLOTS = ['hero', 'sale', 'new'] as const;
export type BannerSlot = (typeof BANNER_SLOTS)[number];
