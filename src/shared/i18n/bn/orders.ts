import type { orders as en } from '../en/orders';

export const orders: Record<keyof typeof en, string> = {
  // Shared order words (src/shared/order-display.ts): shoppers, admins and e-mails
  'orders.method.bkash': 'bKash',
  'orders.method.bank': 'ব্যাংক ট্রান্সফার',
  'orders.method.cod': 'ক্যাশ অন ডেলিভারি',
  'orders.method.bkash_online': 'bKash (এখনই পেমেন্ট)',
  'orders.method.sslcommerz': 'কার্ড, নগদ, রকেট ও আরও',
  'orders.location.dhaka': 'ঢাকার ভেতরে',
  'orders.location.outside': 'ঢাকার বাইরে',
  'orders.status.pending': 'অপেক্ষমাণ',
  'orders.status.processing': 'প্রক্রিয়াধীন',
  'orders.status.shipped': 'পাঠানো হয়েছে',
  'orders.status.delivered': 'ডেলিভারি হয়েছে',
  'orders.status.cancelled': 'বাতিল',
  'orders.status.completed': 'সম্পন্ন',
  'orders.status.failed': 'ব্যর্থ',
  'orders.status.refunded': 'ফেরত দেওয়া হয়েছে',
  'orders.event.placed': 'অর্ডার করা হয়েছে',
  'orders.event.status': 'অবস্থা: {from} → {to}',
  'orders.event.payment': 'পেমেন্ট: {from} → {to}',

  // Order count (the sum of quantities, src/shared/order-display.ts itemCount)
  'orders.items.one': '{count}টি পণ্য',
  'orders.items.other': '{count}টি পণ্য',

  // The way to /track (the page's own words load with it: area-words.ts).
  'track.link': 'অর্ডার ট্র্যাক',
  'track.signedOut.prompt': 'অন্য ফোন থেকে বা অন্য কারো জন্য অর্ডার করেছেন?',
};
