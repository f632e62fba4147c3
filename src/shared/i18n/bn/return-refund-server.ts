/** ফেরত গ্রহণ বা টাকা ফেরতে সার্ভার কেন রাজি নয়, এবং তারা ইতিহাসে কী লেখে (issue 21)। */
export const returnRefundServerMessages = {
  'errors.returns.money.notReceivable':
    'শুধু গৃহীত ফেরত, বা যেটি ফিরে আসার পথে, সেটিই গ্রহণ করা যায়। কোথায় আছে দেখতে পেজটি আবার লোড করুন।',
  'errors.returns.money.notRefundable':
    'শুধু হাতে পাওয়া এমন ফেরতের টাকা দেওয়া যায়, যার টাকা আর কেউ ফেরত দিচ্ছেন না। কোথায় আছে দেখতে পেজটি আবার লোড করুন।',
  'errors.returns.money.lines': 'এই ফেরতের প্রতিটি লাইন ঠিক একবার দিন, প্রতিটির সাথে কয়টি আবার তাকে যাবে।',
  'errors.returns.money.restockTooMany':
    '{name}-এর মাত্র {count}টি ফেরত এসেছে: ০ থেকে {count}টি পর্যন্ত তাকে তুলুন।',
  'errors.returns.money.tooMuch':
    'এই অর্ডারে ফেরত দেওয়ার মতো আছে মাত্র {left}: এর বেশি ফেরত দেওয়া যাবে না।',
  'errors.returns.money.notPaidOnline':
    'এই অর্ডারের টাকা অনলাইনে দেওয়া হয়নি, তাই গেটওয়ে দিয়ে ফেরত দেওয়া যাবে না। বিকাশ বা ব্যাংক ট্রান্সফারে টাকা পাঠিয়ে তার লেনদেন আইডি লিখুন।',
  'returns.money.note.received': '{count}টির মধ্যে {restocked}টি আবার তাকে তোলা হয়েছে',
  'returns.money.note.withNote': '{line}। {note}',
  'returns.money.note.refunded': '{method}-এ {amount} ফেরত দেওয়া হয়েছে (রেফ. {reference})',
  'returns.money.note.refundedAsCredit': '{amount} স্টোর ক্রেডিট হিসেবে ফেরত দেওয়া হয়েছে',
  'returns.money.method.gateway': '{gateway} অনলাইন রিফান্ড',
  'returns.money.method.bkash': 'বিকাশ',
  'returns.money.method.bank': 'ব্যাংক ট্রান্সফার',
  'returns.money.method.credit': 'স্টোর ক্রেডিট',
  'returns.money.note.allBack': 'অর্ডারের পুরো {total} ফেরত দেওয়া হয়েছে',
} as const;
