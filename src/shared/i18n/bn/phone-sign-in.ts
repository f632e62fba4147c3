import type { phoneSignInMessages as en } from '../en/phone-sign-in';

/** মোবাইল নম্বর ও এসএমএস কোড দিয়ে সাইন ইন (ইংরেজি ক্যাটালগের একই কী)। */
export const phoneSignInMessages: Record<keyof typeof en, string> = {
  'account.phone.section': 'মোবাইল নম্বর',
  'account.phone.emailSection': 'ই-মেইল',
  'account.phone.orEmail': 'অথবা ই-মেইল ও পাসওয়ার্ড দিয়ে',
  'account.phone.number': 'মোবাইল নম্বর',
  'account.phone.numberHint':
    'আমরা আপনাকে ৬ অঙ্কের একটি কোড এসএমএস করব। নতুন? সাইন ইন করার সাথেই আপনার অ্যাকাউন্ট খুলে যাবে।',
  'account.phone.send': 'কোড পাঠান',
  'account.phone.sending': 'পাঠানো হচ্ছে…',
  'account.phone.code': 'এসএমএসে পাওয়া কোড',
  'account.phone.codeSent': '{phone} নম্বরে ৬ অঙ্কের একটি কোড পাঠানো হয়েছে। কোডটি ৫ মিনিট কাজ করবে।',
  'account.phone.verify': 'এগিয়ে যান',
  'account.phone.verifying': 'যাচাই হচ্ছে…',
  'account.phone.resend': 'নতুন কোড পাঠান',
  'account.phone.resendIn': '{seconds} সেকেন্ড পরে নতুন কোড',
  'account.phone.resent': 'নতুন কোড পাঠানো হচ্ছে',
  'account.phone.change': 'নম্বর বদলান',
  'account.phone.rememberMe': 'আমাকে মনে রাখুন',
  'account.phone.names.heading': 'স্বাগতম! আপনার নাম কী?',
  'account.phone.names.text': 'আপনার নম্বর {phone} নিশ্চিত হয়েছে। অ্যাকাউন্ট খুলতে আপনার নাম লিখুন।',
  'account.phone.firstName': 'নামের প্রথম অংশ',
  'account.phone.lastName': 'নামের শেষ অংশ',
  'account.phone.names.submit': 'আমার অ্যাকাউন্ট খুলুন',
  'account.phone.sendFailed': 'কোড পাঠানো যায়নি',
  'account.phone.failed': 'সাইন ইন করা যায়নি',
  'account.phone.signedIn': 'আপনি সাইন ইন করেছেন',

  'account.phone.sheet.title': 'চালিয়ে যেতে সাইন ইন করুন',
  'account.phone.sheet.description': 'মোবাইল নম্বর দিয়ে: পাসওয়ার্ড লাগবে না, শুধু এসএমএসে একটি কোড।',
  'account.phone.sheet.useEmail': 'বরং ই-মেইল ও পাসওয়ার্ড দিয়ে',
  'account.phone.checkout.title': 'চেকআউট করতে সাইন ইন করুন',
  'account.phone.checkout.description':
    'আপনার মোবাইল নম্বর লিখুন, আমরা একটি কোড এসএমএস করব। আপনার কার্ট এখানেই অপেক্ষা করছে।',

  'account.phone.profile.label': 'সাইন ইনের মোবাইল নম্বর',
  'account.phone.profile.none': 'এখনো কোনো মোবাইল নম্বর নেই',
  'account.phone.profile.verified': 'যাচাই করা',
  'account.phone.profile.add': 'মোবাইল নম্বর যোগ করুন',
  'account.phone.profile.change': 'মোবাইল নম্বর বদলান',
  'account.phone.profile.cancel': 'বাতিল',
  'account.phone.profile.saved': 'মোবাইল নম্বর সংরক্ষিত হয়েছে',
};
