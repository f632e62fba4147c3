import type { payments as en } from '../en/payments';

export const payments: Record<keyof typeof en, string> = {
  'payments.method.bkashOnline': 'বিকাশের নিরাপদ পেজে আপনার বিকাশ নম্বর ও পিন দিয়ে এখনই পেমেন্ট করুন।',
  'payments.method.sslcommerz':
    'SSLCommerz পেজে কার্ড, নগদ, রকেট বা ইন্টারনেট ব্যাংকিং দিয়ে এখনই পেমেন্ট করুন।',

  'payments.review.next': 'অর্ডার দেওয়ার পর পরের পেজে {amount} পরিশোধ করবেন।',

  'payments.success.viewOrder': 'অর্ডারটি দেখুন',
  'payments.failed.reason.cancelled': 'আপনি পেমেন্ট বাতিল করেছেন, তাই কোনো টাকা কাটা হয়নি।',
  'payments.failed.reason.failed': 'পেমেন্ট গেটওয়ে পেমেন্টটি গ্রহণ করেনি।',
  'payments.failed.reason.unavailable': 'পেমেন্ট গেটওয়ের সাথে যোগাযোগ করা যায়নি। কোনো টাকা কাটা হয়নি।',
  'payments.failed.orderKept': 'আপনার অর্ডারটি সংরক্ষিত আছে: আবার পেমেন্ট করুন, অথবা ক্যাশ অন ডেলিভারিতে নিন।',

  'payments.action.payNow': 'এখনই পেমেন্ট করুন',
  'payments.action.cod': 'বরং ক্যাশ অন ডেলিভারিতে পরিশোধ করুন',
  'payments.action.working': 'একটু অপেক্ষা করুন…',
  'payments.toast.cod': 'আপনার অর্ডার এখন ক্যাশ অন ডেলিভারি',
  'payments.toast.codBody': 'পণ্য হাতে পেয়ে টাকা দিন। পাঠানোর সময় আমরা আপনাকে জানাব।',
  'payments.toast.payFailed': 'পেমেন্ট পেজ খোলা যায়নি',
  'payments.toast.codFailed': 'পেমেন্টের পদ্ধতি বদলানো যায়নি',

  'payments.order.heading': 'পেমেন্ট এখনো পাওয়া যায়নি',
  'payments.order.body':
    'এই অর্ডারটি অনলাইন পেমেন্টের অপেক্ষায় আছে। এখনই পেমেন্ট করুন, অথবা ক্যাশ অন ডেলিভারি বেছে নিন।',
};
