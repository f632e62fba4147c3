import type { cart as en } from '../en/cart';

export const cart: Record<keyof typeof en, string> = {
  // Cart page
  'cart.title': 'কার্ট',

  // Toasts of cart changes (also from product pages)
  'cart.toast.added': 'পণ্যটি কার্টে যোগ হয়েছে',
  'cart.toast.addFailed': 'পণ্যটি কার্টে যোগ করা যায়নি',
  'cart.toast.removed': 'পণ্যটি কার্ট থেকে সরানো হয়েছে',
  'cart.toast.removeFailed': 'পণ্যটি কার্ট থেকে সরানো যায়নি',
  'cart.toast.updateFailed': 'পণ্যের পরিমাণ আপডেট করা যায়নি',
  'cart.toast.cleared': 'কার্ট খালি করা হয়েছে',
  'cart.toast.clearFailed': 'কার্ট খালি করা যায়নি',
};
