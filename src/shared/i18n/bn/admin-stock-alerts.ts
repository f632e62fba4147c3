/** অ্যাডমিন → স্টক-এর "স্টকে ফিরেছে": বিক্রি শেষ পণ্যের জন্য অপেক্ষায় থাকা ক্রেতারা (সিদ্ধান্ত ০৪৫)। */
export const adminStockAlertMessages = {
  'admin.stockAlerts.title': 'স্টকে ফিরেছে',
  'admin.stockAlerts.waiting.one': '{count} জন ক্রেতা অপেক্ষায়',
  'admin.stockAlerts.waiting.other': '{count} জন ক্রেতা অপেক্ষায়',
  'admin.stockAlerts.told': 'এই মাসে {count} জনকে জানানো হয়েছে',
  'admin.stockAlerts.loadFailed': 'কারা অপেক্ষায় আছেন তা দেখানো গেল না',
  'admin.stockAlerts.factor.label': 'প্রতিটি ফেরা ইউনিটে কতজন ক্রেতাকে জানানো হবে',
  'admin.stockAlerts.factor.hint':
    'যখন ২টি ইউনিট ফেরে আর এখানে ৩ থাকে, প্রথম যে ৬ জন জানতে চেয়েছিলেন তাঁদের জানানো হয়।',
  'admin.stockAlerts.factor.save': 'সংরক্ষণ করুন',
  'admin.stockAlerts.factor.saved': 'সংরক্ষিত: প্রতিটি ফেরা ইউনিটে {factor} জন ক্রেতাকে জানানো হবে',
  'admin.stockAlerts.factor.failed': 'প্রতি ইউনিটে কতজনকে জানানো হবে তা সংরক্ষণ করা গেল না',
  'admin.stockAlerts.list': 'যেগুলোর জন্য সবচেয়ে বেশি অপেক্ষা',
  'admin.stockAlerts.col.product': 'পণ্য',
  'admin.stockAlerts.col.stock': 'স্টকে আছে',
  'admin.stockAlerts.col.waiting': 'অপেক্ষায়',
  'admin.stockAlerts.none': 'বিক্রি শেষ কোনো পণ্যের জন্য কেউ অপেক্ষায় নেই।',
  'admin.stockAlerts.countNeedsStock':
    'স্টক গোনার জন্য স্টকের অনুমতি লাগে। এখানে দেখতে পাবেন বিক্রি শেষ পণ্যের জন্য কারা অপেক্ষায় আছেন।',
} as const;
