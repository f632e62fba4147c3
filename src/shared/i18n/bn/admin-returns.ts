/** অ্যাডমিন প্যানেলে ফেরত (issue 21): তালিকা, একটি ফেরতের পেজ, তার কাজ; ও তাদের যাচাই। */
export const adminReturnMessages = {
  'validation.returns.note': 'ক্রেতার জন্য একটি নোট লিখুন',
  'validation.returns.decision': 'ফেরত গ্রহণ বা প্রত্যাখ্যান বেছে নিন',
  'validation.returns.pickup': 'কুরিয়ার ও তার ট্র্যাকিং কোড লিখুন',
  'validation.returns.restock': 'কয়টি আবার তাকে যাবে লিখুন, ০ থেকে ফেরত আসা সংখ্যা পর্যন্ত',
  'validation.returns.amount': '০-এর বেশি টাকার অঙ্ক লিখুন',
  'validation.returns.transactionId': 'লেনদেনের আইডি লিখুন (অক্ষর ও সংখ্যা)',
  'validation.returns.refundMethod': 'টাকা কীভাবে ফেরত যাবে বেছে নিন',
  'validation.returns.status': 'ফেরতের অবস্থা বেছে নিন',
} as const;
