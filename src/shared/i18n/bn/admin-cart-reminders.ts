/** অ্যাডমিন → প্রোমোশন → ফেলে রাখা কার্টের রিমাইন্ডার (সিদ্ধান্ত ০৪৬)। */
export const adminCartReminderMessages = {
  'admin.cartReminders.title': 'ফেলে রাখা কার্টের রিমাইন্ডার',
  'admin.cartReminders.description':
    'অফার পেতে সম্মতি দিয়েছেন এমন সাইন-ইন করা ক্রেতা কার্ট ফেলে রাখলে ঢাকার সময় সকাল ৯টা থেকে রাত ৯টার মধ্যে একটি রিমাইন্ডার পান, ই-মেইলে বা ফোন অ্যাকাউন্ট হলে এসএমএসে: অর্ডারের পরে কখনো নয়, সপ্তাহে বড়জোর একবার, বন্ধ করার উপায়সহ।',
  'admin.cartReminders.figures':
    'গত ৩০ দিন: {sent}টি পাঠানো হয়েছে (ই-মেইলে {email}টি, এসএমএসে {sms}টি) · {cameBack} জন ফিরে এসে অর্ডার করেছেন',
  'admin.cartReminders.on.one': 'চালু: {count} ঘণ্টা পর',
  'admin.cartReminders.on.other': 'চালু: {count} ঘণ্টা পর',
  'admin.cartReminders.off': 'বন্ধ',
  'admin.cartReminders.loadFailed': 'ফেলে রাখা কার্টের রিমাইন্ডারের হিসাব দেখানো গেল না',
  'admin.cartReminders.hours.before': 'কার্ট ফেলে রাখার',
  'admin.cartReminders.hours.after': 'ঘণ্টা পর রিমাইন্ডার যাবে (০ = বন্ধ)',
  'admin.cartReminders.save': 'সংরক্ষণ করুন',
  'admin.cartReminders.saved.one': 'সংরক্ষিত: কার্ট ফেলে রাখার {count} ঘণ্টা পর রিমাইন্ডার যাবে',
  'admin.cartReminders.saved.other': 'সংরক্ষিত: কার্ট ফেলে রাখার {count} ঘণ্টা পর রিমাইন্ডার যাবে',
  'admin.cartReminders.savedOff': 'সংরক্ষিত: ফেলে রাখা কার্টের রিমাইন্ডার বন্ধ',
  'admin.cartReminders.failed': 'রিমাইন্ডারের আগের ঘণ্টা সংরক্ষণ করা গেল না',
} as const;
