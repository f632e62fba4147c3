import type { queryValidationMessages as english } from '../en/query-validation-server';

/**
 * Words for a product list's query (price bounds, page, limit), which only the server checks and
 * answers: kept out of the storefront's first load.
 */
export const queryValidationMessages: typeof english = {
  'validation.minPrice.notNumber': 'সর্বনিম্ন দাম একটি সংখ্যা হতে হবে',
  'validation.minPrice.notWhole': 'সর্বনিম্ন দাম পয়সায় একটি পূর্ণসংখ্যা হতে হবে',
  'validation.minPrice.negative': 'সর্বনিম্ন দাম ঋণাত্মক হতে পারে না',
  'validation.minPrice.tooLarge': 'সর্বনিম্ন দাম অনেক বেশি',
  'validation.maxPrice.notNumber': 'সর্বোচ্চ দাম একটি সংখ্যা হতে হবে',
  'validation.maxPrice.notWhole': 'সর্বোচ্চ দাম পয়সায় একটি পূর্ণসংখ্যা হতে হবে',
  'validation.maxPrice.negative': 'সর্বোচ্চ দাম ঋণাত্মক হতে পারে না',
  'validation.maxPrice.tooLarge': 'সর্বোচ্চ দাম অনেক বেশি',
  'validation.pageNumber.notNumber': 'পৃষ্ঠা একটি সংখ্যা হতে হবে',
  'validation.pageNumber.notWhole': 'পৃষ্ঠা একটি পূর্ণসংখ্যা হতে হবে',
  'validation.pageNumber.tooSmall': 'পৃষ্ঠা ১ বা তার বেশি হতে হবে',
  'validation.pageNumber.tooLarge': 'পৃষ্ঠা সর্বোচ্চ {max} হতে পারে',
  'validation.limit.notNumber': 'সংখ্যাসীমা একটি সংখ্যা হতে হবে',
  'validation.limit.notWhole': 'সংখ্যাসীমা একটি পূর্ণসংখ্যা হতে হবে',
  'validation.limit.tooSmall': 'সংখ্যাসীমা ১ বা তার বেশি হতে হবে',
  'validation.limit.tooLarge': 'সংখ্যাসীমা সর্বোচ্চ {max} হতে পারে',
};
