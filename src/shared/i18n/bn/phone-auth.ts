import type {
  phoneAuthServer as enServer,
  phoneAuthValidation as enValidation,
} from '../en/phone-auth';

/** Signing in with a mobile number (issue 18). */
export const phoneAuthValidation: Record<keyof typeof enValidation, string> = {
  'validation.otp.invalid': 'এসএমএস-এ পাওয়া ৬ অঙ্কের কোডটি লিখুন',
};

export const phoneAuthServer: Record<keyof typeof enServer, string> = {
  'errors.phoneAuth.namesRequired':
    'এই নম্বরে এখনো কোনো অ্যাকাউন্ট নেই। অ্যাকাউন্ট খুলতে আপনার নামের প্রথম ও শেষ অংশ লিখুন।',
  'errors.phoneAuth.invalidOtp': 'কোডটি সঠিক নয়। এসএমএস দেখে আবার চেষ্টা করুন।',
  'errors.phoneAuth.otpExpired': 'কোডটির মেয়াদ শেষ হয়ে গেছে। নতুন কোড চান।',
  'errors.phoneAuth.otpNotFound': 'এই নম্বরের জন্য কোনো বৈধ কোড নেই। নতুন কোড চান।',
  'errors.phoneAuth.tooManyWrongCodes': 'অনেকবার ভুল কোড দেওয়া হয়েছে। নতুন কোড চান।',
  'errors.phoneAuth.numberTaken':
    'এই নম্বরটি অন্য একটি অ্যাকাউন্টে যাচাই করা আছে। সেই নম্বর দিয়ে সাইন ইন করুন, অথবা অন্য নম্বর দিন।',
  'errors.phoneAuth.codeJustSent':
    'এই নম্বরে এইমাত্র একটি কোড পাঠানো হয়েছে। {wait} পরে আরেকটি চাইতে পারবেন।',
  'errors.phoneAuth.tooManyCodes':
    'এই নম্বরের জন্য অনেকবার কোড চাওয়া হয়েছে। অনুগ্রহ করে {wait} পরে আবার চেষ্টা করুন।',
  'errors.phoneAuth.tooManyCodesFromNetwork':
    'আপনার নেটওয়ার্ক থেকে অনেকবার কোড চাওয়া হয়েছে। অনুগ্রহ করে {wait} পরে আবার চেষ্টা করুন।',
  // এক এসএমএস অংশ: বাংলায় সর্বোচ্চ ৭০ অক্ষর।
  'sms.otp': '{shop} কোড {code}। ৫ মিনিট বৈধ। কাউকে জানাবেন না।',
};
