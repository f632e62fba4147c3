import type { adminValidationMessages as english } from '../en/admin-validation';

/**
 * The admin's validation words (products, the catalogue import, orders, customers, refunds):
 * kept out of the storefront's first load, with the admin chunk and on the server.
 */
export const adminValidationMessages: typeof english = {
  'validation.productStatus.unknown': 'অজানা স্ট্যাটাস',
  'validation.productStatus.invalid': 'স্ট্যাটাস active, inactive অথবা out_of_stock হতে হবে',
  'validation.price.notNumber': 'দাম একটি সংখ্যা হতে হবে',
  'validation.price.notWhole': 'দাম পূর্ণ পয়সায় হতে হবে (দশমিকের পর সর্বোচ্চ ২ ঘর)',
  'validation.price.negative': 'দাম ০-এর কম হতে পারে না',
  'validation.price.tooLarge': 'দাম সর্বোচ্চ ৳১০,০০,০০০ হতে পারে',
  'validation.salePrice.notNumber': 'সেল দাম একটি সংখ্যা হতে হবে',
  'validation.salePrice.notWhole': 'সেল দাম পূর্ণ পয়সায় হতে হবে (দশমিকের পর সর্বোচ্চ ২ ঘর)',
  'validation.salePrice.negative': 'সেল দাম ০-এর কম হতে পারে না',
  'validation.salePrice.tooLarge': 'সেল দাম সর্বোচ্চ ৳১০,০০,০০০ হতে পারে',
  'validation.salePrice.notBelowPrice': 'সেল দাম মূল দামের চেয়ে কম হতে হবে',
  'validation.costPrice.notNumber': 'ক্রয়মূল্য একটি সংখ্যা হতে হবে',
  'validation.costPrice.notWhole': 'ক্রয়মূল্য পূর্ণ পয়সায় হতে হবে (দশমিকের পর সর্বোচ্চ ২ ঘর)',
  'validation.costPrice.negative': 'ক্রয়মূল্য ০-এর কম হতে পারে না',
  'validation.costPrice.tooLarge': 'ক্রয়মূল্য সর্বোচ্চ ৳১০,০০,০০০ হতে পারে',
  'validation.image.invalid':
    'প্রতিটি ছবি আপলোড করা ছবি অথবা http(s):// দিয়ে শুরু হওয়া একটি ওয়েব ঠিকানা হতে হবে',
  'validation.images.tooMany': 'সর্বোচ্চ {max}টি ছবি দেওয়া যায়',
  'validation.description.tooLong': 'বিবরণ সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'validation.category.required': 'একটি ক্যাটাগরি বেছে নিন',
  'validation.stock.notNumber': 'স্টক একটি সংখ্যা হতে হবে',
  'validation.stock.notWhole': 'স্টক একটি পূর্ণসংখ্যা হতে হবে',
  'validation.stock.negative': 'স্টক ০-এর কম হতে পারে না',
  'validation.stock.tooLarge': 'স্টক সর্বোচ্চ {max} হতে পারে',
  'validation.brand.tooLong': 'ব্র্যান্ড সর্বোচ্চ {max} অক্ষরের হতে পারে',
  // Also the shop list's skinTypes filter, which only the server checks
  'validation.skinTypes.unknown': 'ত্বকের ধরন হতে হবে oily, dry, combination, normal বা sensitive',
  'validation.skinTypes.duplicate': 'একই ত্বকের ধরন একবারই দেওয়া যায়',
  // Orders, customers and refunds
  'validation.refund.amount': 'ফেরতের পরিমাণ কমপক্ষে ৳১ হতে হবে',
  'validation.refund.reason': 'ফেরতের একটি কারণ লিখুন (২০০ অক্ষরের মধ্যে)',
  'validation.orderStatus.unknown': 'অজানা অর্ডার স্ট্যাটাস',
  'validation.paymentStatus.unknown': 'অজানা পেমেন্ট স্ট্যাটাস',
  'validation.role.invalid': 'ভূমিকা customer অথবা admin হতে হবে',
};
