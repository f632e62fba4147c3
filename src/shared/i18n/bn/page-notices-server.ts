import type { pageNoticeMessages as english } from '../en/page-notices-server';

/** What a page says after one of its plain forms was answered (docs/decisions/022). */
export const pageNoticeMessages: typeof english = {
  'errors.page.back': 'ফিরে যাওয়ার পাতাটি এই দোকানেরই একটি পাতা হতে হবে',
  'pageNotice.added-to-cart': 'আপনার কার্টে যোগ হয়েছে।',
  'pageNotice.wishlist-added': 'আপনার উইশলিস্টে রাখা হয়েছে।',
  'pageNotice.wishlist-removed': 'আপনার উইশলিস্ট থেকে সরানো হয়েছে।',
  'pageNotice.not-added': 'এই পণ্যটি আপনার কার্টে যোগ করা যায়নি।',
  'pageNotice.viewCart': 'কার্ট দেখুন',
  'pageNotice.viewWishlist': 'উইশলিস্ট দেখুন',
  // The page every address answers while the database cannot (status 503)
  'unavailable.title': 'আমরা একটু পরেই ফিরছি',
  'unavailable.text':
    'দোকানটি এই মুহূর্তে উত্তর দিতে পারছে না। কয়েক সেকেন্ড পরে আবার চেষ্টা করুন: আপনার কার্ট ও অর্ডার নিরাপদ আছে।',
  'unavailable.retry': 'আবার চেষ্টা করুন',
};
