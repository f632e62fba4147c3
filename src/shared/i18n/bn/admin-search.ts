/** অ্যাডমিন → সার্চ (ইস্যু ৪৫): সমার্থক শব্দ এবং ক্রেতারা কী খুঁজেছেন। */
export const adminSearchMessages = {
  'validation.synonym.word': 'একটি শব্দ বা ছোট বাক্যাংশ লিখুন',
  'validation.synonym.wordTooLong': 'একটি শব্দ বা বাক্যাংশ সর্বোচ্চ ৬০ অক্ষরের হতে পারে',
  'validation.synonym.words': 'সমার্থক শব্দে অন্তত দুটি শব্দ লাগে',
  'validation.synonym.tooMany': 'একটি সমার্থক দলে সর্বোচ্চ ১০টি শব্দ থাকতে পারে',
  'validation.synonym.id': 'তালিকা থেকে একটি সমার্থক দল বেছে নিন',
  'validation.synonym.product': 'একটি পণ্য বেছে নিন',
  'validation.synonym.repeated': 'প্রতিটি শব্দ একবারই থাকতে পারে: "{word}" দুবার আছে',
  'validation.synonym.noWords': '"{word}"-এ খোঁজার মতো কোনো অক্ষর বা সংখ্যা নেই',
  'validation.searchReport.days': '১ থেকে ৯০ দিনের মধ্যে বেছে নিন',
  'validation.searchOpened': 'যে সার্চ থেকে পণ্যটি খোলা হয়েছে তা পাঠান',
  'errors.synonym.notFound': 'সমার্থক দলটি আর নেই',
  'errors.synonym.productNotFound': 'পণ্যটি আর নেই',
};
