/** Why the server refuses a "Notify me", and the SMS and e-mail that say a variant is back. */
export const stockAlertServerMessages = {
  'stockAlerts.validation.variant': 'কোন শেড বা সাইজের খবর চান, বেছে নিন',
  'stockAlerts.validation.channel': 'কীভাবে জানাব বেছে নিন: sms বা email',
  'stockAlerts.validation.id': 'এই অনুরোধটি আপনার নয়। পেজটি আবার লোড করুন।',
  'stockAlerts.validation.factor':
    'প্রতি ইউনিটে কতজনকে জানানো হবে, তা ১ থেকে {max}-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে',
  'errors.stockAlert.notFound': 'পণ্যটি খুঁজে পাওয়া যায়নি। পেজটি আবার লোড করে চেষ্টা করুন।',
  'errors.stockAlert.inStock': 'সুখবর: এটি এখন স্টকে আছে। কার্টে যোগ করুন।',
  'errors.stockAlert.already': 'এটি ফিরলে আপনাকে ইতিমধ্যেই জানানো হবে।',
  'errors.stockAlert.noPhone':
    'আপনার অ্যাকাউন্টে যাচাই করা ফোন নম্বর নেই। আগে ফোন দিয়ে সাইন ইন করুন, অথবা ইমেইল বেছে নিন।',
  'errors.stockAlert.noEmail': 'আপনার অ্যাকাউন্টে ইমেইল ঠিকানা নেই। SMS বেছে নিন।',
  'errors.stockAlert.gone': 'অনুরোধটি আগেই পাঠানো বা বাতিল করা হয়েছে।',
  'mail.stockAlert.subject': '{shop}-এ {product} আবার স্টকে এসেছে',
  'mail.stockAlert.heading': 'আবার এসেছে: {product}',
  'mail.stockAlert.body': '{product} ফিরলে জানাতে বলেছিলেন। এটি এখন স্টকে আছে, যতক্ষণ থাকে।',
  'mail.stockAlert.action': 'শপে দেখুন',
  // Bangla SMS is UCS-2: kept short so the link fits in two parts.
  'sms.stockAlert': '{shop}: {product} আবার স্টকে। {url}',
};
