import type { returnServerMessages as english } from '../en/returns-server';

/** Why the server refuses a shopper's return (issue 21). */
export const returnServerMessages: Record<keyof typeof english, string> = {
  'errors.returns.notDelivered':
    'অর্ডারটি ডেলিভারি হওয়ার পরেই ফেরতের অনুরোধ করা যায়। এই অর্ডারটি এখনও ডেলিভারি হয়নি।',
  'errors.returns.windowClosed':
    'ডেলিভারির {days} দিনের মধ্যে ফেরতের অনুরোধ করা যায়; এই অর্ডারটি {date} তারিখে ডেলিভারি হয়েছে, তাই ফেরতের সময় শেষ। কোনো সমস্যা থাকলে আমাদের সাথে যোগাযোগ করুন।',
  'errors.returns.open':
    'এই অর্ডারের একটি ফেরত এখনও প্রক্রিয়াধীন। সেটি শেষ হলে আরেকটির অনুরোধ করতে পারবেন।',
  'errors.returns.notInOrder':
    'আপনার বেছে নেওয়া একটি পণ্য এই অর্ডারে নেই। পেজটি আবার লোড করে আবার বেছে নিন।',
  'errors.returns.tooMany':
    '{name} থেকে সর্বোচ্চ {count}টি ফেরত দিতে পারবেন: আপনি এতগুলো কিনেছেন এবং এখনও ফেরত দেননি।',
  'errors.returns.nothingLeft': 'এই অর্ডারের সব {name} আগেই ফেরত দেওয়া হয়েছে।',
  'errors.returns.photo': 'একটি ছবি আপনি ফেরতের জন্য আপলোড করেননি। ছবিগুলো আবার আপলোড করে আবার পাঠান।',
};
