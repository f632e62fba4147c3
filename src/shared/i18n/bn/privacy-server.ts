/** ডেটা এক্সপোর্টের পড়ার মতো সারাংশ (ইস্যু ৪৩)। */
export const privacyServerMessages = {
  'privacy.export.summary.intro': '{date} পর্যন্ত দোকান আপনার সম্পর্কে যা কিছু রাখে।',
  'privacy.export.summary.counts':
    '{orders}টি অর্ডার, {addresses}টি সংরক্ষিত ঠিকানা, {reviews}টি রিভিউ, {messages}টি বার্তা এবং {signIns}টি সাইন-ইন করা ডিভাইস।',
  'privacy.export.summary.rights':
    'অ্যাকাউন্টে আপনার প্রোফাইল ও ঠিকানা সংশোধন করতে পারেন, অ্যাকাউন্ট → সেটিংসে সম্মতি বদলাতে বা অ্যাকাউন্ট মুছে দিতে পারেন। অর্ডার ও ভ্যাট চালানপত্র আপনার নাম ও যোগাযোগ ছাড়া, আইন যত কর-বছর চায় তত দিন রাখা হয়।',
  'errors.privacy.exportRunning': 'আপনার ডেটা তৈরি হচ্ছে: একটু পরেই ডাউনলোড শুরু হবে',
} as const;
