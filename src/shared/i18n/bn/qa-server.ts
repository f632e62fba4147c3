/** Why the server refuses a question, an answer or a report, and the news of an answer. */
export const qaServerMessages = {
  'errors.qa.productNotFound': 'পণ্যটি খুঁজে পাওয়া যায়নি। পেজটি আবার লোড করে চেষ্টা করুন।',
  'errors.qa.questionNotFound': 'প্রশ্নটি আর নেই। পেজটি আবার লোড করুন।',
  'errors.qa.answerNotFound': 'উত্তরটি আর নেই। পেজটি আবার লোড করুন।',
  'errors.qa.notAllowed': 'শুধু শপ, অথবা শপ অনুমতি দিলে এই পণ্যটি কিনেছেন এমন ক্রেতারা উত্তর দিতে পারেন।',
  'errors.qa.notShown': 'শুধু শপের অনুমোদিত প্রশ্নের উত্তর দেওয়া যায়।',
  'mail.questionAnswered.subject': '{product} নিয়ে আপনার প্রশ্নের উত্তর দিয়েছে {shop}',
  'mail.questionAnswered.heading': '{product} নিয়ে আপনার প্রশ্নের উত্তর এসেছে',
  'mail.questionAnswered.action': 'পণ্যের পাতায় দেখুন',
  'sms.questionAnswered': '{shop}: {product} নিয়ে আপনার প্রশ্নের উত্তর এসেছে। {url}',
};
