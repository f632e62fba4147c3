import type { account as en } from '../en/account';
import { phoneAccountMessages } from './phone-account';
import { phoneSignInMessages } from './phone-sign-in';

export const account: Record<keyof typeof en, string> = {
  ...phoneSignInMessages,
  ...phoneAccountMessages,
  // Fields the account forms share
  'account.field.firstName': 'নামের প্রথম অংশ',
  'account.field.lastName': 'নামের শেষ অংশ',
  'account.field.email': 'ইমেইল',
  'account.field.phone': 'ফোন',
  'account.field.address': 'ঠিকানা',
  'account.field.password': 'পাসওয়ার্ড',
  'account.field.confirmPassword': 'পাসওয়ার্ড নিশ্চিত করুন',
  'account.field.newPassword': 'নতুন পাসওয়ার্ড',
  'account.field.passwordHint': 'কমপক্ষে {min}টি অক্ষর।',
  'account.password.show': 'পাসওয়ার্ড দেখান',
  'account.password.hide': 'পাসওয়ার্ড লুকান',
  'account.sending': 'পাঠানো হচ্ছে...',
  'account.backToLogin': 'লগইনে ফিরে যান',

  // Failures without a message from the server
  'account.error.unexpected': 'একটি অপ্রত্যাশিত সমস্যা হয়েছে',
  'account.error.tryAgain': 'আবার চেষ্টা করুন। সমস্যাটি থেকে গেলে আমাদের সাথে যোগাযোগ করুন।',

  // Sign-in page
  'account.login.title': 'সাইন ইন',
  'account.login.subtitle': 'আবার স্বাগতম! আপনার অ্যাকাউন্টে সাইন ইন করুন।',
  'account.login.noAccount': 'অ্যাকাউন্ট নেই?',
  'account.login.signUp': 'সাইন আপ করুন',
  'account.login.rememberMe': 'আমাকে মনে রাখুন',
  'account.login.forgotPassword': 'পাসওয়ার্ড ভুলে গেছেন?',
  'account.login.submit': 'সাইন ইন করুন',
  'account.login.submitting': 'সাইন ইন হচ্ছে...',
  'account.login.failed': 'সাইন ইন করা যায়নি',
  'account.login.welcome': 'আবার স্বাগতম!',

  // E-mail verification: the notice after a refused sign-in and the link's landing
  'account.verify.heading': 'অনুগ্রহ করে আপনার ইমেইল ঠিকানা যাচাই করুন',
  'account.verify.body':
    '{email} ঠিকানায় আমরা যে লিংক পাঠিয়েছি সেটি খুলুন, তারপর সাইন ইন করুন। লিংকটি খুঁজে পাচ্ছেন না, বা মেয়াদ শেষ হয়ে গেছে? নতুন একটি পাঠান।',
  'account.verify.resend': 'যাচাইয়ের ইমেইল আবার পাঠান',
  'account.verify.sent': 'যাচাইয়ের ইমেইল পাঠানো হয়েছে! অনুগ্রহ করে আপনার ইনবক্স দেখুন।',
  'account.verify.failed': 'যাচাইয়ের ইমেইল পাঠানো যায়নি',

  // Registration page
  'account.register.title': 'অ্যাকাউন্ট খুলুন',
  'account.register.subtitle': 'সারা বাংলাদেশে বিউটি ও ফ্যাশন পণ্যের ডেলিভারি পেতে আমাদের সাথে যুক্ত হোন।',
  'account.register.haveAccount': 'আগে থেকেই অ্যাকাউন্ট আছে?',
  'account.register.signIn': 'সাইন ইন করুন',
  'account.register.terms': 'আমি {terms} ও {privacy} মেনে নিচ্ছি',
  'account.register.termsLink': 'সেবার শর্তাবলি',
  'account.register.privacyLink': 'গোপনীয়তা নীতি',
  'account.register.submit': 'অ্যাকাউন্ট খুলুন',
  'account.register.submitting': 'অ্যাকাউন্ট খোলা হচ্ছে...',
  'account.register.exists': 'এই ইমেইল দিয়ে আগেই একটি অ্যাকাউন্ট খোলা হয়েছে',
  'account.register.failed': 'অ্যাকাউন্ট খোলা যায়নি',
  'account.register.created': 'অ্যাকাউন্ট খোলা হয়েছে! অ্যাকাউন্ট যাচাই করতে অনুগ্রহ করে আপনার ইমেইল দেখুন।',

  // Forgot-password page
  'account.forgot.title': 'পাসওয়ার্ড ভুলে গেছেন',
  'account.forgot.subtitle': 'আপনার ইমেইল দিন, পাসওয়ার্ড রিসেট করার একটি লিংক আমরা আপনাকে পাঠিয়ে দেব।',
  'account.forgot.remembered': 'মনে পড়েছে?',
  'account.forgot.submit': 'রিসেট লিংক পাঠান',
  'account.forgot.failed': 'রিসেট ইমেইল পাঠানো যায়নি',
  'account.forgot.sent': 'পাসওয়ার্ড রিসেটের ইমেইল পাঠানো হয়েছে!',
  'account.forgot.checkTitle': 'আপনার ইমেইল দেখুন',
  'account.forgot.sentBody':
    '{email} ঠিকানায় কোনো অ্যাকাউন্ট থাকলে পাসওয়ার্ড রিসেট করার একটি লিংক সেখানে পাঠানো হয়েছে। লিংকটি একবারই, এক ঘণ্টার মধ্যে কাজ করবে।',
  'account.forgot.noEmail': 'কয়েক মিনিটেও ইমেইল আসেনি? স্প্যাম ফোল্ডার দেখুন অথবা আবার চেষ্টা করুন।',
  'account.forgot.tryDifferent': 'অন্য ইমেইল দিয়ে চেষ্টা করুন',

  // Reset-password page
  'account.reset.title': 'পাসওয়ার্ড রিসেট',
  'account.reset.subtitle': 'আপনার অ্যাকাউন্টের জন্য একটি নতুন পাসওয়ার্ড বেছে নিন।',
  'account.reset.submit': 'পাসওয়ার্ড রিসেট করুন',
  'account.reset.submitting': 'রিসেট হচ্ছে...',
  'account.reset.failed': 'পাসওয়ার্ড রিসেট করা যায়নি',
  'account.reset.done': 'পাসওয়ার্ড রিসেট হয়েছে! অনুগ্রহ করে নতুন পাসওয়ার্ড দিয়ে সাইন ইন করুন।',
  'account.reset.expired': 'এই রিসেট লিংকটির মেয়াদ শেষ হয়ে গেছে বা এটি আগেই ব্যবহার করা হয়েছে।',
  'account.reset.requestNew': 'নতুন লিংক চান',

  // Account page and its tabs
  'account.page.title': 'আমার অ্যাকাউন্ট',
  'account.page.welcome': 'আবার স্বাগতম, {name}!',
  'account.page.loadFailed': 'আপনার অ্যাকাউন্ট লোড করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'account.page.tryAgain': 'আবার চেষ্টা করুন',
  'account.page.signInPrompt': 'আপনার অ্যাকাউন্ট দেখতে অনুগ্রহ করে লগইন করুন',
  'account.page.goToLogin': 'লগইন পেজে যান',
  'account.tabs.label': 'অ্যাকাউন্টের বিভাগ',
  'account.tabs.profile': 'প্রোফাইল',
  'account.tabs.orders': 'অর্ডার',
  'account.tabs.wishlist': 'উইশলিস্ট',
  'account.tabs.points': 'পয়েন্ট ও ক্রেডিট',
  'account.tabs.settings': 'সেটিংস',

  // Profile tab
  'account.profile.title': 'প্রোফাইলের তথ্য',
  'account.profile.description': 'আপনার নাম ও ডেলিভারির তথ্য।',
  'account.profile.emailHint': 'আপনার ইমেইল ঠিকানা পরিবর্তন করা যায় না।',
  'account.profile.addressPlaceholder': 'বাড়ি, রোড, এলাকা, শহর',
  'account.profile.save': 'পরিবর্তন সংরক্ষণ করুন',
  'account.profile.saving': 'সংরক্ষণ হচ্ছে...',
  'account.profile.saved': 'সংরক্ষিত',
  'account.profile.updated': 'প্রোফাইল আপডেট হয়েছে',
  'account.profile.failed': 'প্রোফাইল আপডেট করা যায়নি',

  // Settings tab: change password
  'account.password.title': 'পাসওয়ার্ড পরিবর্তন',
  'account.password.description':
    'পাসওয়ার্ড পরিবর্তন করলে অন্য সব ডিভাইস থেকে আপনি সাইন আউট হয়ে যাবেন; এখানে সাইন ইন থাকবেন।',
  'account.password.current': 'বর্তমান পাসওয়ার্ড',
  'account.password.confirmNew': 'নতুন পাসওয়ার্ড নিশ্চিত করুন',
  'account.password.incorrect': 'আপনার বর্তমান পাসওয়ার্ডটি সঠিক নয়',
  'account.password.submit': 'পাসওয়ার্ড আপডেট করুন',
  'account.password.submitting': 'আপডেট হচ্ছে...',
  'account.password.updated': 'পাসওয়ার্ড আপডেট হয়েছে',
  'account.password.failed': 'পাসওয়ার্ড আপডেট করা যায়নি',

  // Settings tab: notifications
  'account.notifications.title': 'নোটিফিকেশন',
  'account.notifications.description': 'আমরা কীভাবে আপনার সাথে যোগাযোগ রাখব, বেছে নিন।',
  'account.notifications.email': 'ইমেইল নোটিফিকেশন',
  'account.notifications.emailDescription': 'ইমেইলে অর্ডার নিশ্চিতকরণ ও ডেলিভারির আপডেট।',
  'account.notifications.sms': 'এসএমএস নোটিফিকেশন',
  'account.notifications.smsDescription': 'এসএমএসে অর্ডার ও ডেলিভারির আপডেট।',
  'account.notifications.marketing': 'অফারের ইমেইল',
  'account.notifications.marketingDescription': 'অফার, সেল ও নতুন পণ্যের খবর।',
  'account.notifications.yesSince': '{date} তারিখে আপনি হ্যাঁ বলেছেন',
  'account.notifications.noSince': '{date} তারিখে আপনি না বলেছেন',
  'account.notifications.save': 'পছন্দ সংরক্ষণ করুন',
  'account.notifications.saving': 'সংরক্ষণ হচ্ছে...',
  'account.notifications.saved': 'নোটিফিকেশনের পছন্দ সংরক্ষিত হয়েছে',
  'account.notifications.failed': 'পছন্দ সংরক্ষণ করা যায়নি',

  // Settings tab: delete account
  'account.delete.title': 'অ্যাকাউন্ট মুছে ফেলুন',
  'account.delete.description':
    'অ্যাকাউন্ট মুছে ফেললে আপনার ব্যক্তিগত তথ্য (নাম, ইমেইল, ফোন ও ঠিকানা) এবং কার্ট, উইশলিস্ট, রিভিউ ও তার ছবি মুছে যাবে, আর আপনি সাইন আউট হয়ে যাবেন। আইন অনুযায়ী দোকানকে কর-বছরগুলোর জন্য আপনার অর্ডার ও তার ভ্যাট চালানপত্র রাখতে হয়: সেগুলো আপনার নাম ও যোগাযোগ ছাড়া থাকবে। এটি আর ফেরানো যাবে না।',
  'account.delete.open': 'অ্যাকাউন্ট মুছে ফেলুন',
  'account.delete.confirmTitle': 'আপনার অ্যাকাউন্ট মুছে ফেলবেন?',
  'account.delete.confirmDescription':
    'আপনার ব্যক্তিগত তথ্য, কার্ট, উইশলিস্ট, রিভিউ ও তার ছবি মুছে যাবে এবং আপনি সাইন আউট হয়ে যাবেন। নিচে নিশ্চিত করুন।',
  'account.delete.kept': 'আপনার নাম ও যোগাযোগ ছাড়া থাকবে: আপনার অর্ডার ও তার ভ্যাট চালানপত্র, আইন যত কর-বছর চায়।',
  'account.delete.removeReturnPhotos': 'ফেরত ও অভিযোগের সঙ্গে পাঠানো ছবিগুলোও মুছে দিন',
  'account.delete.cancel': 'বাতিল',
  'account.delete.submit': 'আমার অ্যাকাউন্ট মুছে ফেলুন',
  'account.delete.submitting': 'মুছে ফেলা হচ্ছে...',
  'account.delete.done': 'আপনার অ্যাকাউন্ট মুছে ফেলা হয়েছে',
  'account.delete.failed': 'অ্যাকাউন্ট মুছে ফেলা যায়নি',
  'account.data.title': 'আপনার ডেটা',
  'account.data.description':
    'দোকান আপনার সম্পর্কে যা রাখে সব একটি ফাইলে ডাউনলোড করুন: প্রোফাইল, সম্মতি, ঠিকানা, অর্ডার, রিভিউ, বার্তা ও সাইন-ইন।',
  'account.data.download': 'আমার ডেটা ডাউনলোড করুন',
  'account.data.downloading': 'আপনার ফাইল তৈরি হচ্ছে…',
  'account.data.failed': 'ডাউনলোড শুরু হয়নি। আবার চেষ্টা করুন।',
};
