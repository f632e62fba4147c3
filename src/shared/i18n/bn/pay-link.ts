import type { payLinkMessages as en } from '../en/pay-link';

/** পেমেন্ট লিংকের পাতা, /pay/:token (ইস্যু ৩৯)। */
export const payLinkMessages: Record<keyof typeof en, string> = {
  'payLink.title': 'আপনার অর্ডারের পেমেন্ট',
  'payLink.heading': 'অর্ডার #{number}',
  'payLink.intro': 'অর্ডারটি দেখে নিন, তারপর অনলাইনে পেমেন্ট করুন বা ক্যাশ অন ডেলিভারি নিশ্চিত করুন।',
  'payLink.items': 'আপনার পণ্য',
  'payLink.quantity': 'পরিমাণ {count}',
  'payLink.discount': 'ছাড়',
  'payLink.deliveryTo': 'ডেলিভারির ঠিকানা',
  'payLink.choose': 'কীভাবে পেমেন্ট করবেন?',
  'payLink.payBkash': 'বিকাশে {total} পেমেন্ট করুন',
  'payLink.payCard': 'কার্ড বা মোবাইল ব্যাংকিংয়ে {total} পেমেন্ট করুন (SSLCommerz)',
  'payLink.cod': 'ক্যাশ অন ডেলিভারি নিশ্চিত করুন ({total})',
  'payLink.codCharge': 'ঢাকার বাইরে ক্যাশ অন ডেলিভারিতে {charge} চার্জ যোগ হয়।',
  'payLink.expires': 'এই লিংকটি {when} পর্যন্ত চালু থাকবে।',
  'payLink.working': 'অপেক্ষা করুন…',
  'payLink.loadFailed': 'এই পেমেন্ট লিংকটি খোলা যায়নি।',
  'payLink.tryAgain': 'আবার চেষ্টা করুন',
  'payLink.confirmed.heading': 'অর্ডার নিশ্চিত হয়েছে',
  'payLink.confirmed.body':
    'অর্ডার #{number} নিশ্চিত হয়েছে। ডেলিভারির সময় নগদে {total} দিন। পাঠানো হলে SMS পাবেন।',
  'payLink.continue': 'কেনাকাটা চালিয়ে যান',
};
