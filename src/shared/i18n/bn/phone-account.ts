import type {
  phoneAccountMessages as en,
  phoneAccountCheckout as enCheckout,
  phoneAccountServer as enServer,
} from '../en/phone-account';

/** মোবাইল নম্বর দিয়ে খোলা অ্যাকাউন্ট: এসএমএস কোডে মুছে ফেলা, ইমেইল যোগ, ইমেইল ছাড়া চেকআউট। */
export const phoneAccountMessages: Record<keyof typeof en, string> = {
  'account.email.none': 'এখনো কোনো ইমেইল নেই',
  'account.email.noneHint': 'ইমেইল যোগ করলে অর্ডারের খবর সেখানেও পাবেন। নিশ্চিত করতে আমরা একটি লিংক পাঠাব।',
  'account.email.add': 'ইমেইল যোগ করুন',
  'account.email.new': 'ইমেইল ঠিকানা',
  'account.email.send': 'নিশ্চিত করার লিংক পাঠান',
  'account.email.sending': 'পাঠানো হচ্ছে…',
  'account.email.cancel': 'বাতিল',
  'account.email.sent':
    '{email} ঠিকানায় একটি লিংক পাঠানো হয়েছে। লিংকটি খুললেই (এক দিনের মধ্যে) ইমেইলটি যোগ হবে।',
  'account.email.failed': 'ইমেইল যোগ করা যায়নি',
  'account.delete.code.intro':
    'আপনার অ্যাকাউন্টে কোনো পাসওয়ার্ড নেই। নিশ্চিত করতে আমরা {phone} নম্বরে ৬ অঙ্কের একটি কোড এসএমএস করব।',
  'account.delete.code.send': 'কোড পাঠান',
  'account.delete.code.sending': 'পাঠানো হচ্ছে…',
  'account.delete.code.sent': '{phone} নম্বরে একটি কোড পাঠানো হয়েছে। কোডটি ৫ মিনিট কাজ করবে।',
  'account.delete.code.label': 'এসএমএসে পাওয়া কোড',
  'account.delete.code.resend': 'নতুন কোড পাঠান',
  'account.delete.code.resendIn': '{seconds} সেকেন্ড পরে নতুন কোড',
  'account.delete.code.sendFailed': 'কোড পাঠানো যায়নি',
};

export const phoneAccountCheckout: Record<keyof typeof enCheckout, string> = {
  'checkout.shipping.emailOptionalHint': 'অর্ডারের খবর আমরা এসএমএসে পাঠাই। সেখানেও পেতে চাইলে ইমেইল দিন।',
};

export const phoneAccountServer: Record<keyof typeof enServer, string> = {
  'errors.account.passwordNeeded': 'অ্যাকাউন্ট মুছে ফেলতে আপনার পাসওয়ার্ড লিখুন',
  'errors.account.codeNeeded': 'আপনার মোবাইল নম্বরে পাঠানো কোডটি লিখুন',
  'errors.account.noVerifiedNumber':
    'আপনার অ্যাকাউন্টে কোড পাঠানোর মতো যাচাই করা মোবাইল নম্বর নেই। প্রোফাইলে একটি যোগ করুন।',
  'errors.account.usePassword': 'আপনার অ্যাকাউন্টে পাসওয়ার্ড আছে: সেটি দিয়েই নিশ্চিত করুন',
  'errors.account.emailKept':
    'এখান থেকে আপনার ইমেইল ঠিকানা বদলানো যায় না। বদলাতে অনুগ্রহ করে আমাদের সাথে যোগাযোগ করুন।',
  'mail.verify.added': 'আপনি এই ঠিকানাটি আপনার {shop} অ্যাকাউন্টে যোগ করতে চেয়েছেন।',
  'mail.verify.addedFootnote':
    'আপনি এটি না চেয়ে থাকলে এই ইমেইলটি উপেক্ষা করুন: লিংক না খোলা পর্যন্ত কিছুই বদলাবে না।',
};
