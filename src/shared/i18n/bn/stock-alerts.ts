/** "Notify me when it's back" on a sold-out shade's product page. */
export const stockAlertMessages = {
  'stockAlerts.notifyMe': 'স্টকে ফিরলে জানাবেন',
  'stockAlerts.signIn': 'স্টকে ফিরলে জানতে সাইন ইন করুন',
  'stockAlerts.how': 'কীভাবে জানাব?',
  'stockAlerts.bySms': '{recipient} নম্বরে SMS',
  'stockAlerts.byEmail': '{recipient} ঠিকানায় ইমেইল',
  'stockAlerts.submit': 'জানাবেন',
  'stockAlerts.saving': 'সংরক্ষণ হচ্ছে…',
  'stockAlerts.waiting.sms': 'স্টকে ফিরলে {recipient} নম্বরে একবার SMS পাঠাব।',
  'stockAlerts.waiting.email': 'স্টকে ফিরলে {recipient} ঠিকানায় একবার ইমেইল পাঠাব।',
  'stockAlerts.stop': 'অপেক্ষা বাতিল',
  'stockAlerts.asked': 'হয়ে গেছে: স্টকে ফিরলে আপনাকে জানাব।',
  'stockAlerts.stopped': 'এটির খবর আর পাঠানো হবে না।',
  'stockAlerts.failed': 'হয়নি। আবার চেষ্টা করুন।',
  'stockAlerts.noChannel': 'খবর পেতে আপনার অ্যাকাউন্টে যাচাই করা ফোন নম্বর বা ইমেইল ঠিকানা যোগ করুন।',
  'stockAlerts.settings': 'অ্যাকাউন্ট সেটিংস',
};
