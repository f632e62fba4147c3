import type { validation as en } from '../en/validation';
import { phoneAuthValidation } from './phone-auth';

export const validation: Record<keyof typeof en, string> = {
  // Text fields (requiredText in schemas/common.ts)
  'validation.firstName.required': 'নামের প্রথম অংশ দিতে হবে',
  'validation.firstName.tooLong': 'নামের প্রথম অংশ সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'validation.lastName.required': 'নামের শেষ অংশ দিতে হবে',
  'validation.lastName.tooLong': 'নামের শেষ অংশ সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'validation.name.required': 'নাম দিতে হবে',
  'validation.name.tooLong': 'নাম সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'validation.subject.required': 'বিষয় দিতে হবে',
  'validation.subject.tooLong': 'বিষয় সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'validation.message.required': 'বার্তা লিখতে হবে',
  'validation.message.tooLong': 'বার্তা সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'validation.address.required': 'ঠিকানা দিতে হবে',
  'validation.address.tooLong': 'ঠিকানা সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'validation.city.required': 'শহরের নাম দিতে হবে',
  'validation.city.tooLong': 'শহরের নাম সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'validation.title.required': 'শিরোনাম দিতে হবে',
  'validation.title.tooLong': 'শিরোনাম সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'validation.review.required': 'রিভিউ লিখতে হবে',
  'validation.review.tooLong': 'রিভিউ সর্বোচ্চ {max} অক্ষরের হতে পারে',
  // E-mail, passwords, phone
  'validation.email.required': 'ইমেইল দিতে হবে',
  'validation.email.tooLong': 'ইমেইল সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'validation.email.invalid': 'অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা দিন',
  'validation.password.required': 'পাসওয়ার্ড দিতে হবে',
  'validation.password.tooShort': 'পাসওয়ার্ড কমপক্ষে {min} অক্ষরের হতে হবে',
  'validation.password.tooLong': 'পাসওয়ার্ড সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'validation.password.mismatch': 'পাসওয়ার্ড দুটি মিলছে না',
  'validation.phone.invalid': 'অনুগ্রহ করে একটি সঠিক বাংলাদেশি মোবাইল নম্বর দিন (01XXXXXXXXX)',
  'validation.terms.required': 'অনুগ্রহ করে সেবার শর্তাবলি ও গোপনীয়তা নীতিতে সম্মতি দিন',
  'validation.language.invalid': 'ভাষা en অথবা bn হতে হবে',
  // Flags sent by the API's own clients: the field is named as the API names it
  'validation.boolean': '{field} true অথবা false হতে হবে',
  // Waits before trying again (describeWait)
  'validation.wait.seconds.one': '{count} সেকেন্ড',
  'validation.wait.seconds.other': '{count} সেকেন্ড',
  'validation.wait.minutes.one': '{count} মিনিট',
  'validation.wait.minutes.other': '{count} মিনিট',
  // Ids, pages and lists
  'validation.productId.invalid': 'পণ্যের আইডি ১ বা তার বেশি একটি পূর্ণসংখ্যা হতে হবে',
  'validation.productId.notFound': 'পণ্যের আইডি খুঁজে পাওয়া যায়নি',
  'validation.productId.notNumber': 'পণ্যের আইডি একটি সংখ্যা হতে হবে',
  'validation.productId.notPositive': 'পণ্যের আইডি ধনাত্মক হতে হবে',
  'validation.variantId.invalid': 'ভ্যারিয়েন্টের আইডি ১ বা তার বেশি একটি পূর্ণসংখ্যা হতে হবে',
  'validation.reviewId.invalid': 'রিভিউয়ের আইডি ১ বা তার বেশি একটি পূর্ণসংখ্যা হতে হবে',
  'validation.reviewId.notFound': 'রিভিউয়ের আইডি খুঁজে পাওয়া যায়নি',
  'validation.product.notFound': 'পণ্যটি খুঁজে পাওয়া যায়নি',
  'validation.contactMessage.notFound': 'বার্তাটি খুঁজে পাওয়া যায়নি',
  'validation.page.invalid': 'page ১ বা তার বেশি একটি পূর্ণসংখ্যা হতে হবে',
  'validation.page.tooLarge': 'page সর্বোচ্চ {max} হতে পারে',
  'validation.list.tooLong': 'একবারে সর্বোচ্চ {max}টি মান দেওয়া যায়',
  'validation.search.tooLong': 'সার্চ সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'validation.q.required': 'q দিতে হবে',
  // Cart
  'validation.quantity.range': 'পরিমাণ ১ থেকে {max}-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে',
  'validation.quantity.upTo': 'পরিমাণ সর্বোচ্চ {max} পর্যন্ত একটি পূর্ণসংখ্যা হতে হবে',
  // Checkout
  'validation.checkout.fillIn': 'অনুগ্রহ করে সব প্রয়োজনীয় ঘর পূরণ করুন',
  'validation.idempotencyKey.invalid': 'idempotencyKey একটি UUID হতে হবে',
  'validation.zipCode.tooLong': 'পোস্ট কোড সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'validation.location.invalid': 'ডেলিভারির এলাকা dhaka অথবা outside হতে হবে',
  'validation.paymentMethod.invalid':
    'পেমেন্ট পদ্ধতি bkash, bank, cod, bkash_online অথবা sslcommerz হতে হবে',
  'validation.transactionId.tooLong': 'ট্রানজেকশন আইডি সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'validation.transactionId.required': 'অনুগ্রহ করে ট্রানজেকশন আইডি দিন',
  'validation.paymentProof.invalid': 'পেমেন্টের স্ক্রিনশটটি আপনার আপলোড করা নয়',
  // Product list filters
  'validation.category.unknown': 'অজানা ক্যাটাগরি',
  'validation.brands.tooLong': 'ব্র্যান্ডের নাম সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'validation.sizes.tooLong': 'সাইজ সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'validation.sort.invalid': 'সাজানোর ধরন newest, price_asc, price_desc অথবা name_asc হতে হবে',
  // Reviews
  'validation.ratingFilter.invalid': 'rating ১ থেকে ৫-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে',
  'validation.reviewSort.invalid':
    'sort হতে হবে newest, oldest, highest, lowest অথবা helpful-এর একটি',
  'validation.rating.required': 'অনুগ্রহ করে ১ থেকে ৫ স্টারের মধ্যে একটি রেটিং বেছে নিন',
  'validation.reviewPhoto.invalid': 'প্রতিটি ছবি এই রিভিউয়ের জন্য আপলোড করা হতে হবে',
  'validation.reviewPhotos.notList': 'ছবিগুলো একটি তালিকা হতে হবে',
  'validation.reviewPhotos.tooMany': 'একটি রিভিউতে সর্বোচ্চ {max}টি ছবি দেওয়া যায়',
  'validation.reviewPhotos.duplicate': 'প্রতিটি ছবি একবারই যোগ করা যায়',
  'validation.reviewUpdate.empty': 'রেটিং, শিরোনাম, রিভিউ বা ছবির অন্তত একটি পরিবর্তন করুন',
  // Admin: orders and customers
  'validation.note.tooLong': 'নোট সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'validation.shadeFamily.unknown': 'অজানা শেড ফ্যামিলি',
  ...phoneAuthValidation,
};
