import type { promotionServerMessages as english } from '../en/promotions-server';

/** সার্ভার কেন কুপন বা প্রমোশন নেয় না (ইস্যু ১৯)। */
export const promotionServerMessages: Record<keyof typeof english, string> = {
  'errors.coupon.unknown': '{code} নামে কোনো কোড নেই। অর্ডার করতে কোডটি সরিয়ে দিন।',
  'errors.coupon.not_started': '{code} কোডটি এখনো চালু হয়নি। অর্ডার করতে কোডটি সরিয়ে দিন।',
  'errors.coupon.expired': '{code} কোডটির মেয়াদ শেষ হয়ে গেছে। অর্ডার করতে কোডটি সরিয়ে দিন।',
  'errors.coupon.used_up': '{code} কোডটির সব ব্যবহার এইমাত্র শেষ হয়ে গেছে। অর্ডার করতে কোডটি সরিয়ে দিন।',
  'errors.coupon.per_customer': 'আপনি {code} কোডটি আগেই ব্যবহার করেছেন। অর্ডার করতে কোডটি সরিয়ে দিন।',
  'errors.coupon.first_order': '{code} কোডটি শুধু প্রথম অর্ডারের জন্য। অর্ডার করতে কোডটি সরিয়ে দিন।',
  'errors.coupon.minimum':
    '{code} ব্যবহার করতে আরও ৳{amount}-এর পণ্য যোগ করুন, অথবা অর্ডার করতে কোডটি সরিয়ে দিন।',
  'errors.coupon.scope':
    '{code} কোডটি আপনার কার্টের পণ্যগুলোর জন্য প্রযোজ্য নয়। অর্ডার করতে কোডটি সরিয়ে দিন।',
  'errors.coupon.sale_items': '{code} কোডটি সেলের পণ্যের জন্য প্রযোজ্য নয়। অর্ডার করতে কোডটি সরিয়ে দিন।',

  // The order e-mails' totals: the coupon's discount, and delivery waived by a code or the offer
  'mail.order.discount': 'ছাড় ({code})',
  'mail.order.freeDelivery': 'ফ্রি ({amount} মওকুফ)',
};
