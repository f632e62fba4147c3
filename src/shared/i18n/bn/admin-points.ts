/** অ্যাডমিন → প্রোমোশন → লয়্যালটি পয়েন্ট (সিদ্ধান্ত ০৪৮)। */
export const adminPointsMessages = {
  'admin.points.title': 'লয়্যালটি পয়েন্ট',
  'admin.points.description':
    'অর্ডার ডেলিভারি হলে ক্রেতারা পয়েন্ট পান এবং চেকআউটে ছাড় হিসেবে খরচ করেন। অর্ডার বাতিল হলে তার পয়েন্ট ফেরত যায়; পণ্য ফেরত হলে সেগুলোর অর্জিত পয়েন্ট ফিরিয়ে নেওয়া হয়।',
  'admin.points.on': 'চালু',
  'admin.points.off': 'বন্ধ',
  'admin.points.loadFailed': 'পয়েন্টের নিয়ম লোড করা যায়নি',
  'admin.points.enabled': 'পয়েন্ট দিন এবং ক্রেতাদের খরচ করতে দিন',
  'admin.points.earnTaka': '১ পয়েন্টের জন্য কত টাকার কেনাকাটা',
  'admin.points.worthTaka': '১ পয়েন্টের মূল্য (টাকা)',
  'admin.points.expireMonths': 'একটি পয়েন্ট কত মাস থাকে',
  'admin.points.maxPercent': 'অর্ডারের সর্বোচ্চ কত অংশ পয়েন্টে দেওয়া যায় (%)',
  'admin.points.save': 'সংরক্ষণ করুন',
  'admin.points.saving': 'সংরক্ষণ হচ্ছে…',
  'admin.points.saved': 'পয়েন্টের নিয়ম সংরক্ষিত হয়েছে',
  'admin.points.failed': 'পয়েন্টের নিয়ম সংরক্ষণ করা যায়নি',

  // স্টোর ক্রেডিট (সিদ্ধান্ত ০৪৯), পয়েন্টের পাশে
  'admin.credit.title': 'স্টোর ক্রেডিট',
  'admin.credit.description':
    'ক্রেডিট হিসেবে রিফান্ড হওয়া ফেরত থেকে আর স্টাফের যোগ করা থেকে ক্রেতারা স্টোর ক্রেডিট পান; পরের অর্ডারের কিছু অংশ বা পুরো দাম এতে মেটে। অর্ডার বাতিল হলে তার ক্রেডিট ফেরত যায়।',
  'admin.credit.loadFailed': 'স্টোর ক্রেডিটের নিয়ম লোড করা যায়নি',
  'admin.credit.refunds': 'ক্রেতারা ফেরতের রিফান্ড স্টোর ক্রেডিট হিসেবে নিতে পারবেন',
  'admin.credit.expireMonths': 'ক্রেডিট কত মাস থাকে',
  'admin.credit.save': 'সংরক্ষণ করুন',
  'admin.credit.saving': 'সংরক্ষণ হচ্ছে…',
  'admin.credit.saved': 'স্টোর ক্রেডিটের নিয়ম সংরক্ষিত হয়েছে',
  'admin.credit.failed': 'স্টোর ক্রেডিটের নিয়ম সংরক্ষণ করা যায়নি',
} as const;
