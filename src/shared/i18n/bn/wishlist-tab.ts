import type { wishlistTab as en } from '../en/wishlist-tab';

export const wishlistTab: Record<keyof typeof en, string> = {
  'wishlist.tab.loading': 'উইশলিস্ট লোড হচ্ছে',
  'wishlist.tab.loadError': 'আপনার উইশলিস্ট লোড করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'wishlist.tab.emptyTitle': 'আপনার উইশলিস্ট খালি',
  'wishlist.tab.emptyBody': 'পছন্দের পণ্যগুলো সেভ করে রাখুন, পরে এখানেই খুঁজে পাবেন।',
  'wishlist.tab.heading': 'আমার উইশলিস্ট',
  'wishlist.card.product': 'পণ্য',
  'wishlist.card.moveToCart': 'কার্টে নিন',
  'wishlist.card.viewProduct': 'পণ্যটি দেখুন',
  'wishlist.card.remove': 'সরান',
  'wishlist.card.removeLabel': 'উইশলিস্ট থেকে {name} সরান',
};
