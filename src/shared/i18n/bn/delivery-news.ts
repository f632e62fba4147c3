import type { deliveryNewsMessages as en } from '../en/delivery-news';

/**
 * Delivery news from the courier in Bangla. The SMS goes as UCS-2 (70 code units a part): terse, no names.
 */
export const deliveryNewsMessages: Record<keyof typeof en, string> = {
  'mail.delivery.subject.out_for_delivery': 'আপনার {shop} অর্ডার #{orderId} আজ ডেলিভারি হবে',
  'mail.delivery.subject.delivered': 'আপনার {shop} অর্ডার #{orderId} ডেলিভারি হয়েছে',
  'mail.delivery.subject.returned': 'আপনার {shop} অর্ডার #{orderId} ডেলিভারি করা যায়নি',
  'mail.delivery.subject.cancelled': 'আপনার {shop} অর্ডার #{orderId} ডেলিভারি করা যায়নি',
  'mail.delivery.heading.out_for_delivery': 'অর্ডার #{orderId} আজ পৌঁছাবে',
  'mail.delivery.heading.delivered': 'অর্ডার #{orderId} ডেলিভারি হয়েছে',
  'mail.delivery.heading.returned': 'অর্ডার #{orderId} আমাদের কাছে ফেরত আসছে',
  'mail.delivery.heading.cancelled': 'অর্ডার #{orderId}: কুরিয়ার ডেলিভারি বাতিল করেছে',
  'mail.delivery.news.out_for_delivery':
    '{courier}-এর রাইডার আজ আপনার পার্সেল নিয়ে আসছেন। ফোন চালু রাখুন: আসার আগে রাইডার ফোন করবেন।',
  'mail.delivery.news.out_for_delivery.cod':
    '{courier}-এর রাইডার আজ আপনার পার্সেল নিয়ে আসছেন। {amount} নগদ তৈরি রাখুন এবং ফোন চালু রাখুন: আসার আগে রাইডার ফোন করবেন।',
  'mail.delivery.news.delivered': '{courier} আপনার পার্সেল পৌঁছে দিয়েছে। আশা করি ভালো লাগবে!',
  'mail.delivery.news.returned':
    '{courier} আপনার পার্সেল ডেলিভারি করতে পারেনি, তাই সেটি আমাদের কাছে ফেরত আসছে। আবার পাঠানো বা অর্ডার বাতিলের জন্য আমরা আপনার সাথে যোগাযোগ করব।',
  'mail.delivery.news.cancelled':
    '{courier} আপনার পার্সেলের ডেলিভারি বাতিল করেছে। আবার পাঠানো বা অর্ডার বাতিলের জন্য আমরা আপনার সাথে যোগাযোগ করব।',
  'mail.delivery.track': 'পার্সেল ট্র্যাক করুন: {link}',
  'sms.delivery.out_for_delivery': '{shop}: অর্ডার #{orderId} আজ ডেলিভারি হবে। ট্র্যাক: {link}',
  'sms.delivery.delivered': '{shop}: অর্ডার #{orderId} পৌঁছে গেছে। ভালো লাগলে জানাবেন!',
  'sms.delivery.returned': '{shop}: অর্ডার #{orderId} ডেলিভারি হয়নি, ফেরত আসছে। আমরা ফোন করব।',
  'sms.delivery.cancelled': '{shop}: অর্ডার #{orderId}-এর ডেলিভারি বাতিল। আমরা ফোন করব।',
};
