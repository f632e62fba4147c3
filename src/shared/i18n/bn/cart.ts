import type { cart as en } from '../en/cart';

export const cart: Record<keyof typeof en, string> = {
  // Cart page
  'cart.title': 'কার্ট',
  'cart.heading': 'আপনার কার্ট',
  'cart.signedOut.prompt': 'আপনার কার্ট দেখতে অনুগ্রহ করে সাইন ইন করুন',
  'cart.signedOut.signIn': 'সাইন ইন করুন',
  'cart.loadFailed.toast': 'কার্টের পণ্যগুলো লোড করা যায়নি',
  'cart.loadFailed.body': 'আপনার কার্ট লোড করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'cart.tryAgain': 'আবার চেষ্টা করুন',
  'cart.clear': 'কার্ট খালি করুন',
  'cart.empty.title': 'আপনার কার্ট খালি',
  'cart.empty.body': 'পছন্দের কিছু খুঁজে নিন, সেটি এখানে আপনার জন্য অপেক্ষা করবে।',
  'cart.empty.action': 'কেনাকাটা শুরু করুন',
  'cart.list.label': 'আপনার কার্টের পণ্য',

  // One line of the cart
  'cart.line.each': 'প্রতিটি {price}',
  'cart.line.remove': '{name} কার্ট থেকে সরান',
  'cart.line.decrease': '{name}-এর পরিমাণ কমান',
  'cart.line.increase': '{name}-এর পরিমাণ বাড়ান',
  'cart.line.quantity': 'পরিমাণ',
  'cart.line.onlyLeft': 'স্টকে মাত্র {count}টি আছে।',
  'cart.line.changeTo': '{count}টি করুন',
  'cart.line.outOfStock': 'স্টকে নেই। চেকআউট করতে এটি সরিয়ে দিন।',
  'cart.line.unavailable': 'আর পাওয়া যাচ্ছে না। চেকআউট করতে এটি সরিয়ে দিন।',

  // Order summary beside the lines
  'cart.summary.title': 'অর্ডারের সারাংশ',
  'cart.summary.items': 'পণ্য',
  'cart.summary.subtotal': 'সাবটোটাল',
  'cart.summary.shippingNote': 'ডেলিভারি চার্জ ও ট্যাক্স চেকআউটে হিসাব করা হবে',
  'cart.summary.insideDhaka': 'ঢাকার ভেতরে: {fee}',
  'cart.summary.outsideDhaka': 'ঢাকার বাইরে: {fee}',
  'cart.summary.checkout': 'চেকআউটে যান',
  'cart.summary.blocked': 'চেকআউট করতে চিহ্নিত পণ্যগুলো সরান বা পরিবর্তন করুন।',
  'cart.summary.continue': 'কেনাকাটা চালিয়ে যান',

  // Toasts of cart changes (also from product pages)
  'cart.toast.added': 'পণ্যটি কার্টে যোগ হয়েছে',
  'cart.toast.addFailed': 'পণ্যটি কার্টে যোগ করা যায়নি',
  'cart.toast.removed': 'পণ্যটি কার্ট থেকে সরানো হয়েছে',
  'cart.toast.removeFailed': 'পণ্যটি কার্ট থেকে সরানো যায়নি',
  'cart.toast.updateFailed': 'পণ্যের পরিমাণ আপডেট করা যায়নি',
  'cart.toast.cleared': 'কার্ট খালি করা হয়েছে',
  'cart.toast.clearFailed': 'কার্ট খালি করা যায়নি',
};
