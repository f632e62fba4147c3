import type { wishlist as en } from '../en/wishlist';

export const wishlist: Record<keyof typeof en, string> = {
  // The account's Wishlist tab
  'wishlist.tab.loading': 'উইশলিস্ট লোড হচ্ছে',
  'wishlist.tab.loadError': 'আপনার উইশলিস্ট লোড করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'wishlist.tab.emptyTitle': 'আপনার উইশলিস্ট খালি',
  'wishlist.tab.emptyBody': 'পছন্দের পণ্যগুলো সেভ করে রাখুন, পরে এখানেই খুঁজে পাবেন।',
  'wishlist.tab.heading': 'আমার উইশলিস্ট',
  // A wishlist card
  'wishlist.card.product': 'পণ্য',
  'wishlist.card.moveToCart': 'কার্টে নিন',
  'wishlist.card.viewProduct': 'পণ্যটি দেখুন',
  'wishlist.card.remove': 'সরান',
  'wishlist.card.removeLabel': 'উইশলিস্ট থেকে {name} সরান',
  // Toasts
  'wishlist.toast.added': 'উইশলিস্টে যোগ হয়েছে',
  'wishlist.toast.addFailed': 'উইশলিস্টে যোগ করা যায়নি',
  'wishlist.toast.removed': 'উইশলিস্ট থেকে সরানো হয়েছে',
  'wishlist.toast.removeFailed': 'উইশলিস্ট থেকে সরানো যায়নি',
  'wishlist.toast.moved': 'পণ্যটি কার্টে যোগ হয়েছে',
  'wishlist.toast.moveFailed': 'পণ্যটি কার্টে যোগ করা যায়নি',
};
