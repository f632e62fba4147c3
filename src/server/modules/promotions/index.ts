export { createPromotion } from './admin-promotion-service';
export type { CouponRule } from './coupon-engine';
export { codeStanding, priceCart } from './coupon-engine';
export {
  couponLineOf,
  customerFacts,
  findCoupon,
  giveBackCouponUse,
  takeCouponUse,
} from './coupon-service';
export { readShopSettings } from './shop-settings';
