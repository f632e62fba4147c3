import type { smsOrderMessages as en } from '../en/sms-orders';

/**
 * Order news by SMS. Bangla goes as UCS-2, 70 code units a part (a Bangla letter with its vowel
 * sign is two or three), so these are terse and use ৳ rather than the longer 'টাকা'.
 */
export const smsOrderMessages: Record<keyof typeof en, string> = {
  'sms.order.placed.cod': '{shop}: অর্ডার #{orderId} পেয়েছি। মোট ৳{total}, ডেলিভারিতে নগদ দিন।',
  'sms.order.placed.bkash':
    '{shop}: অর্ডার #{orderId} পেয়েছি। ৳{total} বিকাশে {bkashNumber}, TrxID {transactionId}। যাচাই হলে SMS পাবেন।',
  'sms.order.placed.bank':
    '{shop}: অর্ডার #{orderId} পেয়েছি। ৳{total} {bank} A/C {accountNumber}, রেফ {transactionId}। যাচাই হলে SMS পাবেন।',
  'sms.order.paymentVerified': '{shop}: অর্ডার #{orderId}-এর ৳{total} পেমেন্ট নিশ্চিত। ধন্যবাদ!',
  'sms.order.shipped': '{shop}: অর্ডার #{orderId} পাঠানো হয়েছে। ট্র্যাক: {link}',
  'sms.order.delivered': '{shop}: অর্ডার #{orderId} পৌঁছে গেছে। ভালো লাগলে জানাবেন!',
  'sms.order.cancelled.cod': '{shop}: অর্ডার #{orderId} বাতিল হয়েছে। কোনো টাকা কাটা হয়নি।',
  'sms.order.cancelled.paid': '{shop}: অর্ডার #{orderId} বাতিল হয়েছে। আপনার টাকা ফেরত দেওয়া হবে।',
  'sms.order.paymentLink':
    '{shop}: অর্ডার #{orderId}, ৳{total}। অনলাইনে পেমেন্ট বা ক্যাশ অন ডেলিভারি নিশ্চিত করুন: {link}',
};
