/** The one reminder of a left cart, and why the owner's setting may be refused. */
export const cartReminderServerMessages = {
  'cartReminders.validation.hours':
    'রিমাইন্ডারের আগে কত ঘণ্টা, তা ০ থেকে ৭২-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে',
  'mail.cartReminder.subject': '{shop}-এ আপনার কার্ট অপেক্ষা করছে',
  'mail.cartReminder.heading': 'আপনার কার্টে কিছু রয়ে গেছে',
  'mail.cartReminder.greeting': 'প্রিয় {firstName},',
  'mail.cartReminder.there': 'গ্রাহক',
  'mail.cartReminder.items.one': '{items} এখনও আপনার কার্টে আছে, স্টক থাকা পর্যন্ত।',
  'mail.cartReminder.items.other': '{items} সহ মোট {count}টি পণ্য এখনও আপনার কার্টে আছে, স্টক থাকা পর্যন্ত।',
  'mail.cartReminder.action': 'আমার কার্টে যান',
  'mail.cartReminder.stop': 'অফার পেতে সম্মতি দিয়েছেন বলে এটি পাচ্ছেন। বন্ধ করতে খুলুন {url}',
  'sms.cartReminder': '{shop}: আপনার কার্ট অপেক্ষা করছে। অর্ডার করুন: {url} অফার বন্ধ: {stop}',
};
