import type { paymentServerMessages as english } from '../en/payments-server';

/** Online payments on the server (issue 20). */
export const paymentServerMessages: Record<keyof typeof english, string> = {
  'errors.payment.notConfigured': 'এই পেমেন্ট পদ্ধতি এখন চালু নেই। অন্য একটি পদ্ধতি বেছে নিন।',
  'errors.payment.unavailable':
    'পেমেন্ট সেবা থেকে এখন সাড়া পাওয়া যায়নি। আপনার অর্ডার রাখা আছে: এক মিনিট পরে আবার চেষ্টা করুন, অথবা অন্য পদ্ধতিতে পরিশোধ করুন।',
  'errors.payment.notPayable':
    'এই অর্ডারটি এখন অনলাইনে পরিশোধ করা যাবে না: এটি আগেই পরিশোধ বা বাতিল হয়েছে, অথবা এটি অনলাইন পেমেন্টের অর্ডার নয়।',
  'mail.order.placed.paidOnline':
    'আপনি {method}-এর মাধ্যমে {total} পরিশোধ করেছেন (ট্রানজেকশন আইডি {transactionId})। পেমেন্ট নিশ্চিত হয়েছে, আপনাকে আর কিছু করতে হবে না।',
  'mail.order.cancelled.notPaid': 'এই অর্ডারের জন্য কোনো টাকা নেওয়া হয়নি।',
  'sms.order.placed.online':
    '{shop}: অর্ডার #{orderId} পেয়েছি, ৳{total} পরিশোধিত, TrxID {transactionId}।',
};
