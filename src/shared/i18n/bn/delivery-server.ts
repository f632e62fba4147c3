import type { deliveryServerMessages as english } from '../en/delivery-server';

/** Why the server refuses a delivery action (issue 21). */
export const deliveryServerMessages: Record<keyof typeof english, string> = {
  'errors.delivery.notBookable':
    'এই অর্ডারটি এখন বুক করা যাবে না: এটি প্রক্রিয়াধীন নয়, অথবা একটি পার্সেল আগেই পথে আছে।',
  'errors.delivery.heldForCall':
    'এই অর্ডারটি নিশ্চিতকরণ কলের জন্য আটকে রাখা আছে। বুক করার আগে এটি ছেড়ে দিন।',
  'errors.delivery.courierNotConfigured': 'এই কুরিয়ারটি দোকানের জন্য চালু করা নেই।',
  'errors.delivery.courierRefused': '{courier} পার্সেলটি নেয়নি: {message}',
  'errors.delivery.courierUnavailable':
    '{courier} থেকে সাড়া পাওয়া যায়নি। কিছুই বুক হয়নি: এক মিনিট পরে আবার চেষ্টা করুন।',
  'errors.delivery.notCancellable': 'এই অর্ডারের বাতিল করার মতো কোনো পার্সেল পথে নেই।',
  'errors.delivery.noAttention': 'এই অর্ডারের পার্সেল নিয়ে কোনো সিদ্ধান্তের অপেক্ষা নেই।',
  'errors.delivery.unknownParcel': 'এই কনসাইনমেন্ট আইডির কোনো পার্সেল দোকানের নেই।',
};
