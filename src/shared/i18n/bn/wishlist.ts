import type { wishlist as en } from '../en/wishlist';

export const wishlist: Record<keyof typeof en, string> = {
  // Toasts
  'wishlist.toast.added': 'উইশলিস্টে যোগ হয়েছে',
  'wishlist.toast.addFailed': 'উইশলিস্টে যোগ করা যায়নি',
  'wishlist.toast.removed': 'উইশলিস্ট থেকে সরানো হয়েছে',
  'wishlist.toast.removeFailed': 'উইশলিস্ট থেকে সরানো যায়নি',
  'wishlist.toast.moved': 'পণ্যটি কার্টে যোগ হয়েছে',
  'wishlist.toast.moveFailed': 'পণ্যটি কার্টে যোগ করা যায়নি',
};
