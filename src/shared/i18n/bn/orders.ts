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

  // Account → Orders tab (features/orders/components/orders-tab.tsx)
  'orders.tab.loading': 'অর্ডারগুলো লোড হচ্ছে',
  'orders.tab.loadFailed': 'অর্ডারগুলো লোড করা যায়নি',
  'orders.tab.tryAgain': 'আবার চেষ্টা করুন',
  'orders.tab.emptyTitle': 'এখনো কোনো অর্ডার নেই',
  'orders.tab.emptyBody': 'আপনি অর্ডার করলে তা এখানে অবস্থাসহ দেখা যাবে।',
  'orders.tab.startShopping': 'কেনাকাটা শুরু করুন',
  'orders.tab.heading': 'অর্ডারের ইতিহাস',
  'orders.tab.order': 'অর্ডার',
  'orders.tab.date': 'তারিখ',
  'orders.tab.status': 'অবস্থা',
  'orders.tab.items': 'পণ্য',
  'orders.tab.total': 'সর্বমোট',
  'orders.tab.viewDetails': 'বিস্তারিত দেখুন',
  'orders.tab.viewDetailsLabel': 'অর্ডার #{id}-এর বিস্তারিত দেখুন',

  // Order page (features/orders/pages/order-detail-page.tsx)
  'orders.detail.title': 'অর্ডার #{id}',
  'orders.detail.heading': 'অর্ডার #{id}',
  'orders.detail.order': 'অর্ডার',
  'orders.detail.placedOn': '{date} তারিখে অর্ডার করা হয়েছে',
  'orders.detail.backToOrders': 'অর্ডারগুলোতে ফিরে যান',
  'orders.detail.notFoundTitle': 'অর্ডারটি পাওয়া যায়নি',
  'orders.detail.notFound': 'অর্ডারটি পাওয়া যায়নি',
  'orders.detail.notFoundBody': 'আপনার অ্যাকাউন্টে এই অর্ডারটি খুঁজে পাওয়া যায়নি।',
  'orders.detail.loadFailed': 'এই অর্ডারটি লোড করা যায়নি। আবার চেষ্টা করুন।',
  'orders.detail.tryAgain': 'আবার চেষ্টা করুন',

  // Order page sections (features/orders/components/order-sections.tsx, status-history.tsx)
  'orders.section.items': 'পণ্যসমূহ',
  'orders.section.summary': 'অর্ডারের সারসংক্ষেপ',
  'orders.section.payment': 'পেমেন্ট',
  'orders.section.shippingAddress': 'শিপিং ঠিকানা',
  'orders.section.history': 'অবস্থার ইতিহাস',
  'orders.lineTotal': 'এই পণ্যের মোট',
  'orders.summary.subtotal': 'সাবটোটাল',
  'orders.summary.shipping': 'শিপিং',
  'orders.summary.codCharge': 'COD চার্জ',
  'orders.summary.total': 'সর্বমোট',
  'orders.payment.method': 'পদ্ধতি',
  'orders.payment.transactionId': 'ট্রানজ্যাকশন আইডি',
  'orders.payment.status': 'পেমেন্টের অবস্থা',
  'orders.payment.screenshot': 'পেমেন্টের স্ক্রিনশট',
  'orders.payment.screenshotAlt': 'পেমেন্টের স্ক্রিনশট (নতুন ট্যাবে পূর্ণ আকারে খুলবে)',

  // Cancelling (features/orders/components/cancel-order-dialog.tsx, api/cancel-order.ts)
  'orders.cancel.button': 'অর্ডার বাতিল করুন',
  'orders.cancel.title': 'এই অর্ডারটি বাতিল করবেন?',
  'orders.cancel.body':
    'পণ্যগুলো আবার বিক্রির জন্য ফিরে যাবে। আপনি আগেই টাকা পরিশোধ করে থাকলে দোকান আপনাকে তা ফেরত দেবে।',
  'orders.cancel.keep': 'অর্ডার রাখুন',
  'orders.cancel.cancelling': 'বাতিল করা হচ্ছে…',
  'orders.cancel.done': 'অর্ডার বাতিল করা হয়েছে',
  'orders.cancel.failed': 'অর্ডার বাতিল করা যায়নি',
  // The way to /track (the page's own words load with it: area-words.ts).
  'track.link': 'অর্ডার ট্র্যাক',
  'track.signedOut.prompt': 'অন্য ফোন থেকে বা অন্য কারো জন্য অর্ডার করেছেন?',
};
