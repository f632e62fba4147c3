/**
 * The coupon and discount words (#shared/i18n/{en,bn}/coupons) load with the parts that show them (the
 * cart's quote, checkout's totals, an order's summary), not with every page: the first-load budget
 * had no room for them (docs/decisions/007). Shared here because several features use them.
 */
import type { ReactNode } from 'react';
import { AreaMessages, type MessageLoaders } from './i18n';

export const COUPON_WORDS: MessageLoaders = {
  en: () => import('#shared/i18n/en/coupons').then((m) => m.couponMessages),
  bn: () => import('#shared/i18n/bn/coupons').then((m) => m.couponMessages),
};

/** Shows its children once the coupon words are there (nothing before: a moment on first use). */
export function CouponWords({ children }: { children: ReactNode }) {
  return <AreaMessages load={COUPON_WORDS}>{children}</AreaMessages>;
}
