import type { returnNewsMessages as en } from '../en/return-news';

/**
 * The e-mail and SMS that tell a shopper what became of their return, in Bangla. The SMS goes as
 * UCS-2 (70 code units a part): terse, no names.
 */
export const returnNewsMessages: Record<keyof typeof en, string> = {
  'mail.return.subject.requested': 'আপনার {shop} অর্ডার #{orderId} ফেরতের অনুরোধ পেয়েছি',
  'mail.return.subject.accepted': 'আপনার {shop} অর্ডার #{orderId} ফেরত গ্রহণ করা হয়েছে',
  'mail.return.subject.refused': 'আপনার {shop} অর্ডার #{orderId} ফেরত গ্রহণ করা যায়নি',
  'mail.return.subject.on_way_back': 'আপনার {shop} অর্ডার #{orderId} ফেরত আমাদের কাছে আসছে',
  'mail.return.subject.received': 'আপনার {shop} অর্ডার #{orderId} ফেরত আমরা পেয়েছি',
  'mail.return.subject.refunded': 'আপনার {shop} অর্ডার #{orderId} ফেরতের টাকা পাঠানো হয়েছে',
  'mail.return.heading.requested': 'অর্ডার #{orderId} ফেরতের অনুরোধ',
  'mail.return.heading.accepted': 'অর্ডার #{orderId} ফেরত গ্রহণ করা হয়েছে',
  'mail.return.heading.refused': 'অর্ডার #{orderId} ফেরত গ্রহণ করা যায়নি',
  'mail.return.heading.on_way_back': 'আপনার ফেরত আমাদের কাছে আসছে',
  'mail.return.heading.received': 'আপনার ফেরত পৌঁছেছে',
  'mail.return.heading.refunded': 'আপনার টাকা ফেরত পাঠানো হয়েছে',
  'mail.return.news.requested':
    'নিচের পণ্যগুলো ফেরতের অনুরোধ আমরা পেয়েছি। দেখে শিগগিরই আমাদের সিদ্ধান্ত জানাব।',
  'mail.return.news.accepted':
    'আপনার ফেরত আমরা গ্রহণ করেছি। পিকআপের ব্যবস্থা করে কুরিয়ার কবে আসবে জানাব, অথবা পণ্যগুলো দোকানে নিয়ে আসতে পারেন।',
  'mail.return.news.refused': 'আপনার ফেরত আমরা গ্রহণ করতে পারিনি: {note}',
  'mail.return.news.on_way_back': 'আপনার ফেরত {courier}-এর মাধ্যমে আমাদের কাছে আসছে, ট্র্যাকিং কোড {code}।',
  'mail.return.news.on_way_back.noCode': 'আপনার ফেরত {courier}-এর মাধ্যমে আমাদের কাছে আসছে।',
  'mail.return.news.received':
    'আপনার ফেরত দেওয়া পণ্যগুলো পৌঁছেছে। সর্বশেষ {date} তারিখের মধ্যে আপনার টাকা ফেরত দেব।',
  'mail.return.news.refunded':
    'আমরা {amount} ফেরত পাঠিয়েছি {method}। আপনার অ্যাকাউন্টে দেখাতে কয়েক দিন লাগতে পারে।',
  'mail.return.method.gateway': 'যেভাবে আপনি টাকা দিয়েছিলেন সেভাবে',
  'mail.return.method.bkash': 'বিকাশে',
  'mail.return.method.bank': 'ব্যাংক ট্রান্সফারে',
  'mail.return.method.credit': 'আপনার অ্যাকাউন্টে স্টোর ক্রেডিট হিসেবে',
  'mail.return.note': 'আমাদের মন্তব্য: {note}',
  'mail.return.line': '{quantity} × {name}',
  'sms.return.requested': '{shop}: অর্ডার #{orderId} ফেরতের অনুরোধ পেয়েছি। শিগগিরই জানাব।',
  'sms.return.accepted': '{shop}: অর্ডার #{orderId} ফেরত গ্রহণ করা হয়েছে।',
  'sms.return.refused': '{shop}: অর্ডার #{orderId} ফেরত গ্রহণ করা যায়নি। কারণ অর্ডার পেজে দেখুন।',
  'sms.return.on_way_back': '{shop}: অর্ডার #{orderId} ফেরত আসছে। কোড: {code}',
  'sms.return.on_way_back.noCode': '{shop}: অর্ডার #{orderId} ফেরত আমাদের কাছে আসছে।',
  'sms.return.received': '{shop}: অর্ডার #{orderId} ফেরত আমরা পেয়েছি।',
  'sms.return.refunded': '{shop}: অর্ডার #{orderId} ফেরতের {amount} টাকা পাঠানো হয়েছে।',
};
