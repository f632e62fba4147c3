import type { common as en } from '../en/common';

export const common: Record<keyof typeof en, string> = {
  // Language switch
  'common.language.label': 'ভাষা',
  'common.language.switchTo': 'View in English',
  // Generic words and states
  'common.toast.region': 'বিজ্ঞপ্তি',
  'common.toast.close': 'বিজ্ঞপ্তি বন্ধ করুন',
  'common.loading': 'লোড হচ্ছে...',
  'common.loadingShort': 'লোড হচ্ছে',
  'common.close': 'বন্ধ করুন',
  'common.cancel': 'বাতিল',
  'common.tryAgain': 'আবার চেষ্টা করুন',
  'common.refreshPage': 'পেজটি রিফ্রেশ করুন',
  'common.signIn': 'সাইন ইন',
  'common.error.offline': 'দোকানের সাথে যোগাযোগ করা যায়নি। আপনার ইন্টারনেট সংযোগ দেখে নিন।',
  'common.error.requestFailed': 'অনুরোধটি সফল হয়নি ({status})',
  'common.error.title': 'কিছু একটা সমস্যা হয়েছে',
  // Skip link and sign-out toasts (root layout)
  'common.skipToContent': 'মূল অংশে যান',
  'common.signOut.success': 'সফলভাবে সাইন আউট হয়েছে',
  'common.signOut.failed': 'সাইন আউট করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  // A page that failed to load (route error)
  'common.routeError.body': 'পেজটি লোড করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'common.routeError.home': 'হোমে ফিরে যান',
  // The session could not be read (guards)
  'common.session.unavailable': 'আপনি সাইন ইন করা আছেন কি না তা যাচাই করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  // Header
  'common.header.tagline': 'সারা বাংলাদেশে ডেলিভারি · বিকাশ, ব্যাংক ট্রান্সফার বা ক্যাশ অন ডেলিভারি',
  'common.header.openMenu': 'মেনু খুলুন',
  'common.header.closeMenu': 'মেনু বন্ধ করুন',
  'common.header.mainNav': 'প্রধান মেনু',
  'common.header.mobileNav': 'মোবাইল মেনু',
  'common.header.wishlist': 'উইশলিস্ট',
  'common.header.wishlistWithCount.one': 'উইশলিস্ট, {shown}টি পণ্য',
  'common.header.wishlistWithCount.other': 'উইশলিস্ট, {shown}টি পণ্য',
  'common.header.cart': 'কার্ট',
  'common.header.cartWithCount.one': 'কার্ট, {shown}টি পণ্য',
  'common.header.cartWithCount.other': 'কার্ট, {shown}টি পণ্য',
  'common.header.myAccount': 'আমার অ্যাকাউন্ট',
  'common.header.signIn': 'সাইন ইন করুন',
  'common.header.signUp': 'সাইন আপ',
  'common.header.signOut': 'সাইন আউট',
  // Header links
  'common.nav.home': 'হোম',
  'common.nav.products': 'পণ্যসমূহ',
  'common.nav.about': 'আমাদের কথা',
  'common.nav.contact': 'যোগাযোগ',
  // The signed-in shopper's menu
  'common.userMenu.label': '{name}-এর অ্যাকাউন্ট মেনু',
  'common.userMenu.orders': 'অর্ডারের ইতিহাস',
  'common.userMenu.admin': 'অ্যাডমিন প্যানেল',
  // Footer
  'common.footer.tagline': 'খাঁটি বিউটি ও ফ্যাশন পণ্য, সারা বাংলাদেশে ডেলিভারি।',
  'common.footer.social': 'সোশ্যাল মিডিয়া',
  'common.footer.shop': 'শপ',
  'common.footer.about': 'আমাদের সম্পর্কে',
  'common.footer.contact': 'যোগাযোগ করুন',
  'common.footer.allProducts': 'সব পণ্য',
  'common.footer.sale': 'ছাড়ের পণ্য',
  'common.footer.terms': 'সেবার শর্তাবলি',
  'common.footer.privacy': 'গোপনীয়তা নীতি',
  'common.footer.dbid': 'ডিবিআইডি {id}',
  'common.footer.tradeLicence': 'ট্রেড লাইসেন্স {number}',
  'common.footer.categories': 'ক্যাটাগরি',
  'common.footer.contactHeading': 'যোগাযোগ',
  'common.footer.rights': '© {year} {name}। সর্বস্বত্ব সংরক্ষিত।',
  // The wishlist heart and the shop's cart and wishlist actions (any product card or page)
  'common.heart.add': 'উইশলিস্টে যোগ করুন',
  'common.heart.remove': 'উইশলিস্ট থেকে সরান',
  'common.actions.signInForCart': 'কার্টে পণ্য যোগ করতে অনুগ্রহ করে লগ ইন করুন',
  'common.actions.signInForWishlist': 'উইশলিস্টে পণ্য যোগ করতে অনুগ্রহ করে লগ ইন করুন',
  // Shown on any page a verification link lands on
  'common.verify.linkInvalid':
    'যাচাইয়ের এই লিংকটির মেয়াদ শেষ হয়ে গেছে বা এটি সঠিক নয়। নতুন লিংক পেতে সাইন ইন করুন।',
  'common.verify.done': 'আপনার ইমেইল যাচাই হয়েছে। এখন আপনি সাইন ইন করতে পারেন।',
};
