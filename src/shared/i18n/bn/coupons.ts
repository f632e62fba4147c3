import type { couponMessages as english } from '../en/coupons';

/** কার্ট ও চেকআউটে কুপন কোড, ফ্রি ডেলিভারি, আর অর্ডারে ছাড় (ইস্যু ১৯)। */
export const couponMessages: Record<keyof typeof english, string> = {
  'validation.couponCode.invalid': '৩০টির মধ্যে অক্ষর ও সংখ্যা দিয়ে কোড লিখুন।',

  'coupon.label': 'কোড আছে?',
  'coupon.apply': 'প্রয়োগ করুন',
  'coupon.remove': 'সরান',
  'coupon.removeCode': '{code} কোডটি সরান',
  'coupon.applied': '{code} প্রয়োগ হয়েছে',
  'coupon.checkFailed': 'কোডটি যাচাই করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',

  'coupon.refusal.minimum': '{code} ব্যবহার করতে আরও {amount} যোগ করুন',
  'coupon.refusal.expired': 'এই কোডের মেয়াদ শেষ হয়ে গেছে',
  'coupon.refusal.not_started': 'এই কোড এখনো চালু হয়নি',
  'coupon.refusal.used_up': 'এই কোডের সব ব্যবহার শেষ হয়ে গেছে',
  'coupon.refusal.per_customer': 'আপনি এই কোড আগেই ব্যবহার করেছেন',
  'coupon.refusal.first_order': 'এই কোড শুধু প্রথম অর্ডারের জন্য',
  'coupon.refusal.scope': 'এই পণ্যগুলোর জন্য কোডটি প্রযোজ্য নয়',
  'coupon.refusal.sale_items': 'সেলের পণ্যে কোডটি প্রযোজ্য নয়',
  'coupon.refusal.unknown': '{code} নামে কোনো কোড নেই',

  'coupon.discount': 'ছাড় ({code})',
  'points.discount': 'পয়েন্ট ({points})',
  'coupon.free': 'ফ্রি',
  'coupon.deliveryInsideDhaka': 'ডেলিভারি (ঢাকার ভেতরে)',
  'coupon.total': 'সর্বমোট',
  'coupon.outsideDhakaNote': 'ঢাকার বাইরে ডেলিভারি {fee}; চেকআউটে বেছে নেবেন।',

  'freeDelivery.remaining': 'আর {amount} কিনলেই ফ্রি ডেলিভারি',
  'freeDelivery.reached': 'আপনি ফ্রি ডেলিভারি পাচ্ছেন',

  // অর্ডারে দেওয়া স্টোর ক্রেডিট (সিদ্ধান্ত ০৪৯), আর বাকি যা দিতে হবে
  'credit.paid': 'স্টোর ক্রেডিট',
  'credit.toPay': 'বাকি পরিশোধ',
};
