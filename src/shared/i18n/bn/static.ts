import type { staticPages as en } from '../en/static';

export const staticPages: Record<keyof typeof en, string> = {
  // About (pages/about-page.tsx)
  'static.about.documentTitle': 'আমাদের সম্পর্কে',
  'static.about.heading': 'আমাদের সম্পর্কে',
  'static.about.story.heading': 'আমরা কারা',
  'static.about.story.p1':
    '{shopName} ঢাকাভিত্তিক একটি অনলাইন শপ, যেখানে পাবেন আসল বিউটি ও ফ্যাশন পণ্য। আমাদের শুরু একটি সহজ ভাবনা থেকে: বাংলাদেশের যেকোনো প্রান্তের ক্রেতা আসল পণ্য, ন্যায্য দাম আর আন্তরিক সেবা পাওয়ার যোগ্য, দরজায় যা পৌঁছাল তা আসল কি না সেই দুশ্চিন্তা ছাড়াই।',
  'static.about.stats.rating': 'গড় রেটিং',
  'static.about.stats.customers': 'সন্তুষ্ট ক্রেতা',
  'static.about.stats.customersValue': '{count} হাজার+',
  'static.about.stats.products': 'পণ্য',
  'static.about.range.heading': 'আমরা যা বিক্রি করি',
  'static.about.range.intro': 'নিজেকে সেরা দেখাতে ও সেরা অনুভব করতে যা যা দরকার, সবই আছে আমাদের কালেকশনে:',
  'static.about.range.makeup': 'মেকআপ ও স্কিনকেয়ার',
  'static.about.range.bags': 'হ্যান্ডব্যাগ, জুতা ও অ্যাক্সেসরিজ',
  'static.about.range.clothing': 'পোশাক, সাথে শিশু ও পুরুষদের জন্য আলাদা কালেকশন',
  'static.about.range.minis': 'মিনি ও ট্রাভেল সাইজ, নতুন কিছু ট্রাই করার জন্য একদম উপযুক্ত',
  'static.about.range.designer': 'ডিজাইনার পণ্য এবং ঘরের জন্য বাছাই করা সংগ্রহ',
  'static.about.promises.heading': 'আমাদের প্রতিশ্রুতি',
  'static.about.promises.authentic.title': 'আসল পণ্য।',
  'static.about.promises.authentic.text': 'আমাদের সব পণ্য অনুমোদিত পরিবেশকদের কাছ থেকে আনা।',
  'static.about.promises.delivery.title': 'সারা দেশে ডেলিভারি।',
  'static.about.promises.delivery.text':
    'ঢাকার ভেতরে {dhakaFee} এবং ঢাকার বাইরে {outsideFee}, বাংলাদেশের যেকোনো জায়গায়।',
  'static.about.promises.payment.title': 'সহজ পেমেন্ট।',
  'static.about.promises.payment.text': 'বিকাশ, ব্যাংক ট্রান্সফার বা ক্যাশ অন ডেলিভারিতে পেমেন্ট করুন।',
  'static.about.promises.returns.title': 'সহজ রিটার্ন।',
  'static.about.promises.returns.text':
    '{days} দিনের রিটার্ন পলিসি, রিফান্ড সম্পন্ন হয় {refundMin}-{refundMax} কার্যদিবসের মধ্যে।',
  'static.about.contact.heading': 'যোগাযোগ করুন',
  // Without the shop's details (not loaded yet) the sentence ends after the contact page link.
  'static.about.contact.p1':
    'ক্রেতাদের কাছ থেকে শুনতে আমরা ভালোবাসি। কোনো পণ্য, অর্ডার বা অন্য যেকোনো বিষয়ে প্রশ্ন থাকলে আমাদের {contactPage} দেখুন।',
  'static.about.contact.p1WithDetails':
    'ক্রেতাদের কাছ থেকে শুনতে আমরা ভালোবাসি। কোনো পণ্য, অর্ডার বা অন্য যেকোনো বিষয়ে প্রশ্ন থাকলে আমাদের {contactPage} দেখুন, {email} ঠিকানায় ই-মেইল করুন অথবা {phone} নম্বরে কল করুন।',
  'static.contactPageLink': 'যোগাযোগ পেজ',

  // Terms of service (pages/terms-page.tsx)
  'static.terms.documentTitle': 'সেবার শর্তাবলি',
  'static.terms.heading': 'সেবার শর্তাবলি',
  'static.terms.updated': 'সর্বশেষ হালনাগাদ: ডিসেম্বর ২০২৪',
  'static.terms.acceptance.heading': 'শর্তাবলি মেনে নেওয়া',
  'static.terms.acceptance.p1':
    'আপনি যখনই {shopName}-এ ব্রাউজ করেন, অ্যাকাউন্ট খোলেন বা অর্ডার করেন, তখনই এই শর্তাবলি প্রযোজ্য। আমাদের ওয়েবসাইট ব্যবহার করলে আপনি এগুলো মেনে নিচ্ছেন, তাই অনুগ্রহ করে মনোযোগ দিয়ে পড়ুন। আপনি একমত না হলে অনুগ্রহ করে আমাদের সেবা ব্যবহার করবেন না।',
  'static.terms.accounts.heading': 'অ্যাকাউন্ট',
  'static.terms.accounts.accurate': 'অনুগ্রহ করে আমাদের সঠিক ও হালনাগাদ তথ্য দিন এবং তা সবসময় হালনাগাদ রাখুন।',
  'static.terms.accounts.password':
    'আপনার পাসওয়ার্ড সুরক্ষিত রাখা এবং আপনার অ্যাকাউন্ট থেকে হওয়া সব কার্যক্রমের দায়িত্ব আপনার।',
  'static.terms.accounts.misuse':
    'অন্য কেউ আপনার অ্যাকাউন্ট ব্যবহার করেছে বলে মনে হলে সঙ্গে সঙ্গে আমাদের জানান।',
  'static.terms.orders.heading': 'অর্ডার ও মূল্য',
  'static.terms.orders.currency': 'সব দাম বাংলাদেশি টাকায় (৳) দেখানো হয়।',
  'static.terms.orders.price':
    'আপনি চেকআউটে দেখানো দামই পরিশোধ করবেন, যা অর্ডার করার সময় আমাদের সার্ভারে হিসাব করা হয়।',
  'static.terms.orders.stock':
    'কোনো পণ্যের স্টক শেষ হয়ে গেলে আমরা আপনার অর্ডারের পুরোটা বা অংশবিশেষ বাতিল করতে পারি। আপনি আগেই পেমেন্ট করে থাকলে সেই পেমেন্ট পুরোটা ফেরত দেওয়া হবে।',
  'static.terms.payment.heading': 'পেমেন্ট',
  'static.terms.payment.intro': 'আপনি বিকাশ, ব্যাংক ট্রান্সফার বা ক্যাশ অন ডেলিভারিতে পেমেন্ট করতে পারেন।',
  'static.terms.payment.transactionId':
    'বিকাশ ও ব্যাংক ট্রান্সফার পেমেন্টের জন্য একটি সঠিক ট্রানজেকশন আইডি লাগবে। অর্ডার প্রসেস করার আগে আমাদের টিম প্রতিটি পেমেন্ট নিজে যাচাই করে।',
  'static.terms.payment.codCharge':
    'ঢাকার বাইরে ক্যাশ অন ডেলিভারিতে অর্ডারের সাবটোটালের {percent}% চার্জ প্রযোজ্য।',
  'static.terms.payment.confirm':
    'অনুগ্রহ করে আমাদের Messenger বা Facebook পেজের মাধ্যমে আপনার পেমেন্ট নিশ্চিত করুন, যাতে আমরা সেটি আপনার অর্ডারের সাথে মেলাতে পারি।',
  'static.terms.shipping.heading': 'শিপিং',
  'static.terms.shipping.fees': 'ডেলিভারি চার্জ ঢাকার ভেতরে {dhakaFee} এবং ঢাকার বাইরে {outsideFee}।',
  'static.terms.shipping.times':
    'অর্ডার {shipMin}-{shipMax} ঘণ্টার মধ্যে পাঠানো হয় এবং পাঠানোর পর সাধারণত {deliveryMin}-{deliveryMax} কার্যদিবসের মধ্যে পৌঁছে যায়।',
  'static.terms.returns.heading': 'রিটার্ন ও রিফান্ড',
  'static.terms.returns.p1':
    'আমাদের {days} দিনের রিটার্ন পলিসি আছে। ফেরত আসা পণ্য হাতে পেয়ে যাচাই করার পর {refundMin}-{refundMax} কার্যদিবসের মধ্যে রিফান্ড সম্পন্ন করা হয়।',
  'static.terms.promises.heading': 'আমাদের অঙ্গীকার',
  'static.terms.promises.delivery':
    'আপনার অর্ডারের পুরো টাকা পরিশোধ হলে (ক্যাশ অন ডেলিভারিতে অর্ডার করলেই), আমরা ঢাকার ভেতরে {dhakaDays} দিনের মধ্যে এবং বাংলাদেশের অন্য জায়গায় {outsideDays} দিনের মধ্যে ডেলিভারি দিই।',
  'static.terms.promises.refund':
    'টাকা পরিশোধ করা কোনো অর্ডার আমরা বাতিল করলে, ডেলিভারি দিতে না পারলে বা আপনার ফেরত গ্রহণ করলে, যেভাবে টাকা দিয়েছেন (বিকাশ, ব্যাংক বা কার্ড) সেভাবেই {days} দিনের মধ্যে টাকা ফেরত দিই।',
  'static.terms.promises.complaints':
    'প্রতিটি অভিযোগে আমরা ৭২ ঘণ্টার মধ্যে ব্যবস্থা নিই: আমাদের {contactPage} থেকে লিখুন।',
  'static.terms.promises.dbid': 'আমাদের ডিজিটাল বিজনেস আইডি (ডিবিআইডি) {dbid}।',
  'static.terms.reviews.heading': 'রিভিউ ও কনটেন্ট',
  'static.terms.reviews.p1':
    'আপনার রিভিউ ও মন্তব্যকে আমরা স্বাগত জানাই। অনুগ্রহ করে সেগুলো সৎ ও সম্মানজনক রাখুন। অপমানজনক, বিভ্রান্তিকর, আপত্তিকর বা আমাদের পণ্যের সাথে সম্পর্কহীন কনটেন্ট আমরা সরিয়ে দিতে পারি।',
  'static.terms.liability.heading': 'দায়বদ্ধতার সীমা',
  'static.terms.liability.p1':
    'আমাদের পণ্যের সঠিক বর্ণনা দিতে এবং ওয়েবসাইট সুষ্ঠুভাবে চালু রাখতে আমরা সর্বোচ্চ চেষ্টা করি। আইন যতটুকু অনুমতি দেয়, সে পর্যন্ত আমাদের ওয়েবসাইট বা পণ্য ব্যবহারের ফলে হওয়া পরোক্ষ বা আনুষঙ্গিক ক্ষতির জন্য {shopName} দায়ী নয়, এবং কোনো অর্ডারের ক্ষেত্রে আমাদের মোট দায় সেই অর্ডারের জন্য আপনার পরিশোধিত অর্থের মধ্যে সীমিত।',
  'static.terms.changes.heading': 'শর্তাবলির পরিবর্তন',
  'static.terms.changes.p1':
    'আমরা সময়ে সময়ে এই শর্তাবলি হালনাগাদ করতে পারি। তখন এই পেজের ওপরের তারিখটি বদলে দেওয়া হবে। হালনাগাদের পরও আমাদের ওয়েবসাইট ব্যবহার চালিয়ে গেলে ধরে নেওয়া হবে আপনি পরিবর্তিত শর্তাবলি মেনে নিয়েছেন।',
  'static.terms.contact.heading': 'যোগাযোগ',
  'static.terms.contact.p1':
    'এই শর্তাবলি নিয়ে কোনো প্রশ্ন আছে? অনুগ্রহ করে আমাদের {contactPage} থেকে যোগাযোগ করুন।',
  'static.terms.contact.p1WithEmail':
    'এই শর্তাবলি নিয়ে কোনো প্রশ্ন আছে? অনুগ্রহ করে আমাদের {contactPage} থেকে যোগাযোগ করুন অথবা {email} ঠিকানায় ই-মেইল করুন।',

  // Privacy policy (pages/privacy-page.tsx)
  'static.privacy.documentTitle': 'গোপনীয়তা নীতি',
  'static.privacy.heading': 'গোপনীয়তা নীতি',
  'static.privacy.updated': 'সর্বশেষ হালনাগাদ: ডিসেম্বর ২০২৪',
  'static.privacy.intro':
    'আপনার গোপনীয়তা আমাদের কাছে গুরুত্বপূর্ণ। {shopName} কোন তথ্য সংগ্রহ করে, কেন করে এবং এ বিষয়ে আপনার কী কী করার সুযোগ আছে, এই নীতিতে তা ব্যাখ্যা করা হয়েছে।',
  'static.privacy.collect.heading': 'আমরা যে তথ্য সংগ্রহ করি',
  'static.privacy.collect.contact': 'আপনার নাম, ই-মেইল ঠিকানা ও ফোন নম্বর',
  'static.privacy.collect.address': 'আপনার ডেলিভারি ঠিকানা',
  'static.privacy.collect.orders': 'আপনার অর্ডারের ইতিহাস',
  'static.privacy.collect.payments': 'পেমেন্টের ট্রানজেকশন আইডি এবং আপনি পাঠাতে চাইলে পেমেন্টের স্ক্রিনশট',
  'static.privacy.use.heading': 'আমরা তথ্য যেভাবে ব্যবহার করি',
  'static.privacy.use.orders': 'আপনার অর্ডার প্রসেস ও ডেলিভারি করতে',
  'static.privacy.use.payments': 'আপনার পেমেন্ট যাচাই করতে',
  'static.privacy.use.emails': 'আপনার অর্ডার সম্পর্কে ই-মেইল পাঠাতে',
  'static.privacy.use.offers': 'অফার ও খবর পাঠাতে, তবে কেবল আপনি সম্মতি দিলে',
  'static.privacy.sharing.heading': 'তথ্য শেয়ার করা',
  'static.privacy.sharing.p1':
    'আমরা আপনার তথ্য শুধু আমাদের ডেলিভারি পার্টনারদের সাথে শেয়ার করি, এবং শুধু ততটুকুই, যতটুকু আপনার অর্ডার পৌঁছে দিতে তাদের দরকার। আমরা কখনোই আপনার ব্যক্তিগত তথ্য বিক্রি করি না।',
  'static.privacy.cookies.heading': 'কুকি',
  'static.privacy.cookies.p1':
    'আপনাকে সাইন ইন অবস্থায় রাখতে আমরা কেবল একটি সেশন কুকি ব্যবহার করি। আমরা কোনো থার্ড-পার্টি ট্র্যাকার ব্যবহার করি না।',
  'static.privacy.security.heading': 'তথ্যের নিরাপত্তা',
  'static.privacy.security.p1':
    'আপনার তথ্য হারানো, অপব্যবহার ও অননুমোদিত প্রবেশ থেকে সুরক্ষিত রাখতে আমরা যথাযথ কারিগরি ও সাংগঠনিক ব্যবস্থা নিই। আপনার অর্ডার সামলাতে যাদের আপনার তথ্য প্রয়োজন, টিমের কেবল সেই সদস্যরাই তা দেখতে পারেন।',
  'static.privacy.rights.heading': 'আপনার অধিকার',
  'static.privacy.rights.intro': 'অ্যাকাউন্ট সেটিংস থেকে আপনি যা করতে পারেন:',
  'static.privacy.rights.edit': 'আপনার প্রোফাইল সম্পাদনা',
  'static.privacy.rights.notifications': 'নোটিফিকেশনের পছন্দ পরিবর্তন',
  'static.privacy.rights.download': 'আমরা আপনার সম্পর্কে যা রাখি তা একটি ফাইলে ডাউনলোড করুন',
  'static.stop.documentTitle': 'অফার বন্ধ করুন',
  'static.stop.heading': 'মেসেজে অফার বন্ধ করুন',
  'static.stop.intro': '{phone} নম্বরে অফার ও সেলের মেসেজ আর যাবে না। আপনার অর্ডারের খবর আগের মতোই যাবে।',
  'static.stop.submit': 'অফার বন্ধ করুন',
  'static.stop.submitting': 'বন্ধ করা হচ্ছে…',
  'static.stop.done':
    'হয়ে গেছে: {phone} নম্বরে আমরা আর অফার পাঠাব না। অ্যাকাউন্ট → সেটিংসে আবার চালু করতে পারবেন।',
  'static.stop.failed': 'কাজ হয়নি। একটু পরে আবার চেষ্টা করুন।',
  'validation.stop.token': 'বন্ধ করার লিংকটি ঠিক নয়: মেসেজের পুরো লিংকটি খুলুন।',
  'static.privacy.rights.consent':
    'অ্যাকাউন্ট সেটিংসে আপনি হ্যাঁ বললেই কেবল আমরা অফার ও খবর পাঠাই; যেকোনো সময় আবার না বলতে পারেন। আমরা ব্যক্তিগত উপাত্ত সুরক্ষা অধ্যাদেশ ২০২৫ মেনে চলি।',
  'static.privacy.rights.delete': 'আপনার অ্যাকাউন্ট ডিলিট',
  'static.privacy.rights.deletion':
    'আপনি অ্যাকাউন্ট ডিলিট করলে আমরা আপনার ব্যক্তিগত তথ্য মুছে ফেলি। হিসাবরক্ষণের প্রয়োজনে আপনার আগের অর্ডারগুলো পরিচয়হীন অবস্থায় রেখে দেওয়া হয়।',
  'static.privacy.children.heading': 'শিশুদের গোপনীয়তা',
  'static.privacy.children.p1':
    'আমাদের সেবা {age} বছরের কম বয়সী শিশুদের জন্য নয়, এবং আমরা জেনেশুনে তাদের কাছ থেকে কোনো ব্যক্তিগত তথ্য সংগ্রহ করি না। {age} বছরের কম বয়সী কোনো শিশু আমাদের তার তথ্য দিয়েছে বলে মনে হলে অনুগ্রহ করে আমাদের জানান, আমরা তা মুছে ফেলব।',
  'static.privacy.changes.heading': 'এই নীতির পরিবর্তন',
  'static.privacy.changes.p1':
    'আমরা সময়ে সময়ে এই নীতি হালনাগাদ করতে পারি। তখন এই পেজের ওপরের তারিখটি বদলে দেওয়া হবে।',
  'static.privacy.contact.heading': 'যোগাযোগ করুন',
  'static.privacy.contact.p1':
    'আপনার গোপনীয়তা নিয়ে কোনো প্রশ্ন থাকলে অনুগ্রহ করে আমাদের {contactPage} দেখুন।',
  'static.privacy.contact.p1WithEmail':
    'আপনার গোপনীয়তা নিয়ে কোনো প্রশ্ন থাকলে অনুগ্রহ করে {email} ঠিকানায় আমাদের ই-মেইল করুন অথবা আমাদের {contactPage} দেখুন।',

  // Not found (pages/not-found-page.tsx)
  'static.notFound.documentTitle': 'পেজটি পাওয়া যায়নি',
  'static.notFound.heading': 'দুঃখিত! পেজটি পাওয়া যায়নি',
  'static.notFound.text': 'আপনি যে পেজটি খুঁজছেন সেটি নেই অথবা সরিয়ে নেওয়া হয়েছে।',
  'static.notFound.home': 'হোমে ফিরে যান',
};
