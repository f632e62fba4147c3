import type { errors as en } from '../en/errors';
import { deliveryServerMessages } from './delivery-server';
import { phoneAccountServer } from './phone-account';
import { phoneAuthServer } from './phone-auth';
import { promotionServerMessages } from './promotions-server';
import { returnAdminServerMessages } from './return-admin-server';
import { returnRefundServerMessages } from './return-refund-server';
import { returnServerMessages } from './returns-server';

export const errors: Record<keyof typeof en, string> = {
  // Every request: access, origin and the error handler's own
  'errors.signInRequired': 'চালিয়ে যেতে অনুগ্রহ করে সাইন ইন করুন',
  'errors.tokenRequired': 'এই ঠিকানার জন্য এর অ্যাক্সেস টোকেন প্রয়োজন (Authorization: Bearer …)',
  'errors.forbidden': 'এটি করার অনুমতি আপনার নেই',
  'errors.crossSite': 'অন্য সাইট থেকে অনুরোধ গ্রহণ করা হয় না',
  'errors.invalidInput': 'ইনপুট সঠিক নয়',
  'errors.invalidJson': 'অনুরোধের বডি সঠিক JSON নয়',
  'errors.bodyTooLarge': 'অনুরোধের বডি অনেক বড়',
  'errors.internal': 'আমাদের দিকে একটি সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'errors.unavailable': 'দোকানটি এক মুহূর্তের জন্য ব্যস্ত। কয়েক সেকেন্ড পরে আবার চেষ্টা করুন।',
  // Sign-in, sign-up and passwords (auth routes); {wait} is an already translated wait
  'errors.auth.tooManyAttempts': 'অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে {wait} পরে আবার চেষ্টা করুন।',
  'errors.auth.tooManySignIns':
    'অনেকবার ভুল সাইন-ইন চেষ্টা হয়েছে। অনুগ্রহ করে {wait} পরে আবার চেষ্টা করুন অথবা পাসওয়ার্ড রিসেট করুন।',
  'errors.auth.invalidCredentials': 'ইমেইল বা পাসওয়ার্ড সঠিক নয়',
  'errors.auth.emailNotVerified':
    'সাইন ইন করার আগে অনুগ্রহ করে আপনার ইমেইল ঠিকানা যাচাই করুন। লিংকের জন্য ইনবক্স দেখুন, অথবা নতুন একটি লিংক পাঠান।',
  'errors.auth.wrongCurrentPassword': 'আপনার বর্তমান পাসওয়ার্ড সঠিক নয়',
  'errors.auth.invalidToken':
    'এই রিসেট লিংকের মেয়াদ শেষ হয়ে গেছে অথবা এটি আগেই ব্যবহার করা হয়েছে। অনুগ্রহ করে নতুন একটি লিংক চান।',
  'errors.auth.resetLinkIncomplete': 'রিসেট লিংকটি অসম্পূর্ণ',
  'errors.auth.currentPasswordRequired': 'বর্তমান পাসওয়ার্ড দিতে হবে',
  'errors.auth.existingAccount': 'এই ইমেইল দিয়ে আগেই একটি অ্যাকাউন্ট খোলা আছে',
  'errors.auth.commonPassword':
    'এই পাসওয়ার্ডটি খুব প্রচলিত এবং সহজে অনুমান করা যায়। অনুগ্রহ করে কম প্রচলিত একটি পাসওয়ার্ড বেছে নিন।',
  'errors.auth.invalidName': 'নাম সঠিক নয়',
  'errors.auth.requestFailed': 'অনুরোধটি সম্পন্ন হয়নি',
  // Account
  'errors.account.wrongPassword': 'পাসওয়ার্ড সঠিক নয়',
  // Catalogue, cart and wishlist
  'errors.product.notFound': 'পণ্যটি খুঁজে পাওয়া যায়নি',
  'errors.product.outOfStock': 'এই পণ্যটি স্টকে নেই',
  'errors.product.onlyLeft': 'স্টকে আর মাত্র {count}টি আছে',
  'errors.cart.maxPerLine': 'কার্টে একটি পণ্য সর্বোচ্চ {max}টি রাখা যায়',
  'errors.cart.notInCart': 'এই পণ্যটি আপনার কার্টে নেই',
  'errors.cart.empty': 'আপনার কার্ট খালি',
  'errors.cart.chooseVariant': 'আগে {options} বেছে নিন',
  'errors.cart.whichLine': 'এই পণ্যটি আপনার কার্টে একাধিকবার আছে: কোনটি, তা বলুন',
  'errors.variant.notFound': 'এই পণ্যের জন্য এই পছন্দটি পাওয়া যায় না',
  'errors.variant.unavailable': '{title} আর পাওয়া যাচ্ছে না',
  'errors.variant.skuTaken': 'SKU {sku} ইতিমধ্যে {name} পণ্যে ব্যবহৃত হচ্ছে',
  'errors.variant.skuTakenMeanwhile':
    'SKU {sku} এইমাত্র অন্য একটি পণ্যে ব্যবহৃত হয়েছে: অন্য একটি বেছে নিয়ে আবার সেভ করুন',
  'errors.variant.notThisProduct': 'ভ্যারিয়েন্ট {id} এই পণ্যের নয়: ফর্মটি আবার লোড করে চেষ্টা করুন',
  'errors.wishlist.notInWishlist': 'এই পণ্যটি আপনার উইশলিস্টে নেই',
  // Orders ({name} is the product's own name)
  'errors.order.notFound': 'অর্ডারটি খুঁজে পাওয়া যায়নি',
  'errors.order.notCancellable': 'এই অর্ডারটি আর বাতিল করা যাবে না',
  'errors.order.statusMove': '{from} অবস্থার অর্ডার {to} করা যায় না',
  'errors.order.paymentOnline':
    'এই অর্ডারের পেমেন্ট অনলাইনে: পেমেন্টের অবস্থা গেটওয়ে ঠিক করে, আর টাকা ফেরত দিতে হয় অনলাইন পেমেন্ট অংশ থেকে',
  'errors.order.paymentMove': '{from} অবস্থার পেমেন্ট {to} করা যায় না',
  'errors.order.checkoutReused':
    'এই চেকআউট আগেই অন্য একটি অর্ডারের জন্য ব্যবহার করা হয়েছে। অনুগ্রহ করে চেকআউট পেজটি আবার লোড করুন।',
  'errors.order.paymentProofNotYours': 'পেমেন্টের স্ক্রিনশটটি আপনার আপলোড করা নয়',
  'errors.order.productUnavailable': '{name} আর পাওয়া যাচ্ছে না',
  'errors.order.someProductUnavailable': 'একটি পণ্য আর পাওয়া যাচ্ছে না',
  'errors.order.productOutOfStock': '{name} স্টকে নেই',
  'errors.order.onlyLeftOf': '{name} আর মাত্র {count}টি আছে',
  'errors.vat.noInvoice':
    'এই অর্ডারের কোনো ভ্যাট চালানপত্র নেই: অর্ডারটি এখনো নিশ্চিত হয়নি (অনলাইন পেমেন্ট হয়নি), অথবা দোকান ভ্যাট নিবন্ধনের আগে নিশ্চিত হয়েছিল',
  'errors.order.transactionIdUsed': 'এই ট্রানজেকশন আইডি আগেই ব্যবহার করা হয়েছে',
  // Reviews
  'errors.review.notFound': 'রিভিউটি খুঁজে পাওয়া যায়নি',
  'errors.review.photoNotYours': 'প্রতিটি ছবি আপনার রিভিউয়ের জন্য আপনারই আপলোড করা হতে হবে',
  'errors.review.alreadyReviewed': 'আপনি এই পণ্যের রিভিউ আগেই দিয়েছেন',
  'errors.review.editOwnOnly': 'আপনি শুধু নিজের রিভিউ সম্পাদনা করতে পারেন',
  'errors.review.deleteOwnOnly': 'আপনি শুধু নিজের রিভিউ মুছতে পারেন',
  'errors.review.voteOwn': 'নিজের রিভিউতে ভোট দেওয়া যায় না',
  // Admin
  'errors.admin.customerNotFound': 'গ্রাহককে খুঁজে পাওয়া যায়নি',
  'errors.admin.ownRole': 'আপনি নিজের ভূমিকা পরিবর্তন করতে পারবেন না',
  'errors.admin.superAdminRole': 'সুপার অ্যাডমিনের ভূমিকা এখান থেকে পরিবর্তন করা যায় না',
  'errors.admin.productArchived.one':
    'এই পণ্যটি {count}টি অর্ডারে আছে, তাই এটি মুছে না ফেলে আর্কাইভ (নিষ্ক্রিয়) করা হয়েছে। ক্রেতারা এটি আর দেখতে পাবেন না।',
  'errors.admin.productArchived.other':
    'এই পণ্যটি {count}টি অর্ডারে আছে, তাই এটি মুছে না ফেলে আর্কাইভ (নিষ্ক্রিয়) করা হয়েছে। ক্রেতারা এটি আর দেখতে পাবেন না।',
  'errors.admin.productArchivedPurchased':
    'এই পণ্যটি একটি ক্রয় অর্ডারে আছে, তাই এটি মুছে না ফেলে আর্কাইভ (নিষ্ক্রিয়) করা হয়েছে। ক্রেতারা এটি আর দেখতে পাবেন না।',
  'errors.admin.productDeleted': 'পণ্যটি সফলভাবে মুছে ফেলা হয়েছে',
  'errors.contactMessage.notFound': 'বার্তাটি খুঁজে পাওয়া যায়নি',
  // Files and uploads ({field} is the form field's name)
  'errors.feed.notFound': 'ফিডটি খুঁজে পাওয়া যায়নি',
  'errors.file.notFound': 'ফাইলটি খুঁজে পাওয়া যায়নি',
  'errors.file.unknown': 'অজানা ফাইল',
  'errors.file.tooLarge': 'ছবি সর্বোচ্চ ৫ MB হতে পারে',
  'errors.file.notAnImage': 'এই ফাইলটি আমরা ছবি হিসেবে পড়তে পারছি না (JPEG, PNG বা WebP ব্যবহার করুন)',
  'errors.upload.tooMany.one':
    'অল্প সময়ে অনেক ছবি আপলোড করা হয়েছে। অনুগ্রহ করে {count} মিনিট পরে আবার চেষ্টা করুন।',
  'errors.upload.tooMany.other':
    'অল্প সময়ে অনেক ছবি আপলোড করা হয়েছে। অনুগ্রহ করে {count} মিনিট পরে আবার চেষ্টা করুন।',
  'errors.upload.unreadable': 'আপলোডটি পড়া যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'errors.upload.photo.notMultipart': 'ছবিটি multipart/form-data হিসেবে "{field}" ঘরে পাঠান',
  'errors.upload.photo.missing': 'আপলোড করার জন্য একটি ছবি বেছে নিন ("{field}" ঘর)',
  'errors.upload.photo.tooLarge': 'ছবিটি সর্বোচ্চ ৫ MB হতে পারে',
  'errors.upload.photo.notAnImage': 'ছবিটি JPEG, PNG বা WebP হতে হবে',
  'errors.upload.paymentScreenshot.notMultipart':
    'পেমেন্টের স্ক্রিনশটটি multipart/form-data হিসেবে "{field}" ঘরে পাঠান',
  'errors.upload.paymentScreenshot.missing':
    'আপলোড করার জন্য পেমেন্টের একটি স্ক্রিনশট বেছে নিন ("{field}" ঘর)',
  'errors.upload.paymentScreenshot.tooLarge': 'পেমেন্টের স্ক্রিনশটটি সর্বোচ্চ ৫ MB হতে পারে',
  'errors.upload.paymentScreenshot.notAnImage': 'পেমেন্টের স্ক্রিনশটটি JPEG, PNG বা WebP ছবি হতে হবে',
  'errors.upload.image.notMultipart': 'ছবিটি multipart/form-data হিসেবে "{field}" ঘরে পাঠান',
  'errors.upload.image.missing': 'আপলোড করার জন্য একটি ছবি বেছে নিন ("{field}" ঘর)',
  'errors.upload.image.tooLarge': 'ছবিটি সর্বোচ্চ ৫ MB হতে পারে',
  'errors.upload.image.notAnImage': 'ছবিটি JPEG, PNG বা WebP হতে হবে',
  ...phoneAuthServer,
  ...phoneAccountServer,
  ...promotionServerMessages,
  ...deliveryServerMessages,
  ...returnServerMessages,
  ...returnAdminServerMessages,
  ...returnRefundServerMessages,
};
