import type { bannerMessages as english } from '../en/banners';

/** হোম পেজের ক্যাম্পেইন ব্যানার ও হিরো (ইস্যু ১৯)। */
export const bannerMessages: Record<keyof typeof english, string> = {
  'banners.showcase': 'দোকান থেকে',
};
